import { describe, expect, it } from 'vitest'

import { applyLeagueUpdate } from './apply-update.ts'
import { checkLeague } from './check-league.ts'
import { exampleTreeWithGame } from './fixtures/example-tree.ts'
import { computeStandings, readLeague, topStrikers } from './index.ts'
import {
  assistGoal,
  finishGame,
  type LiveEventInput,
  recordEvent,
  removeEvent,
  resultFromEvents,
  startGame,
} from './live-writes.ts'
import { readMatchEvents } from './match-events.ts'
import type { WriteOutcome } from './write-outcome.ts'

type Tree = Record<string, unknown>

const DAY = 'JAN 14, 2026'
const PATH = `Schedule/2025W/Divisions/M1/${DAY}/G20`
const ref = { seasonId: '2025W', gameId: 'G20' }
const KICK_OFF = new Date('2026-01-15T00:02:00Z')

/** The contract example with tonight's game G20, Lions FC (T10) against St. Laurent United (T11). */
function league(extra: Tree = {}): Tree {
  return exampleTreeWithGame(extra)
}

function applied(tree: Tree, outcome: WriteOutcome): Tree {
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusal))
  return applyLeagueUpdate(tree, outcome.update)
}

const game = (tree: Tree) => readLeague(tree).matches.find((match) => match.id === 'G20')!
const goal = (side: 'home' | 'away', playerId: string, minute: number): LiveEventInput => ({
  type: 'goal',
  side,
  playerId,
  minute,
})
const findings = (tree: Tree) =>
  checkLeague(tree).map((finding) => `${finding.severity} ${finding.code} ${finding.path}`)

/** Tonight's game started, with the events given recorded under ids -E1, -E2, … */
function played(...events: LiveEventInput[]): Tree {
  let tree = applied(league(), startGame(league(), ref, KICK_OFF))
  events.forEach((event, index) => {
    tree = applied(tree, recordEvent(tree, ref, `-E${index + 1}`, event))
  })
  return tree
}

describe('startGame', () => {
  it('makes the game live at 0–0 with the instant the sheet’s clock counts from', () => {
    const outcome = startGame(league(), ref, KICK_OFF)
    expect(outcome).toEqual({
      ok: true,
      update: {
        [`${PATH}/Status`]: 'live',
        [`${PATH}/StartedAt`]: '2026-01-15T00:02:00.000Z',
        [`${PATH}/HomeTeamScore`]: 0,
        [`${PATH}/AwayTeamScore`]: 0,
      },
    })
    const match = game(applied(league(), outcome))
    expect(match.status).toBe('live')
    expect(match.home.score).toBe(0)
  })

  it('starts from 30 minutes before kick-off, or from the day’s start when the time is to be confirmed', () => {
    // Kick-off 19:00 in Toronto is 00:00 UTC.
    expect(startGame(league(), ref, new Date('2026-01-14T23:29:00Z')).ok).toBe(false)
    expect(startGame(league(), ref, new Date('2026-01-14T23:30:00Z')).ok).toBe(true)
    const tbd = league({ Time: 'TBD' })
    expect(startGame(tbd, ref, new Date('2026-01-14T04:59:00Z')).ok).toBe(false)
    expect(startGame(tbd, ref, new Date('2026-01-14T05:00:00Z')).ok).toBe(true)
  })

  it('changes nothing for a game already live, so a start sent twice is one start', () => {
    expect(startGame(played(), ref, new Date())).toEqual({ ok: true, update: {} })
  })

  it('refuses a finished game, a called-off game and a game without two teams', () => {
    const finished = league({ GameComplete: true, HomeTeamScore: 1, AwayTeamScore: 0 })
    expect(startGame(finished, ref, KICK_OFF).ok).toBe(false)
    const outcome = startGame(league({ Status: 'postponed' }), ref, KICK_OFF)
    expect(outcome).toMatchObject({ ok: false, refusal: { code: 'game-called-off' } })
    expect(startGame(league({ AwayTeamID: '' }), ref, KICK_OFF).ok).toBe(false)
    expect(startGame(league(), { ...ref, gameId: 'G99' }, KICK_OFF).ok).toBe(false)
  })
})

describe('recordEvent', () => {
  it('writes the event under its id with the running score after it', () => {
    const tree = played(goal('home', 'P100', 6), { type: 'own-goal', side: 'home', minute: 9 })
    const match = game(tree)
    expect([match.home.score, match.away.score]).toEqual([1, 1])
    expect(match.events?.map((event) => event.id)).toEqual(['-E1', '-E2'])
    expect(match.live?.minute).toBe(9)
    expect(findings(tree)).toEqual(findings(played()))
  })

  it('records an event sent again under the same id once', () => {
    const tree = played(goal('home', 'P100', 6))
    expect(recordEvent(tree, ref, '-E1', goal('home', 'P100', 6))).toEqual({ ok: true, update: {} })
    expect(game(tree).home.score).toBe(1)
  })

  it('writes a card, a period and a shootout kick as the data contract spells them', () => {
    const tree = played(
      { type: 'yellow', side: 'away', playerId: 'P110', minute: 12 },
      { type: 'period', period: 'half-time', minute: 25 },
      { type: 'shootout', side: 'home', playerId: 'P100', scored: true, minute: 60 },
    )
    const events = game(tree).events
    expect(events?.map((event) => [event.type, event.period ?? event.side])).toEqual([
      ['yellow', 'away'],
      ['period', 'half-time'],
      ['shootout', 'home'],
    ])
    expect(game(tree).live?.phase).toBe('shootout')
  })

  it('refuses a game not started, a player of the other side, a minute out of range and a bad id', () => {
    expect(recordEvent(league(), ref, '-E1', goal('home', 'P100', 3)).ok).toBe(false)
    const tree = played()
    expect(recordEvent(tree, ref, '-E1', goal('away', 'P100', 3)).ok).toBe(false)
    expect(recordEvent(tree, ref, '-E1', goal('home', 'P100', 121)).ok).toBe(false)
    expect(recordEvent(tree, ref, '-E1', { type: 'goal', side: 'home', minute: 3 }).ok).toBe(false)
    expect(recordEvent(tree, ref, 'a/b', goal('home', 'P100', 3)).ok).toBe(false)
    expect(recordEvent(tree, ref, '-E1', { type: 'period', minute: 3 }).ok).toBe(false)
  })
})

