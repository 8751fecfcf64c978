import { describe, expect, it } from 'vitest'

import { exampleLeagueTree } from './fixtures/example-tree.ts'
import { parseLeague } from './league.ts'
import { nodeState, readSourceState, teamStatsUnreadable } from './source-state.ts'

describe('node states tell junk from absence', () => {
  it.each([
    [{ a: { b: {} } }, ['a', 'b'], 'ok'],
    [{ a: { b: [1, 2] } }, ['a', 'b'], 'ok'],
    [{ a: {} }, ['a', 'b'], 'missing'],
    [{ a: { b: null } }, ['a', 'b'], 'missing'],
    [{ a: 42 }, ['a', 'b'], 'malformed'],
    [{ a: { b: 'text' } }, ['a', 'b'], 'malformed'],
    ['junk', ['a'], 'malformed'],
    [null, ['a'], 'missing'],
  ] as const)('%j at %j is %s', (tree, path, state) => {
    expect(nodeState(tree, path)).toBe(state)
  })
})

describe('the Seasons node', () => {
  it.each([
    [undefined, false],
    [null, false],
    [{}, false],
    [{ a: {} }, false],
    [{ a: 'x', b: {} }, false],
    [{ a: 'x' }, true],
    ['x', true],
    [[], true],
  ])('%j is unreadable: %s', (seasons, expected) => {
    expect(readSourceState({ Seasons: seasons }, undefined).seasonsUnreadable).toBe(expected)
  })

  it('is unreadable in a tree that is not a map', () => {
    for (const tree of ['junk', 42, [], null]) {
      expect(readSourceState(tree, undefined).seasonsUnreadable).toBe(true)
    }
  })
})

describe("the season's schedule and team season totals", () => {
  const withTree = (change: (tree: Record<string, unknown>) => void) => {
    const tree = structuredClone(exampleLeagueTree())
    change(tree)
    return parseLeague(tree).source
  }

  it('are readable in the example league', () => {
    const source = parseLeague(exampleLeagueTree()).source
    expect(source).toMatchObject({
      seasonsUnreadable: false,
      scheduleMalformed: false,
      teamStatsMalformed: false,
    })
    expect(teamStatsUnreadable(source, 'M1')).toBe(false)
  })

  it.each([
    ['Schedule is a number', (t: Record<string, unknown>) => (t.Schedule = 4)],
    [
      "the season's schedule is text",
      (t: Record<string, unknown>) => (t.Schedule = { '2025W': 'x' }),
    ],
    [
      "the season's division list is text",
      (t: Record<string, unknown>) => (t.Schedule = { '2025W': { Divisions: 'x' } }),
    ],
  ])('the schedule is junk when %s', (_case, change) => {
    expect(withTree(change).scheduleMalformed).toBe(true)
  })

  it('an absent schedule is empty, not junk', () => {
    expect(withTree((t) => delete t.Schedule).scheduleMalformed).toBe(false)
    expect(withTree((t) => (t.Schedule = { '2025W': null })).scheduleMalformed).toBe(false)
  })

  it('tells junk totals of the season from junk totals of one division', () => {
    const whole = withTree((t) => (t.TeamStats_2025W = 'x'))
    expect(teamStatsUnreadable(whole, undefined)).toBe(true)
    const list = withTree((t) => (t.TeamStats_2025W = { Divisions: 7 }))
    expect(teamStatsUnreadable(list, 'W1')).toBe(true)
    const one = withTree((t) => {
      const stats = t.TeamStats_2025W as { Divisions: Record<string, unknown> }
      stats.Divisions.M1 = 'junk'
    })
    expect(teamStatsUnreadable(one, 'M1')).toBe(true)
    expect(teamStatsUnreadable(one, 'W1')).toBe(false)
    expect(teamStatsUnreadable(one, undefined)).toBe(false)
    expect(
      teamStatsUnreadable(
        withTree((t) => delete t.TeamStats_2025W),
        'M1',
      ),
    ).toBe(false)
  })

  it('names each division whose team totals are a leaf instead of a map', () => {
    const junk = { ...exampleLeagueTree(), TeamStats_2025W: { Divisions: { M1: 1, W1: 2 } } }
    expect([...readSourceState(junk, '2025W').teamStatsMalformedDivisions]).toEqual(['M1', 'W1'])
  })
})
