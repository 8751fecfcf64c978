import { describe, expect, it } from 'vitest'

import { exampleTreeWithGame } from '~/league/fixtures/example-tree.ts'
import { parseLeague } from '~/league/index.ts'

import { patchesOf } from './change-notices.server.ts'

const schedule = (seasonId: string, fields: Record<string, unknown>) => ({
  seasonId,
  matches: parseLeague(exampleTreeWithGame(fields)).matches,
})

describe("a change notice's game patches", () => {
  it("tell the games a change touched in this season's schedule", () => {
    expect(patchesOf(schedule('2025W', {}), schedule('2025W', { Status: 'live' }))).toEqual([
      { id: 'G20', status: 'live', homeScore: 0, awayScore: 0 },
    ])
  })

  it('are left out when the season changed: the same id may name another game', () => {
    expect(patchesOf(schedule('2024W', {}), schedule('2025W', { Status: 'live' }))).toBeUndefined()
  })
})
