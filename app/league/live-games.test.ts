/**
 * A game being played (docs/data-contract.md#game-events): its status, running score and
 * minute, its story, the provisional table, and the official figures it never touches.
 */
import { describe, expect, it } from 'vitest'

import { exampleTreeWithGame } from './fixtures/example-tree.ts'
import { parseLeague } from './league.ts'
import { findMatch } from './match-lists.ts'
import { matchStory } from './match-story.ts'
import { playerGameLog } from './player-games.ts'
import { playerProfile } from './player-profile.ts'
import { computeStandings, provisionalStandings } from './standings.ts'
import { topStrikers } from './strikers.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON trees mutated by path in tests
type Tree = Record<string, any>

/** The example tree with one more M1 game today, Lions FC (T10) at home to St. Laurent (T11). */
function withGame(game: Record<string, unknown>): Tree {
  return exampleTreeWithGame(game) as Tree
}

const game = (tree: Tree) => findMatch(parseLeague(tree), 'G20')!

describe("a game's status", () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['no status: upcoming', {}, 'upcoming'],
    ['"live"', { Status: 'live' }, 'live'],
    ['"Live" in capitals', { Status: 'LIVE' }, 'live'],
    ['"in progress"', { Status: 'In Progress' }, 'live'],
    ['"en cours"', { Status: 'En cours' }, 'live'],
    ['"EN COURS" without its accent troubles', { Status: ' EN COURS ' }, 'live'],
    [
      'live but complete: finished',
      { Status: 'live', GameComplete: true, HomeTeamScore: 1, AwayTeamScore: 0 },
      'finished',
    ],
    ['postponed: upcoming, called off', { Status: 'postponed' }, 'upcoming'],
    ['a status nobody reads: upcoming', { Status: 'delayed' }, 'upcoming'],
  ])('%s', (_, fields, status) => {
    expect(game(withGame(fields)).status).toBe(status)
  })

  it('a live game is not called off', () => {
    expect(game(withGame({ Status: 'live' })).calledOff).toBeUndefined()
  })
})

describe('the running score and minute', () => {
  it.each<[string, Record<string, unknown>, [number | undefined, number | undefined]]>([
    ['the score written', { Status: 'live', HomeTeamScore: 2, AwayTeamScore: '1' }, [2, 1]],
    ['no score written and no events: 0-0', { Status: 'live' }, [0, 0]],
    [
      'no score written: the events count',
      {
        Status: 'live',
        Events: {
          a: { Type: 'goal', Side: 'away', PlayerID: 'P110', Minute: 3 },
          b: { Type: 'own-goal', Side: 'away', PlayerID: 'P110', Minute: 9 },
        },
      },
      [1, 1],
    ],
    [
      'an upcoming game has no score, whatever is written',
      { HomeTeamScore: 2, AwayTeamScore: 1 },
      [undefined, undefined],
    ],
  ])('%s', (_, fields, [home, away]) => {
    const match = game(withGame(fields))
    expect([match.home.score, match.away.score]).toEqual([home, away])
  })

  it("tells the latest minute and the phase of a live game, and nothing of another's", () => {
    const events = {
      a: { Type: 'goal', Side: 'home', PlayerID: 'P100', Minute: 6 },
      b: { Type: 'period', Period: 'half-time', Minute: 25 },
    }
    expect(game(withGame({ Status: 'live', Events: events })).live).toEqual({
      minute: 25,
      phase: 'half-time',
    })
    expect(game(withGame({ Events: events })).live).toBeUndefined()
    expect(game(withGame({ Status: 'live' })).live).toEqual({})
  })

  it('keeps the events of a finished game, in order', () => {
    const match = game(
      withGame({
        GameComplete: true,
        HomeTeamScore: 1,
        AwayTeamScore: 0,
        Events: { z: { Type: 'goal', Side: 'home', PlayerID: 'P100', Minute: 6 } },
      }),
    )
    expect(match.events?.map((event) => event.id)).toEqual(['z'])
    expect(match.live).toBeUndefined()
  })
})

