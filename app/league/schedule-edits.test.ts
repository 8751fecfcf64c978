import { describe, expect, it } from 'vitest'

import { applyLeagueUpdate } from './apply-update.ts'
import { checkLeague } from './check-league.ts'
import { exampleLeagueTree } from './fixtures/example-tree.ts'
import { readLeague } from './league.ts'
import type { RefusalCode, WriteOutcome } from './write-outcome.ts'
import { recordResult } from './record-result.ts'
import { rescheduleGame, scheduleFields, setGameStatus } from './schedule-edits.ts'

type Tree = Record<string, unknown>

const M1 = ['Schedule', '2025W', 'Divisions', 'M1']
const at = (...segments: string[]) => [...M1, ...segments].join('/')

/** The contract example with two more games to play: G11 on Mar 29 (with G10) and G12 on Apr 5. */
function league(): Tree {
  const tree = exampleLeagueTree()
  const days = (((tree.Schedule as Tree)['2025W'] as Tree).Divisions as Tree).M1 as Tree
  const game = (id: string, date: string, time: string, extra: Tree = {}) => ({
    gameId: id,
    HomeTeamID: 'T11',
    AwayTeamID: 'T10',
    HomeTeamName: 'St. Laurent United',
    AwayTeamName: 'Lions FC',
    Date: date,
    Time: time,
    Field: 'Laval 2',
    GameComplete: false,
    DivisionID: 'M1',
    ...extra,
  })
  ;(days['MAR 29, 2026'] as Tree).G11 = game('G11', 'Mar 29, 2026', '8:00 PM')
  days['APR 5, 2026'] = { G12: game('G12', 'Apr 5, 2026', '7:30 PM') }
  return tree
}

const ref = (gameId: string) => ({ seasonId: '2025W', gameId })

/** The tree with a game under way: its status is live. */
function livened(tree: Tree, gameId: string): Tree {
  return applyLeagueUpdate(tree, { [at('MAR 29, 2026', gameId, 'Status')]: 'live' })
}

function applied(tree: Tree, outcome: WriteOutcome): Tree {
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusal))
  return applyLeagueUpdate(tree, outcome.update)
}

const findingsOf = (tree: Tree) =>
  checkLeague(tree).map((finding) => `${finding.severity} ${finding.code} ${finding.path}`)

const matchOf = (tree: Tree, id: string) => readLeague(tree).matches.find((m) => m.id === id)

describe('scheduleFields', () => {
  it('lists each field the schedule names once, sorted', () => {
    expect(scheduleFields(league())).toEqual(['Laval 1', 'Laval 2'])
    expect(scheduleFields({})).toEqual([])
  })
})

