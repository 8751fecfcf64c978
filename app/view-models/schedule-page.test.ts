import { describe, expect, it } from 'vitest'

import { exampleLeagueTree } from '~/league/fixtures/example-tree.ts'
import { parseLeague } from '~/league/index.ts'

import { calendarFeedLinks, calendarFeedPath, feedIdFromFile } from './calendar-links.ts'
import { buildSchedulePage, scheduleSearch, unavailableSchedulePage } from './schedule-page.ts'

const NOW = new Date('2026-01-14T19:00:00-05:00')
const PUBLIC_URL = 'https://ligue.example'
const league = parseLeague(exampleLeagueTree())
const page = (
  query: { division?: string; team?: string } = {},
  lang: 'fr' | 'en' = 'en',
  now = NOW,
) => buildSchedulePage(league, { now, lang, publicUrl: PUBLIC_URL, ...query })

describe('the schedule page view', () => {
  it('groups the division season by day with long dates in the page language', () => {
    expect(page().days?.map((day) => [day.date, day.label, day.games.map((g) => g.id)])).toEqual([
      ['2025-11-09', 'November 9, 2025', ['G1']],
      ['2025-11-16', 'November 16, 2025', ['G2']],
      ['2026-03-22', 'March 22, 2026', ['G9']],
      ['2026-03-29', 'March 29, 2026', ['G10']],
    ])
    expect(page({}, 'fr').days?.map((day) => day.label)).toEqual([
      '9 novembre 2025',
      '16 novembre 2025',
      '22 mars 2026',
      '29 mars 2026',
    ])
  })

  it('uses French team names on French pages', () => {
    const first = page({}, 'fr').days?.[0]?.games[0]
    expect(first?.home.name).toBe('Les Lions')
    expect(page().days?.[0]?.games[0]?.home.name).toBe('Lions FC')
  })

  it('marks playoff games, unknown times and finished games', () => {
    const games = page().days?.flatMap((day) => day.games) ?? []
    const byId = Object.fromEntries(games.map((game) => [game.id, game]))
    expect(byId.G9?.playoffLabel).toBeDefined()
    expect(byId.G10?.time).toBeUndefined()
    expect(byId.G10?.field).toBeUndefined()
    expect(byId.G1?.href).toBe('/match/G1')
    expect(byId.G10?.href).toBeUndefined()
  })

  it.each([
    [
      'no filter',
      {},
      { selectedId: 'M1', fromUrl: false, team: undefined, unknownTeam: undefined },
    ],
    [
      'a division',
      { division: 'W1' },
      { selectedId: 'W1', fromUrl: true, team: undefined, unknownTeam: undefined },
    ],
    [
      'a team alone: its division',
      { team: 'T10' },
      { selectedId: 'M1', fromUrl: true, team: 'T10', unknownTeam: undefined },
    ],
    [
      'a team and its division',
      { division: 'M1', team: 'T11' },
      { selectedId: 'M1', fromUrl: true, team: 'T11', unknownTeam: undefined },
    ],
    [
      'a team of another division',
      { division: 'W1', team: 'T10' },
      { selectedId: 'W1', fromUrl: true, team: undefined, unknownTeam: 'T10' },
    ],
    [
      'an unknown team',
      { team: 'NOPE' },
      { selectedId: 'M1', fromUrl: false, team: undefined, unknownTeam: 'NOPE' },
    ],
  ])('filters by %s', (_case, query, expected) => {
    const view = page(query)
    expect({
      selectedId: view.selectedId,
      fromUrl: view.fromUrl,
      team: view.team?.id,
      unknownTeam: view.unknownTeam,
    }).toEqual(expected)
  })

  it("shows only the chosen team's games and lists the division's teams by name", () => {
    const view = page({ team: 'T11' })
    expect(view.teams).toEqual([
      { id: 'T10', name: 'Lions FC' },
      { id: 'T11', name: 'St. Laurent United' },
    ])
    expect(view.days?.flatMap((day) => day.games.map((game) => game.id))).toEqual([
      'G1',
      'G2',
      'G9',
    ])
    expect(view.team?.href).toBe('/team/T11?division=M1&season=2025W')
  })

  it.each([
    [
      'between game days: the next day with a game to play (G9 is played already)',
      NOW,
      { date: '2026-03-29', today: false },
    ],
    [
      'on a game day: today',
      new Date('2025-11-16T15:00:00-05:00'),
      { date: '2025-11-16', today: true },
    ],
    ['after the season: nothing', new Date('2026-05-01T12:00:00-04:00'), undefined],
  ])('jumps %s', (_case, now, jump) => {
    const view = page({}, 'en', now)
    expect(view.jump).toEqual(jump)
    expect(view.days?.some((day) => day.today)).toBe(jump?.today ?? false)
  })

  it("announces the division's feed, or the team's when a team is chosen, in the page language", () => {
    expect(page().feed?.path).toBe('/calendar/division/M1.ics?lang=en')
    expect(page({}, 'fr').feed?.path).toBe('/calendar/division/M1.ics')
    expect(page({ team: 'T10' }, 'fr').feed?.path).toBe('/calendar/team/T10.ics?season=2025W')
  })

  it('is the unavailable page without league data, and empty without divisions', () => {
    expect(unavailableSchedulePage()).toMatchObject({ available: false, days: null })
    const empty = buildSchedulePage(parseLeague({}), {
      now: NOW,
      lang: 'fr',
      publicUrl: PUBLIC_URL,
    })
    expect(empty).toMatchObject({ available: true, days: [] })
    expect(empty.selectedId).toBeUndefined()
  })

  it('never throws on junk trees', () => {
    for (const tree of [null, 42, [], { Schedule: 'x', Seasons: { S: { isActive: true } } }]) {
      expect(() =>
        buildSchedulePage(parseLeague(tree), { now: NOW, lang: 'en', publicUrl: PUBLIC_URL }),
      ).not.toThrow()
    }
  })
})

describe('schedule links', () => {
  it.each([
    ['', 'M1', undefined, '?division=M1'],
    ['?lang=en&team=T1', 'W1', undefined, '?lang=en&division=W1'],
    ['?division=M1', 'M1', 'T10', '?division=M1&team=T10'],
  ])('builds the search of %s for %s and %s', (current, division, team, expected) => {
    expect(scheduleSearch(current, division, team)).toBe(expected)
  })

  it.each([
    [
      'team',
      'T 1',
      { seasonId: 'S', lang: 'en' as const },
      '/calendar/team/T%201.ics?season=S&lang=en',
    ],
    ['division', 'M1', { seasonId: 'S', lang: 'fr' as const }, '/calendar/division/M1.ics'],
  ] as const)('builds the %s feed path', (kind, id, options, expected) => {
    expect(calendarFeedPath(kind, id, options)).toBe(expected)
  })

  it('subscribes by webcal and Google Calendar from the public address', () => {
    expect(calendarFeedLinks('https://ligue.example/', '/calendar/division/M1.ics')).toEqual({
      path: '/calendar/division/M1.ics',
      url: 'https://ligue.example/calendar/division/M1.ics',
      webcal: 'webcal://ligue.example/calendar/division/M1.ics',
      google:
        'https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fligue.example%2Fcalendar%2Fdivision%2FM1.ics',
    })
  })

  it.each([
    ['T10.ics', 'T10'],
    ['T10.ICS', 'T10'],
    ['T10', undefined],
    ['.ics', undefined],
    [undefined, undefined],
  ])('reads the feed id of %s', (file, id) => {
    expect(feedIdFromFile(file)).toBe(id)
  })
})
