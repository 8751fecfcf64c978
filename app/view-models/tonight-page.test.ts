import { describe, expect, it } from 'vitest'

import { exampleLeagueTree } from '~/league/fixtures/example-tree.ts'
import { readLeague } from '~/league/index.ts'

import { buildTonightPage } from './tonight-page.ts'

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

function league(day: Tree) {
  const tree = exampleLeagueTree()
  const m1 = (((tree.Schedule as Tree)['2025W'] as Tree).Divisions as Tree).M1 as Tree
  m1['JAN 14, 2026'] = day
  return readLeague(tree)
}

const NOW = new Date('2026-01-15T00:10:00Z') // 19:10 in Toronto

describe("tonight's page", () => {
  it('groups the games being played, those to play and those over, in that order', () => {
    const view = buildTonightPage(
      league({
        A: game('A', '6:00 PM', { GameComplete: true, HomeTeamScore: 2, AwayTeamScore: 0 }),
        B: game('B', '7:00 PM', { Status: 'live', HomeTeamScore: 1, AwayTeamScore: 0 }),
        C: game('C', '8:00 PM'),
        D: game('D', '8:30 PM', { Status: 'cancelled' }),
      }),
      NOW,
      'fr',
    )
    expect(view.date).toBe('14 janvier 2026')
    expect(view.groups.map((group) => [group.kind, group.games.map((card) => card.id)])).toEqual([
      ['live', ['B']],
      ['upcoming', ['C']],
      ['over', ['A', 'D']],
    ])
    expect(view.groups[0]!.games[0]).toMatchObject({
      status: 'live',
      divisionName: 'Hommes A - Laval',
    })
    expect(view.next).toBeUndefined()
  })

  it('offers the next day with games when there is none tonight', () => {
    const view = buildTonightPage(league({}), new Date('2026-03-20T16:00:00Z'), 'en')
    expect(view.groups).toEqual([])
    expect(view.next?.date).toBe('March 29, 2026')
    expect(view.next?.games.map((card) => card.id)).toEqual(['G10'])
  })
})
