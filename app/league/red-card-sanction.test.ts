import { describe, expect, it } from 'vitest'

import { exampleLeagueTree } from './fixtures/example-tree.ts'
import { readLeague, redCardOffers, redCardSanction } from './index.ts'

type Tree = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON tree

describe('redCardSanction', () => {
  it.each([
    [1, { games: 1, fine: 15 }],
    [2, { games: 2, fine: 30 }],
    [3, { games: 4, fine: 60 }],
    [4, { games: 8, fine: 120 }],
    [6, { games: 8, fine: 120 }],
    [0, { games: 1, fine: 15 }],
  ])('follows the rules for red card number %i of the season', (nth, sanction) => {
    expect(redCardSanction(nth)).toEqual(sanction)
  })
})

describe('redCardOffers', () => {
  /** The example's G1, where Sami Haddad (P110) was sent off; he is not suspended here. */
  function tree(red: number) {
    const t = exampleLeagueTree() as Tree
    Object.assign(t['2025W_Players'].P110, { player_suspended: 'no', Red: red })
    return t
  }

  it('offers the suspension the rules call for to each player sent off in a game', () => {
    expect(redCardOffers(readLeague(tree(1)), 'G1')).toEqual([
      { playerId: 'P110', name: 'Sami Haddad', nth: 1, games: 1, fine: 15 },
    ])
  })

  it('counts the red cards of the season to climb the ladder', () => {
    expect(redCardOffers(readLeague(tree(2)), 'G1')[0]).toMatchObject({
      nth: 2,
      games: 2,
      fine: 30,
    })
  })

  it('offers nothing for a player already suspended, a game without red cards, or no game', () => {
    expect(redCardOffers(readLeague(exampleLeagueTree()), 'G1')).toEqual([])
    expect(redCardOffers(readLeague(tree(1)), 'G2')).toEqual([])
    expect(redCardOffers(readLeague(tree(1)), 'nope')).toEqual([])
  })
})
