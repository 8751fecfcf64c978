import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

import { leagueCounts } from './league-counts.ts'

const example = JSON.parse(
  readFileSync(new URL('./fixtures/league-tree.example.json', import.meta.url), 'utf8'),
)

describe('what a league tree holds', () => {
  it('counts the contract example’s seasons, teams, games, news and sponsors', () => {
    expect(leagueCounts(example.leagues.demo)).toEqual({
      seasons: 2,
      teams: 3,
      games: 4,
      news: 1,
      sponsors: 2,
    })
  })

  it.each([
    ['nothing', null],
    ['an empty league', {}],
    ['a value that is no league', 'leagues'],
  ])('counts nothing in %s', (_case, tree) => {
    expect(leagueCounts(tree)).toEqual({ seasons: 0, teams: 0, games: 0, news: 0, sponsors: 0 })
  })

  it('adds up teams and games over every season the tree names', () => {
    const tree = {
      Seasons: { A: {}, B: {} },
      A_Teams: { t1: {}, t2: {} },
      B_Teams: { t3: {} },
      Schedule: {
        A: { Divisions: { M1: { 'JAN 5, 2026': { G1: {}, G2: {} } } } },
        B: { Divisions: { M1: { 'JAN 6, 2026': { G1: {} } }, W1: { 'JAN 7, 2026': { G9: {} } } } },
      },
    }
    expect(leagueCounts(tree)).toMatchObject({ seasons: 2, teams: 3, games: 4 })
  })
})
