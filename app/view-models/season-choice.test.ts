import { describe, expect, it } from 'vitest'

import { game, leagueTree, regularSeason } from '~/league/fixtures/playoff-trees.ts'
import { readLeague } from '~/league/index.ts'

import { buildSchedulePage } from './schedule-page.ts'
import {
  cleanSeasonAddress,
  isPastSeason,
  pickSeason,
  pickerDivisions,
  seasonChoiceView,
  seasonOptions,
} from './season-choice.ts'
import { buildStandingsPage } from './standings-page.ts'

// The active season in the playoffs, and a complete past season whose division has been closed.
const tree = leagueTree([
  {
    id: '2025S',
    nameE: 'Summer 2025',
    nameF: 'Été 2025',
    games: [
      ...regularSeason(2025),
      game({ home: 'A', away: 'B', score: [2, 1], date: '2025-02-08', stage: 'Finals' }),
    ],
  },
  {
    id: '2026W',
    nameE: 'Winter 2026',
    nameF: 'Hiver 2026',
    active: true,
    games: regularSeason(2026),
  },
])
const closed = structuredClone(tree) as { Seasons: Record<string, { Divisions: object }> }
closed.Seasons['2025S']!.Divisions = { D: { division_id: 'D', is_active: '0' } }
closed.Seasons['2026W']!.Divisions = { D: { division_id: 'D', is_active: '0' } }

const active = readLeague(tree)
const past = readLeague(tree, { seasonId: '2025S' })
const NOW = new Date('2026-01-14T19:00:00-05:00')

describe('the season a page shows', () => {
  it.each([
    ['no parameter', null, { seasonId: '2026W' }],
    ['an empty parameter', '  ', { seasonId: '2026W' }],
    ['a past season', '2025S', { seasonId: '2025S' }],
    ['the active season', '2026W', { seasonId: '2026W' }],
    ['an unknown season', '~unknown', { seasonId: '2026W', unknown: '~unknown' }],
  ])('shows the right season for %s', (_case, requested, expected) => {
    expect(pickSeason(active, requested)).toEqual(expected)
  })

  it('offers the seasons newest first, the active one marked', () => {
    expect(seasonOptions(active, 'fr')).toEqual([
      { id: '2026W', name: 'Hiver 2026', isActive: true },
      { id: '2025S', name: 'Été 2025', isActive: false },
    ])
  })

  it('knows a past season from the default one', () => {
    expect(isPastSeason(active)).toBe(false)
    expect(isPastSeason(past)).toBe(true)
    expect(seasonChoiceView(past, 'en', undefined)).toMatchObject({
      past: true,
      defaultId: '2026W',
      season: { id: '2025S', name: 'Summer 2025' },
    })
    expect(seasonChoiceView(active, 'en', '~unknown')).toMatchObject({
      past: false,
      unknownSeason: '~unknown',
    })
  })

  it('offers a past season the divisions it played in, closed ones included', () => {
    expect(pickerDivisions(readLeague(closed)).map((d) => d.id)).toEqual([])
    expect(pickerDivisions(readLeague(closed, { seasonId: '2025S' })).map((d) => d.id)).toEqual([
      'D',
    ])
  })
})

describe('a past season’s standings and schedule', () => {
  const standings = buildStandingsPage(past, { now: NOW, division: 'D', lang: 'en' })
  const schedule = buildSchedulePage(past, {
    now: NOW,
    division: 'D',
    lang: 'en',
    publicUrl: 'https://league.example',
  })

  it('shows that season’s table, results and scorers, its links carrying the season', () => {
    expect(standings.seasonName).toBe('Summer 2025')
    expect(standings.standings?.rows.length).toBe(6)
    for (const row of standings.standings?.rows ?? []) expect(row.teamHref).toMatch(/season=2025S/)
    expect(standings.recent?.[0]?.href).toMatch(/^\/match\/[^?]+\?season=2025S&division=D$/)
    expect(standings.upcoming).toEqual([])
  })

  it('shows no current playoff round, and no calendar to subscribe to', () => {
    expect(standings.playoffs).toBeUndefined()
    expect(schedule.feed).toBeUndefined()
    const cards = (schedule.days ?? []).flatMap((day) => day.games)
    expect(cards.length).toBeGreaterThan(0)
    for (const card of cards) expect(card.href).toMatch(/season=2025S/)
  })

  it('keeps the active season’s links as they were', () => {
    const now = buildStandingsPage(active, { now: NOW, division: 'D', lang: 'en' })
    expect(now.seasonChoice.past).toBe(false)
    expect(now.recent?.[0]?.href).toMatch(/^\/match\/[^?]+$/)
    const activeSchedule = buildSchedulePage(active, {
      now: NOW,
      division: 'D',
      lang: 'en',
      publicUrl: 'https://league.example',
    })
    expect(activeSchedule.feed).toBeDefined()
  })
})

describe('the current season’s clean address', () => {
  it('drops a `season` naming the default season, keeping the rest in order', () => {
    const url = new URL('https://x.example/standings?division=W1&season=2026W&lang=en')
    expect(cleanSeasonAddress(url, active)).toBe('/standings?division=W1&lang=en')
    expect(cleanSeasonAddress(new URL('https://x.example/schedule?season=2026W'), active)).toBe(
      '/schedule',
    )
  })

  it('keeps a past season, and an address without one', () => {
    expect(cleanSeasonAddress(new URL('https://x.example/standings?season=2025S'), active)).toBe(
      undefined,
    )
    expect(cleanSeasonAddress(new URL('https://x.example/standings'), active)).toBe(undefined)
  })
})