describe('assistGoal', () => {
  it('names the assist of a goal already recorded, a teammate of the scorer only', () => {
    const tree = played(goal('home', 'P100', 6), {
      type: 'yellow',
      side: 'home',
      playerId: 'P100',
      minute: 7,
    })
    const assisted = applied(tree, assistGoal(tree, ref, '-E1', 'P101'))
    expect(game(assisted).events?.[0]).toMatchObject({ id: '-E1', assistId: 'P101', minute: 6 })
    expect(assistGoal(assisted, ref, '-E1', 'P101')).toEqual({ ok: true, update: {} })
    expect(assistGoal(tree, ref, '-E1', 'P110').ok).toBe(false)
    expect(assistGoal(tree, ref, '-E1', 'P100').ok).toBe(false)
    expect(assistGoal(tree, ref, '-E2', 'P101').ok).toBe(false)
  })
})

describe('removeEvent', () => {
  it('takes an event back with the running score without it, once', () => {
    const tree = played(goal('home', 'P100', 6), goal('away', 'P110', 8))
    const undone = applied(tree, removeEvent(tree, ref, '-E2'))
    expect([game(undone).home.score, game(undone).away.score]).toEqual([1, 0])
    expect(game(undone).events).toHaveLength(1)
    expect(removeEvent(undone, ref, '-E2')).toEqual({ ok: true, update: {} })
  })
})

describe('resultFromEvents', () => {
  it('counts goals, assists and cards per player, own goals for the other side and for no one', () => {
    const tree = played(
      { ...goal('home', 'P100', 6), assistId: 'P101' },
      { type: 'own-goal', side: 'home', playerId: 'P101', minute: 9 },
      { type: 'red', side: 'away', playerId: 'P110', minute: 30 },
      { type: 'period', period: 'overtime', minute: 50 },
    )
    const events = game(tree).events ?? []
    const result = resultFromEvents(events, {
      home: { players: [], keepers: [] },
      away: { players: [], keepers: ['P110'] },
    })
    expect(result).toEqual({
      homeScore: 1,
      awayScore: 1,
      overtime: true,
      home: {
        players: [
          { playerId: 'P100', goals: 1 },
          { playerId: 'P101', assists: 1 },
        ],
        keepers: [],
      },
      away: { players: [], keepers: [{ playerId: 'P110', red: 1 }] },
    })
  })

  it('adds the players ticked as present, and tallies the shootout kick by kick', () => {
    const events = readMatchEvents({
      a: { Type: 'shootout', Side: 'home', PlayerID: 'P100', Scored: true },
      b: { Type: 'shootout', Side: 'away', PlayerID: 'P110', Scored: false },
    })
    const result = resultFromEvents(events, {
      home: { players: ['P101'], keepers: [] },
      away: { players: [], keepers: [] },
    })
    expect(result.shootout).toEqual({
      homeGoals: 1,
      awayGoals: 0,
      homeAttempts: 1,
      awayAttempts: 1,
    })
    expect(result.home?.players).toEqual([{ playerId: 'P101' }, { playerId: 'P100' }])
  })
})

describe('finishGame', () => {
  it('ends the game with the result its events tell, in the standings and strikers, status cleared', () => {
    const tree = played(goal('home', 'P100', 6), goal('home', 'P100', 31))
    const before = readLeague(tree)
    const goalsBefore =
      topStrikers(before, { divisionId: 'M1' }).find((row) => row.playerId === 'P100')?.goals ?? 0
    const done = applied(
      tree,
      finishGame(tree, ref, {
        home: { players: ['P101'], keepers: [] },
        away: { players: [], keepers: [] },
      }),
    )
    const match = game(done)
    expect(match.status).toBe('finished')
    expect([match.home.score, match.away.score]).toEqual([2, 0])
    expect(match.events).toHaveLength(2)
    const after = readLeague(done)
    expect(
      topStrikers(after, { divisionId: 'M1' }).find((row) => row.playerId === 'P100')?.goals,
    ).toBe(goalsBefore + 2)
    const lions = (league: ReturnType<typeof readLeague>) =>
      computeStandings(league, 'M1').rows.find((row) => row.team.id === 'T10')!
    expect(lions(after).gp).toBe(lions(before).gp + 1)
    expect(findings(done)).toEqual(findings(league()))
  })

  it('refuses a game that is not live', () => {
    const none = { home: { players: [], keepers: [] }, away: { players: [], keepers: [] } }
    expect(finishGame(league(), ref, none).ok).toBe(false)
  })
})
