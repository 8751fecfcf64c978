import { describe, expect, it } from 'vitest'

import { exampleLeagueTree } from '~/league/fixtures/example-tree.ts'
import { parseLeague } from '~/league/index.ts'

import { preseasonSource, toPreseasonView, unavailablePreseasonPage } from './preseason.ts'

/** A winter evening, long after the example season's preseason. */
const JANUARY = new Date('2026-01-14T19:00:00-05:00')

function viewOf(
  tree: Record<string, unknown>,
  imageUrl?: string,
  lang: 'fr' | 'en' = 'en',
  now = JANUARY,
) {
  const league = parseLeague(tree)
  return toPreseasonView(preseasonSource(league), imageUrl, league, lang, now)
}

const withTree = (change: (tree: Record<string, unknown>) => void) => {
  const tree = structuredClone(exampleLeagueTree())
  change(tree)
  return tree
}

type Node = Record<string, Record<string, unknown>>
/** The example's M1 schedule node, by date key. */
const scheduleM1 = (tree: Record<string, unknown>) =>
  ((tree.Schedule as Record<string, Record<string, Node>>)['2025W'].Divisions as Node).M1

const preseasonGame = (
  id: string,
  date: string,
  time: string,
  extra: Record<string, unknown> = {},
) => ({
  gameId: id,
  HomeTeamName: 'Lions FC',
  AwayTeamName: 'St. Laurent United',
  HomeTeamID: 'T10',
  AwayTeamID: 'T11',
  Date: date,
  Time: time,
  Field: 'Laval 2',
  GameComplete: false,
  GameType: 'preseason',
  DivisionID: 'M1',
  ...extra,
})

describe('the preseason states', () => {
  it("shows the active season's banner with its id", () => {
    expect(viewOf(exampleLeagueTree(), '/media/preseason/2025W-banner.jpg', 'fr').banner).toEqual({
      kind: 'banner',
      seasonId: '2025W',
      seasonName: 'Hiver 2025-26',
      imageUrl: '/media/preseason/2025W-banner.jpg',
    })
  })

  it('says the image was not found when its entry names no existing file', () => {
    expect(viewOf(exampleLeagueTree(), undefined).banner).toEqual({
      kind: 'image-missing',
      seasonId: '2025W',
      seasonName: 'Winter 2025-26',
    })
  })

  it.each([
    ['no PreSeason node', (tree: Record<string, unknown>) => delete tree.PreSeason],
    [
      'no entry for the active season',
      (tree: Record<string, unknown>) => (tree.PreSeason = { '2024S': { b: { url: 'x.jpg' } } }),
    ],
    [
      'entries without a url',
      (tree: Record<string, unknown>) => (tree.PreSeason = { '2025W': { b: { url: '  ' } } }),
    ],
  ])('says no image is available with %s', (_case, change) => {
    expect(viewOf(withTree(change), 'unused').banner.kind).toBe('no-image')
  })

  it.each([
    ['no Seasons node', (tree: Record<string, unknown>) => delete tree.Seasons],
    [
      'no season marked active',
      (tree: Record<string, unknown>) =>
        ((tree.Seasons as Record<string, Record<string, unknown>>)['2025W'].isActive = false),
    ],
    ['an empty Seasons node', (tree: Record<string, unknown>) => (tree.Seasons = {})],
  ])('says no active season was found with %s', (_case, change) => {
    expect(viewOf(withTree(change)).banner).toEqual({ kind: 'no-season' })
  })

  it.each([
    ['a Seasons node that is text', 'corrupted'],
    ['a Seasons node that is a number', 42],
    ['a Seasons node of bare values', { '2025W': true, '2024S': 'x' }],
    ['a Seasons list of junk', [1, 2, 3]],
  ])('says the active season cannot be determined with %s', (_case, seasons) => {
    expect(viewOf(withTree((tree) => (tree.Seasons = seasons))).banner).toEqual({
      kind: 'unknown-season',
    })
  })

  it('says the banner failed to load when the data layer is unavailable', () => {
    expect(unavailablePreseasonPage()).toEqual({
      banner: { kind: 'error' },
      when: { state: 'error' },
      games: [],
    })
  })
})

describe('preseason games (2 preseason games of 25 minutes)', () => {
  it('lists the preseason games with date, time and field, chronologically', () => {
    const tree = withTree((t) => {
      const m1 = scheduleM1(t)
      m1['NOV 2, 2025'] = { P2: preseasonGame('P2', 'Nov 2, 2025', '8:30 PM') }
      m1['OCT 26, 2025'] = {
        P1: preseasonGame('P1', 'Oct 26, 2025', '19:00', { Stage: 'Pré-saison', GameType: '' }),
      }
    })
    const view = viewOf(tree, '/media/banner.svg', 'fr')
    expect(view.games.map((game) => [game.id, game.date, game.time, game.field])).toEqual([
      ['P1', '26 octobre 2025', '19 h 00', 'Laval 2'],
      ['P2', '2 novembre 2025', '20 h 30', 'Laval 2'],
    ])
  })

  it('lists them also when the season has no banner', () => {
    const tree = withTree((t) => {
      delete t.PreSeason
      scheduleM1(t)['NOV 2, 2025'] = {
        P2: preseasonGame('P2', 'Nov 2, 2025', '8:30 PM'),
      }
    })
    const view = viewOf(tree)
    expect(view.banner.kind).toBe('no-image')
    expect(view.games.map((game) => game.id)).toEqual(['P2'])
  })

  it('lists none from the example schedule (regular and playoff games only)', () => {
    expect(viewOf(exampleLeagueTree(), '/x.svg').games).toEqual([])
  })
})

describe('when the preseason is, in the page language', () => {
  const withGames = withTree((t) => {
    const m1 = scheduleM1(t)
    m1['NOV 1, 2025'] = { P2: preseasonGame('P2', 'Nov 1, 2025', '8:30 PM') }
    m1['OCT 26, 2025'] = { P1: preseasonGame('P1', 'Oct 26, 2025', '19:00') }
  })

  it.each([
    [
      'fr',
      new Date('2025-10-01T12:00:00-04:00'),
      'scheduled',
      '26 octobre 2025',
      '1er novembre 2025',
    ],
    [
      'en',
      new Date('2025-10-01T12:00:00-04:00'),
      'scheduled',
      'October 26, 2025',
      'November 1, 2025',
    ],
    [
      'fr',
      new Date('2025-10-28T12:00:00-04:00'),
      'under-way',
      '26 octobre 2025',
      '1er novembre 2025',
    ],
    ['en', JANUARY, 'over', 'October 26, 2025', 'November 1, 2025'],
  ] as const)('in %s on %s it is %s, from %s to %s', (lang, now, state, first, last) => {
    expect(viewOf(withGames, '/x.svg', lang, now).when).toEqual({ state, first, last })
  })

  it('is over, without dates, once the season is played though its schedule has no preseason game', () => {
    expect(viewOf(exampleLeagueTree(), '/x.svg').when).toEqual({ state: 'over' })
  })

  it('says it cannot read the schedule when the schedule is junk', () => {
    const view = viewOf(
      withTree((t) => ((t.Schedule as Record<string, unknown>)['2025W'] = 'junk')),
    )
    expect(view.when).toEqual({ state: 'error' })
  })

  it('has no dates to give without an active season', () => {
    const view = viewOf(withTree((t) => delete t.Seasons))
    expect(view.when).toEqual({ state: 'no-season' })
  })
})