describe("a game's story", () => {
  it('names scorers, assists and carded players, and the score after each goal', () => {
    const tree = withGame({
      Status: 'live',
      HomeTeamScore: 1,
      AwayTeamScore: 1,
      Events: {
        c: { Type: 'yellow', Side: 'away', PlayerID: 'P110', Minute: 12 },
        a: { Type: 'goal', Side: 'home', PlayerID: 'P100', AssistID: 'P101', Minute: 6 },
        b: { Type: 'own-goal', Side: 'home', PlayerID: 'P101', Minute: 20 },
        d: { Type: 'goal', Side: 'away', PlayerID: 'GHOST', Minute: 22 },
      },
    })
    const league = parseLeague(tree)
    const story = matchStory(league, findMatch(league, 'G20')!)
    expect(
      story.map((event) => [
        event.minute,
        event.type,
        event.player?.name ?? event.player?.id,
        event.assist?.name,
        event.score && `${event.score.home}-${event.score.away}`,
      ]),
    ).toEqual([
      [6, 'goal', 'Marc Tremblay', 'Julien Roy', '1-0'],
      [12, 'yellow', 'Sami Haddad', undefined, undefined],
      [20, 'own-goal', 'Julien Roy', undefined, '1-1'],
      [22, 'goal', 'GHOST', undefined, '1-2'],
    ])
  })

  it('is empty for a game without events', () => {
    const league = parseLeague(withGame({ Status: 'live' }))
    expect(matchStory(league, findMatch(league, 'G20')!)).toEqual([])
  })
})

describe('the provisional table', () => {
  const live = (home: number, away: number, extra: Record<string, unknown> = {}) =>
    withGame({ Status: 'live', HomeTeamScore: home, AwayTeamScore: away, ...extra })

  it('is the official table plus the game in progress at its running score', () => {
    const league = parseLeague(live(0, 3))
    const official = computeStandings(league, 'M1')
    const provisional = provisionalStandings(league, 'M1')!
    expect(provisional.liveGames.map((match) => match.id)).toEqual(['G20'])
    const before = new Map(official.rows.map((row) => [row.team.id, row]))
    for (const row of provisional.rows) {
      const was = before.get(row.team.id)!
      expect(row.gp).toBe(was.gp + 1)
      expect(row.officialRank).toBe(was.rank)
      expect(row.playing).toBe(true)
      expect(row.form).toEqual(was.form)
    }
    const home = provisional.rows.find((row) => row.team.id === 'T10')!
    const away = provisional.rows.find((row) => row.team.id === 'T11')!
    expect([home.l, home.ga, away.w, away.gf - before.get('T11')!.gf]).toEqual([
      before.get('T10')!.l + 1,
      before.get('T10')!.ga + 3,
      before.get('T11')!.w + 1,
      3,
    ])
    expect(provisional.rows.map((row) => row.rank)).toEqual([1, 2])
  })

  it.each<[string, Tree]>([
    ['no game is being played', withGame({})],
    ['the game is finished', withGame({ GameComplete: true, HomeTeamScore: 1, AwayTeamScore: 0 })],
    ['the live game is a playoff game', live(1, 0, { GameType: 'playoffs' })],
    ['the live game is a preseason game', live(1, 0, { GameType: 'preseason' })],
    ['the live game has a side to be decided', live(1, 0, { AwayTeamID: '', AwayTeamName: 'TBD' })],
  ])('is none when %s', (_, tree) => {
    expect(provisionalStandings(parseLeague(tree), 'M1')).toBeUndefined()
  })

  it('is none for a division that does not exist', () => {
    expect(provisionalStandings(parseLeague(live(1, 0)), 'nowhere')).toBeUndefined()
  })
})

describe('a live game never counts in the official figures until it is complete', () => {
  const events = {
    a: { Type: 'goal', Side: 'home', PlayerID: 'P100', Minute: 6 },
    b: { Type: 'goal', Side: 'home', PlayerID: 'P100', Minute: 9 },
  }
  const plain = parseLeague(withGame({}))
  const playing = parseLeague(
    withGame({ Status: 'live', HomeTeamScore: 2, AwayTeamScore: 0, Events: events }),
  )

  it('leaves the official standings as they were', () => {
    const rows = (league: typeof plain) =>
      computeStandings(league, 'M1').rows.map(({ team, gp, points, gf, ga }) => [
        team.id,
        gp,
        points,
        gf,
        ga,
      ])
    expect(rows(playing)).toEqual(rows(plain))
  })

  it('leaves the strikers as they were', () => {
    expect(topStrikers(playing, { divisionId: 'M1' })).toEqual(
      topStrikers(plain, { divisionId: 'M1' }),
    )
  })

  it("leaves the players' season totals and game logs as they were", () => {
    expect(playing.roster.get('P100')?.stats).toEqual(plain.roster.get('P100')?.stats)
    const log = (league: typeof plain) =>
      playerGameLog(league, playerProfile(league, { playerId: 'P100' })!)
    expect(log(plain).length).toBeGreaterThan(0)
    expect(log(playing)).toEqual(log(plain))
  })

  it('is left out of a fallback table built from the schedule', () => {
    const tree = withGame({ Status: 'live', HomeTeamScore: 2, AwayTeamScore: 0 })
    delete tree.Stats_2025W
    const without = withGame({})
    delete without.Stats_2025W
    const table = (t: Tree) => computeStandings(parseLeague(t), 'M1').rows.map((row) => row.points)
    expect(table(tree)).toEqual(table(without))
  })
})
