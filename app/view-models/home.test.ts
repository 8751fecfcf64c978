import { describe, expect, it } from 'vitest'

import { exampleLeagueTree, seasonTree } from '~/league/fixtures/example-tree.ts'
import { parseLeague } from '~/league/index.ts'

import {
  buildHomeView,
  homeParams,
  selectDivision,
  toDivisionOptions,
  unavailableHomeView,
  type HomeParams,
} from './home.ts'

const EVENING_OF_G2 = new Date('2025-11-16T21:00:00-05:00')

function homeOf(
  tree: Record<string, unknown>,
  options: { now?: Date; lang?: 'fr' | 'en'; params?: HomeParams } = {},
) {
  return buildHomeView({
    league: parseLeague(tree),
    now: options.now ?? EVENING_OF_G2,
    lang: options.lang ?? 'fr',
    params: options.params ?? {},
  })
}

describe('division pickers offer active divisions only', () => {
  const league = parseLeague(exampleLeagueTree())

  it('lists the active divisions with their sex, in the page language', () => {
    expect(toDivisionOptions(league.divisions, 'fr')).toEqual([
      { id: 'M1', name: 'Hommes A - Laval', sex: 'men' },
      { id: 'W1', name: 'Femmes - Brossard', sex: 'women' },
    ])
  })

  it.each([
    [undefined, 'M1'],
    ['W1', 'W1'],
    ['w1', 'W1'],
    ['Femmes - Brossard', 'W1'],
    ['M9', 'M1'],
    ['nope', 'M1'],
  ])('asked for %j, shows %s', (wanted, shown) => {
    expect(selectDivision(league, wanted)?.id).toBe(shown)
  })

  it('shows nothing when no division is active', () => {
    expect(selectDivision(parseLeague(seasonTree()), 'M1')).toBeUndefined()
  })
})

describe('the home view of the example league', () => {
  it('has today’s matches with the long date in the page language', () => {
    const fr = homeOf(exampleLeagueTree())
    expect(fr.today).toMatchObject({ state: 'ready', date: '16 novembre 2025' })
    const en = homeOf(exampleLeagueTree(), { lang: 'en' })
    expect(en.today).toMatchObject({ state: 'ready', date: 'November 16, 2025' })
    if (fr.today.state !== 'ready') throw new Error('not ready')
    expect(fr.today.matches.map((match) => [match.id, match.status, match.home.initials])).toEqual([
      ['G2', 'finished', 'SU'],
    ])
    // Today's matches are in the carousel only, not a second time in the lists below it.
    expect(fr.recent.map((match) => match.id)).not.toContain('G2')
    expect(fr.upcoming.map((match) => match.id)).not.toContain('G2')
  })

  it('shows a TBD opponent and time on a day whose game is not set yet', () => {
    const view = homeOf(exampleLeagueTree(), { now: new Date('2026-03-29T12:00:00-04:00') })
    if (view.today.state !== 'ready') throw new Error('not ready')
    const [match] = view.today.matches
    expect(match.time).toBeUndefined()
    expect(match.away).toMatchObject({ name: 'À déterminer' })
    expect(match.away.href).toBeUndefined()
    const en = homeOf(exampleLeagueTree(), {
      now: new Date('2026-03-29T12:00:00-04:00'),
      lang: 'en',
    })
    if (en.today.state !== 'ready') throw new Error('not ready')
    expect(en.today.matches[0]!.away).toMatchObject({ name: 'TBD' })
    expect(match.href).toBeUndefined()
  })

  it('has the standings and top strikers of the chosen division', () => {
    const view = homeOf(exampleLeagueTree(), { lang: 'en' })
    expect(view.selectedDivisionId).toBe('M1')
    expect(view.standings.table?.rows.map((row) => row.teamName)).toEqual([
      'Lions FC',
      'St. Laurent United',
    ])
    expect(view.standings.strikers).toEqual([
      {
        rank: 1,
        name: 'Marc Tremblay',
        href: '/player/P100?season=2025W&division=M1&teamId=T10&teamName=Lions+FC&playerKey=Marc_Tremblay&playerName=Marc+Tremblay',
        teamName: 'Lions FC',
        teamHref: '/team/T10?division=M1&season=2025W',
        goals: 3,
        imageRef: 'marc.jpg',
      },
      expect.objectContaining({ rank: 2, name: 'Sami Haddad', goals: 2 }),
    ])
  })

  it('ranks offence by goals for and defence by goals against', () => {
    const view = homeOf(exampleLeagueTree())
    expect(view.offence).toMatchObject({
      state: 'ready',
      divisionName: 'Hommes A - Laval',
      rows: [
        { rank: 1, teamName: 'Les Lions', value: 5, gp: 2 },
        { rank: 2, teamName: 'St. Laurent United', value: 4, gp: 2 },
      ],
    })
    expect(view.defence).toMatchObject({
      state: 'ready',
      rows: [
        { rank: 1, teamName: 'Les Lions', value: 4 },
        { rank: 2, teamName: 'St. Laurent United', value: 5 },
      ],
    })
  })

  it('shows every division widget for the one division chosen', () => {
    const view = homeOf(exampleLeagueTree(), { params: { division: 'W1' } })
    expect(view.selectedDivisionId).toBe('W1')
    expect(view.offence).toMatchObject({ state: 'ready', divisionName: 'Femmes - Brossard' })
    expect(view.defence).toMatchObject({ state: 'ready', divisionName: 'Femmes - Brossard' })
    expect(view.standings.strikers.every((striker) => !striker.teamHref?.includes('M1'))).toBe(true)
  })

  it('lists upcoming matches soonest first and recent results latest first', () => {
    const view = homeOf(exampleLeagueTree(), { now: new Date('2025-11-20T12:00:00-05:00') })
    expect(view.upcoming.map((match) => match.id)).toEqual(['G10'])
    expect(view.recent.map((match) => match.id)).toEqual(['G9', 'G2', 'G1'])
    expect(view.recent.every((match) => match.href !== undefined)).toBe(true)
    expect(view.upcoming[0].href).toBeUndefined()
    // Flags are only present when set.
    expect(view.recent.map((match) => match.overtime)).toEqual([true, undefined, undefined])
    expect('forfeit' in view.recent[1].home).toBe(false)
  })

  it('has the news in the page language and the active sponsors', () => {
    const view = homeOf(exampleLeagueTree())
    expect(view.news).toEqual([
      {
        id: 'n1',
        title: 'La saison d’hiver commence',
        date: '15 novembre 2025',
        content: 'Trente-deux équipes sont de retour cet hiver.',
        imageRef: 'https://example.org/news/kickoff.jpg',
      },
    ])
    expect(view.sponsors.map((sponsor) => sponsor.name)).toEqual(['Sport Expert Laval'])
  })
})