describe('rescheduleGame', () => {
  const moves: Array<{
    name: string
    game: string
    change: { date: string; time?: string; field?: string }
    update: Record<string, unknown>
  }> = [
    {
      name: 'a new time and field on the same day changes those fields in place',
      game: 'G11',
      change: { date: '2026-03-29', time: '21:15', field: 'laval 1' },
      update: {
        [at('MAR 29, 2026', 'G11', 'Date')]: 'Mar 29, 2026',
        [at('MAR 29, 2026', 'G11', 'Time')]: '9:15 PM',
        [at('MAR 29, 2026', 'G11', 'Field')]: 'Laval 1',
        [at('MAR 29, 2026', 'G11', 'Sequence')]: 1,
      },
    },
    {
      name: 'an empty time and field make them to be confirmed',
      game: 'G11',
      change: { date: 'Mar 29, 2026', time: '', field: '' },
      update: {
        [at('MAR 29, 2026', 'G11', 'Date')]: 'Mar 29, 2026',
        [at('MAR 29, 2026', 'G11', 'Time')]: 'TBD',
        [at('MAR 29, 2026', 'G11', 'Field')]: null,
        [at('MAR 29, 2026', 'G11', 'Sequence')]: 1,
      },
    },
  ]
  it.each(moves)('$name', ({ game, change, update }) => {
    const outcome = rescheduleGame(league(), ref(game), change)
    expect(outcome).toEqual({ ok: true, update })
  })

  it('moves a game to a day the division already has: out of its old day, into the new one', () => {
    const tree = league()
    const outcome = rescheduleGame(tree, ref('G11'), { date: '2026-04-05', time: '9:00 PM' })
    expect(outcome.ok && Object.keys(outcome.update)).toEqual([
      at('MAR 29, 2026', 'G11'),
      at('APR 5, 2026', 'G11'),
    ])
    const after = applied(tree, outcome)
    const match = matchOf(after, 'G11')!
    expect([match.dateKey, match.date, match.time, match.field]).toEqual([
      'APR 5, 2026',
      '2026-04-05',
      '21:00',
      'Laval 2',
    ])
    // G10 still has its day; the new day holds both games.
    expect(matchOf(after, 'G10')?.dateKey).toBe('MAR 29, 2026')
    expect(matchOf(after, 'G12')?.dateKey).toBe('APR 5, 2026')
  })

  it('moves a game to a new day under a new key, and an emptied day disappears', () => {
    const tree = league()
    const after = applied(
      tree,
      rescheduleGame(tree, ref('G12'), { date: '2026-10-04', time: '19:30' }),
    )
    const days = Object.keys(
      (((after.Schedule as Tree)['2025W'] as Tree).Divisions as Tree).M1 as Tree,
    )
    expect(days).toContain('OCT 4, 2026')
    expect(days).not.toContain('APR 5, 2026')
    expect(matchOf(after, 'G12')).toMatchObject({ date: '2026-10-04', time: '19:30' })
  })

  it('finds nothing new for the checker after any move', () => {
    const tree = league()
    const before = findingsOf(tree)
    for (const [game, change] of [
      ['G11', { date: '2026-04-05', time: '21:00', field: 'Laval 1' }],
      ['G11', { date: '2026-03-29', time: 'TBD' }],
      ['G12', { date: '2026-10-04', time: '7:30 pm' }],
      ['G10', { date: '2026-03-30', time: '20:00', field: 'Laval 2' }],
    ] as const) {
      expect(findingsOf(applied(tree, rescheduleGame(tree, ref(game), change)))).toEqual(before)
    }
  })

  it('puts a postponed game back on the schedule when it gets a new day', () => {
    const tree = applied(league(), setGameStatus(league(), ref('G12'), 'postponed', 'Ice closed'))
    const after = applied(
      tree,
      rescheduleGame(tree, ref('G12'), { date: '2026-04-12', time: '19:30' }),
    )
    expect(matchOf(after, 'G12')?.calledOff).toBeUndefined()
    expect(findingsOf(after)).toEqual(findingsOf(league()))
  })

  const refusals: Array<{
    name: string
    game: string
    change: { date: string; time?: string; field?: string }
    tree?: () => Tree
    refusal: { code: RefusalCode; values?: Record<string, string> }
  }> = [
    {
      name: 'an unreadable date',
      game: 'G11',
      change: { date: 'someday' },
      refusal: { code: 'unreadable-date', values: { date: 'someday' } },
    },
    {
      name: 'an impossible date',
      game: 'G11',
      change: { date: '2026-02-30' },
      refusal: { code: 'unreadable-date' },
    },
    {
      name: 'an unreadable time',
      game: 'G11',
      change: { date: '2026-03-29', time: '25:00' },
      refusal: { code: 'unreadable-time', values: { time: '25:00' } },
    },
    {
      name: 'a field the schedule does not know',
      game: 'G11',
      change: { date: '2026-03-29', time: '20:00', field: 'Moon Arena' },
      refusal: {
        code: 'unknown-field',
        values: { field: 'Moon Arena', fields: 'Laval 1, Laval 2' },
      },
    },
    {
      name: 'a finished game',
      game: 'G1',
      change: { date: '2026-04-05' },
      refusal: { code: 'game-finished-keeps-date' },
    },
    {
      name: 'a game being played',
      game: 'G11',
      change: { date: '2026-04-05' },
      tree: () => livened(league(), 'G11'),
      refusal: { code: 'game-live' },
    },
    {
      name: 'a game that is not in the schedule',
      game: 'G99',
      change: { date: '2026-04-05' },
      refusal: { code: 'game-not-scheduled', values: { season: '2025W' } },
    },
    {
      name: 'a cancelled game',
      game: 'G12',
      change: { date: '2026-04-12' },
      tree: () => applied(league(), setGameStatus(league(), ref('G12'), 'cancelled')),
      refusal: { code: 'game-cancelled' },
    },
    {
      name: 'no change at all',
      game: 'G11',
      change: { date: '2026-03-29', time: '20:00', field: 'Laval 2' },
      refusal: { code: 'nothing-to-move' },
    },
  ]
  it.each(refusals)('refuses $name, saying why', ({ game, change, tree, refusal }) => {
    const outcome = rescheduleGame((tree ?? league)(), ref(game), change)
    expect(outcome).toMatchObject({ ok: false, refusal })
  })
})

