import { expect, it } from 'vitest'

import { exampleLeagueTree } from './fixtures/example-tree.ts'
import { readLeague, tonightsMatches } from './index.ts'

type Tree = Record<string, unknown>

const game = (id: string, time: string, extra: Tree = {}) => ({
  gameId: id,
  HomeTeamID: 'T10',
  AwayTeamID: 'T11',
  Date: 'Jan 14, 2026',
  Time: time,
  Field: 'Laval 1',
  GameComplete: false,
  DivisionID: 'M1',
  ...extra,
})

it("lists tonight's games being played first, then those to play, then those over, each by kick-off", () => {
  const tree = exampleLeagueTree()
  const m1 = (((tree.Schedule as Tree)['2025W'] as Tree).Divisions as Tree).M1 as Tree
  m1['JAN 14, 2026'] = {
    A: game('A', '6:00 PM', { GameComplete: true, HomeTeamScore: 2, AwayTeamScore: 0 }),
    B: game('B', '6:30 PM', { Status: 'postponed' }),
    C: game('C', '7:00 PM', { Status: 'live', HomeTeamScore: 1, AwayTeamScore: 1 }),
    D: game('D', '8:00 PM'),
    E: game('E', '7:30 PM'),
    F: game('F', '6:45 PM', { Status: 'en cours' }),
  }
  const now = new Date('2026-01-15T00:10:00Z')
  expect(tonightsMatches(readLeague(tree), now).map((match) => match.id)).toEqual([
    'F',
    'C',
    'E',
    'D',
    'A',
    'B',
  ])
})
