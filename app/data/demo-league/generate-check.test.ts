import { describe, expect, it } from 'vitest'

import { checkLeague } from '../../league/check-league.ts'
import { generateDemoLeague } from './generate.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON trees mutated by path in tests
type Tree = Record<string, any>

describe('the demo league against the checker', () => {
  it.each([
    ['on a Friday evening in November', '2026-11-20T23:00:00Z', 1],
    ['on a Sunday morning in March', '2026-03-08T14:00:00Z', 1],
    ['at twice the size in summer', '2026-07-15T16:00:00Z', 2],
  ])('has no finding %s', (_when, now, scale) => {
    const { tree } = generateDemoLeague({ now: new Date(now), scale })
    expect(checkLeague(tree)).toEqual([])
  })

  it('has a finding once one of its scores is changed in the schedule only', () => {
    const { tree } = generateDemoLeague({ now: new Date('2026-11-20T23:00:00Z') }) as { tree: Tree }
    const season = Object.keys(tree.Schedule)[0]
    const divisions = tree.Schedule[season].Divisions
    const [division] = Object.keys(divisions)
    const game = Object.values(divisions[division])
      .flatMap((day) => Object.values(day as Tree))
      .find((g: Tree) => g.HomeTeamScore !== undefined) as Tree
    game.HomeTeamScore = Number(game.HomeTeamScore) + 1
    const codes = checkLeague(tree).map((finding) => finding.code)
    expect(codes).toContain('score-mismatch')
    expect(codes).toContain('team-stats-total')
  })
})