describe('setGameStatus', () => {
  it.each([
    ['postponed', 'Ice closed', { status: 'postponed', reason: 'Ice closed' }],
    ['cancelled', '  Team withdrew ', { status: 'cancelled', reason: 'Team withdrew' }],
    ['cancelled', '', { status: 'cancelled' }],
  ] as const)('calls a game %s with the reason %j', (status, reason, shown) => {
    const tree = league()
    const after = applied(tree, setGameStatus(tree, ref('G11'), status, reason))
    expect(matchOf(after, 'G11')?.calledOff).toEqual(shown)
    expect(matchOf(after, 'G11')?.status).toBe('upcoming')
    expect(findingsOf(after)).toEqual(findingsOf(tree))
  })

  it('puts a called-off game back on the schedule, reason and all, as its second revision', () => {
    const tree = applied(league(), setGameStatus(league(), ref('G11'), 'postponed', 'Snow'))
    const outcome = setGameStatus(tree, ref('G11'), undefined)
    expect(outcome).toEqual({
      ok: true,
      update: {
        [at('MAR 29, 2026', 'G11', 'Status')]: null,
        [at('MAR 29, 2026', 'G11', 'StatusReason')]: null,
        [at('MAR 29, 2026', 'G11', 'Sequence')]: 2,
      },
    })
    expect(matchOf(applied(tree, outcome), 'G11')?.sequence).toBe(2)
  })

  it('raises the game’s sequence at every change: postponement, move, result', () => {
    let tree = league()
    tree = applied(tree, setGameStatus(tree, ref('G11'), 'postponed', 'Snow'))
    expect(matchOf(tree, 'G11')?.sequence).toBe(1)
    tree = applied(tree, rescheduleGame(tree, ref('G11'), { date: '2026-04-05', time: '20:00' }))
    expect(matchOf(tree, 'G11')?.sequence).toBe(2)
    const result = recordResult(tree, ref('G11'), { homeScore: 2, awayScore: 1 })
    expect(matchOf(applied(tree, result), 'G11')?.sequence).toBe(3)
  })

  it.each([
    ['a finished game', 'G1', 'postponed' as const, 'x', 'game-finished-keeps-date'],
    [
      'a reason past 200 characters',
      'G11',
      'postponed' as const,
      'x'.repeat(201),
      'reason-too-long',
    ],
    ['putting back a game on the schedule', 'G11', undefined, undefined, 'game-already-scheduled'],
  ])('refuses %s', (_name, game, status, reason, code) => {
    const outcome = setGameStatus(league(), ref(game), status, reason)
    expect(outcome).toMatchObject({ ok: false, refusal: { code } })
  })

  it('refuses to call off a game being played: its status is the live one', () => {
    const outcome = setGameStatus(livened(league(), 'G11'), ref('G11'), 'postponed')
    expect(outcome).toMatchObject({ ok: false, refusal: { code: 'game-live' } })
  })

  it('keeps an English reason beside the French one, and drops both when the game is back on', () => {
    const tree = applied(
      league(),
      setGameStatus(league(), ref('G11'), 'postponed', 'Gymnase fermé', ' Gym closed '),
    )
    expect(matchOf(tree, 'G11')?.calledOff).toEqual({
      status: 'postponed',
      reason: 'Gymnase fermé',
      reasonEn: 'Gym closed',
    })
    // A new French reason alone clears the English one, which no longer says the same thing.
    const renamed = applied(tree, setGameStatus(tree, ref('G11'), 'postponed', 'Neige'))
    expect(matchOf(renamed, 'G11')?.calledOff).toEqual({ status: 'postponed', reason: 'Neige' })
    const back = applied(tree, setGameStatus(tree, ref('G11'), undefined))
    expect(matchOf(back, 'G11')?.calledOff).toBeUndefined()
    expect(JSON.stringify(back)).not.toContain('Gym closed')
  })

  it('refuses the same status and reason twice', () => {
    const tree = applied(league(), setGameStatus(league(), ref('G11'), 'cancelled', 'Rain'))
    expect(setGameStatus(tree, ref('G11'), 'cancelled', 'Rain').ok).toBe(false)
    expect(setGameStatus(tree, ref('G11'), 'cancelled', 'Flood').ok).toBe(true)
  })
})
