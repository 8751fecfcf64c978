import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { checkLeague } from './check-league.ts'
import { deepJunk, leagueTree } from './fixtures/junk-trees.ts'

describe('checkLeague on any tree', () => {
  it('never throws and gives every finding a severity, a path and both languages', () => {
    fc.assert(
      fc.property(fc.oneof(leagueTree, deepJunk), (tree) => {
        for (const finding of checkLeague(tree)) {
          expect(['error', 'warning']).toContain(finding.severity)
          expect(typeof finding.path).toBe('string')
          expect(finding.message.en.length).toBeGreaterThan(0)
          expect(finding.message.fr.length).toBeGreaterThan(0)
        }
      }),
      { numRuns: 300 },
    )
  }, 60_000)
})
