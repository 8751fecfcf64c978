import { describe, expect, it } from 'vitest'

import { applyLeagueUpdate, applyLeagueUpdateInPlace } from './apply-update.ts'

const tree = () => ({
  Schedule: { '2026W': { G1: { HomeTeamScore: 2, AwayTeamScore: 1, Field: 'A' } } },
  Players: { P1: { Goals: 3 }, P2: { Goals: 0 } },
})

describe('a multi-path update applied to a tree', () => {
  it.each([
    [
      'replaces the value at each path',
      { 'Players/P1/Goals': 4, 'Schedule/2026W/G1/Field': 'B' },
      {
        Schedule: { '2026W': { G1: { HomeTeamScore: 2, AwayTeamScore: 1, Field: 'B' } } },
        Players: { P1: { Goals: 4 }, P2: { Goals: 0 } },
      },
    ],
    [
      'creates the parents a new path needs',
      { 'Stats/M1/Teams/TA/GAMES/G1': { GF: 2 } },
      { ...tree(), Stats: { M1: { Teams: { TA: { GAMES: { G1: { GF: 2 } } } } } } },
    ],
    [
      'deletes a path set to null, and the parents it leaves empty',
      { 'Schedule/2026W/G1': null },
      { Players: { P1: { Goals: 3 }, P2: { Goals: 0 } } },
    ],
    [
      'applies paths one under another in their order',
      { 'Players/P2': { Goals: 1 }, 'Players/P2/Assists': 2 },
      { ...tree(), Players: { P1: { Goals: 3 }, P2: { Goals: 1, Assists: 2 } } },
    ],
    [
      'lets a later parent path replace an earlier child path',
      { 'Players/P2/Assists': 2, 'Players/P2': { Goals: 5 } },
      { ...tree(), Players: { P1: { Goals: 3 }, P2: { Goals: 5 } } },
    ],
  ])('%s', (_rule, update, expected) => {
    const before = tree()
    expect(applyLeagueUpdate(before, update)).toEqual(expected)
    expect(before).toEqual(tree())
    const written: Record<string, unknown> = tree()
    applyLeagueUpdateInPlace(written, update)
    expect(written).toEqual(expected)
  })

  it('keeps the nodes no path goes through, the same objects', () => {
    const before = tree()
    const after = applyLeagueUpdate(before, { 'Players/P1/Goals': 4 })
    expect(after.Schedule).toBe(before.Schedule)
    expect(after.Players.P2).toBe(before.Players.P2)
  })
})
