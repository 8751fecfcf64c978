import { describe, expect, it } from 'vitest'

import { exampleTreeWithGame } from './fixtures/example-tree.ts'
import { MAX_GAME_PATCHES, gamePatches } from './game-patches.ts'
import { parseLeague } from './league.ts'
import type { Match } from './schedule.ts'

const matchesWith = (fields: Record<string, unknown>) =>
  parseLeague(exampleTreeWithGame(fields)).matches

const goal = (minute: number, side = 'home') => ({
  Type: 'goal',
  Side: side,
  PlayerID: side === 'home' ? 'P100' : 'P110',
  Minute: minute,
})

describe("the patches a change makes to tonight's game G20", () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>, object[]]>([
    ['nothing changed: no patch', {}, {}, []],
    [
      'the game started: live at 0-0',
      {},
      { Status: 'live' },
      [{ id: 'G20', status: 'live', homeScore: 0, awayScore: 0 }],
    ],
    [
      'a goal: the running score and the minute',
      { Status: 'live', Events: { a: goal(3) } },
      { Status: 'live', Events: { a: goal(3), b: goal(12, 'away') } },
      [{ id: 'G20', status: 'live', homeScore: 1, awayScore: 1, minute: 12 }],
    ],
    [
      'the game ended: the final score',
      { Status: 'live', HomeTeamScore: 2, AwayTeamScore: 1 },
      { GameComplete: true, HomeTeamScore: 2, AwayTeamScore: 1 },
      [{ id: 'G20', status: 'finished', homeScore: 2, awayScore: 1 }],
    ],
    ['the game was postponed', {}, { Status: 'postponed' }, [{ id: 'G20', status: 'postponed' }]],
    ["a field changed, not the game's status or score: no patch", {}, { Field: 'Laval 2' }, []],
  ])('%s', (_, before, after, patches) => {
    expect(gamePatches(matchesWith(before), matchesWith(after))).toEqual(patches)
  })

  it('a game added or removed is no patch: no page shows it yet, or any more', () => {
    const withGame = matchesWith({ Status: 'live' })
    const without = withGame.filter((match) => match.id !== 'G20')
    expect(gamePatches(without, withGame)).toEqual([])
    expect(gamePatches(withGame, without)).toEqual([])
  })

  it('a change without a schedule before it is too big to tell', () => {
    expect(gamePatches(undefined, matchesWith({}))).toBeUndefined()
  })

  it(`more than ${MAX_GAME_PATCHES} games changed at once (an import) is too big to tell`, () => {
    const game = matchesWith({})[0]!
    const many = (count: number, status: Match['status']): Match[] =>
      Array.from({ length: count }, (_, index) => ({ ...game, id: `G${index}`, status }))
    expect(
      gamePatches(many(MAX_GAME_PATCHES, 'upcoming'), many(MAX_GAME_PATCHES, 'live')),
    ).toHaveLength(MAX_GAME_PATCHES)
    expect(
      gamePatches(many(MAX_GAME_PATCHES + 1, 'upcoming'), many(MAX_GAME_PATCHES + 1, 'live')),
    ).toBeUndefined()
  })
})