describe('malformed or missing data leaves each widget in its own empty or error state', () => {
  it('shows the matches error when the schedule is junk, and the rest still works', () => {
    const view = homeOf({ ...exampleLeagueTree(), Schedule: 42 })
    expect(view.today).toEqual({ state: 'error' })
    expect(view.offence.state).toBe('ready')
    expect(view.upcoming).toEqual([])
  })

  it('shows the stats errors when TeamStats is junk', () => {
    const view = homeOf({ ...exampleLeagueTree(), TeamStats_2025W: 'broken' })
    expect(view.offence.state).toBe('error')
    expect(view.defence.state).toBe('error')
    expect(view.today.state).toBe('ready')
  })

  it('shows the empty stats state when TeamStats is absent (null)', () => {
    const view = homeOf({ ...exampleLeagueTree(), TeamStats_2025W: null })
    expect(view.offence).toMatchObject({
      state: 'ready',
      rows: [],
      divisionName: 'Hommes A - Laval',
    })
  })

  it('leaves news and sponsors empty when they are junk', () => {
    const view = homeOf({ ...exampleLeagueTree(), News: 42, Sponsors: [1, 2] })
    expect(view.news).toEqual([])
    expect(view.sponsors).toEqual([])
    expect(view.standings.table?.rows.length).toBe(2)
  })

  it('shows an empty table for an active division without teams', () => {
    const tree = exampleLeagueTree()
    const seasons = tree.Seasons as Record<string, { Divisions: Record<string, unknown> }>
    seasons['2025W'].Divisions.W9 = {
      division_id: 'W9',
      division_name_en: 'Women B',
      sex: 'women',
      is_active: '1',
    }
    const view = homeOf(tree, { params: { division: 'W9' } })
    expect(view.selectedDivisionId).toBe('W9')
    expect(view.standings.table?.rows).toEqual([])
    expect(view.standings.strikers).toEqual([])
  })

  it('shows errors for today and the stats, and nothing else, when the data is unavailable', () => {
    const view = unavailableHomeView()
    expect(view.today.state).toBe('error')
    expect(view.offence.state).toBe('error')
    expect(view.defence.state).toBe('error')
    expect([view.news, view.divisions, view.upcoming, view.recent, view.sponsors]).toEqual([
      [],
      [],
      [],
      [],
      [],
    ])
  })
})

describe('home search parameters', () => {
  it('reads the one division choice and ignores a blank one', () => {
    expect(homeParams(new URLSearchParams('division=M1&offence=W1'))).toEqual({ division: 'M1' })
    expect(homeParams(new URLSearchParams('division=%20'))).toEqual({})
  })
})
