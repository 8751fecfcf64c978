import { describe, expect, it, vi } from 'vitest'

import { exampleLeagueTree } from '../league/fixtures/example-tree.ts'
import { BackgroundDataCheck, CHECK_DELAY_MS } from './data-check.server.ts'
import type { LeagueSnapshot } from './mirror.server.ts'

function snapshot(version: number, tree: Record<string, unknown>): LeagueSnapshot {
  return { version, tree, loadedAt: new Date() }
}

function withoutActiveSeason(): Record<string, unknown> {
  const tree = exampleLeagueTree() as { Seasons: Record<string, Record<string, unknown>> }
  tree.Seasons['2025W'].isActiv = true
  delete tree.Seasons['2025W'].isActive
  return tree
}

describe('BackgroundDataCheck', () => {
  it('reports the counts and the first findings of the latest snapshot', () => {
    const check = new BackgroundDataCheck({ logger: () => {} })
    check.schedule(snapshot(1, withoutActiveSeason()))
    const report = check.runPending()
    expect(report).toMatchObject({ version: 1, errors: 2, warnings: 0 })
    expect(report?.first.map((f) => f.path)).toEqual(['Seasons', 'Seasons/2025W/isActiv'])
    check.stop()
  })

  it('checks only the latest of a burst of snapshots, once', () => {
    let runs = 0
    const check = new BackgroundDataCheck({ logger: () => {}, check: () => (runs++, []) })
    check.schedule(snapshot(1, {}))
    check.schedule(snapshot(2, {}))
    expect(check.runPending()?.version).toBe(2)
    check.schedule(snapshot(2, {}))
    check.runPending()
    expect(runs).toBe(1)
    check.stop()
  })

  it('checks a change only once the revalidations it sets off are over, a burst of changes once', () => {
    vi.useFakeTimers()
    try {
      let checks = 0
      const check = new BackgroundDataCheck({ logger: () => {}, check: () => (checks++, []) })
      check.schedule(snapshot(1, {}))
      vi.advanceTimersByTime(CHECK_DELAY_MS)
      expect(check.report()?.version).toBe(1)
      check.schedule(snapshot(2, {}))
      vi.advanceTimersByTime(CHECK_DELAY_MS - 1)
      check.schedule(snapshot(3, {}))
      expect(check.report()?.version).toBe(1)
      vi.advanceTimersByTime(1)
      expect(check.report()?.version).toBe(3)
      expect(checks).toBe(2)
      check.stop()
    } finally {
      vi.useRealTimers()
    }
  })

  it('logs one line each time the report changes, not on every snapshot', () => {
    const lines: Array<[string, Record<string, unknown> | undefined]> = []
    const check = new BackgroundDataCheck({
      logger: (level, _msg, fields) => lines.push([level, fields]),
    })
    const run = (version: number, tree: Record<string, unknown>) => {
      check.schedule(snapshot(version, tree))
      check.runPending()
    }
    run(1, exampleLeagueTree())
    run(2, exampleLeagueTree())
    run(3, withoutActiveSeason())
    run(4, withoutActiveSeason())
    run(5, exampleLeagueTree())
    expect(lines.map(([level, fields]) => [level, fields?.version, fields?.errors])).toEqual([
      ['info', 1, 0],
      ['warn', 3, 2],
      ['info', 5, 0],
    ])
    check.stop()
  })
})
