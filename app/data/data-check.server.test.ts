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
    const check = new BackgroundDataCheck({
      logger: () => {},
      check: function* () {
        yield
        runs++
        return []
      },
    })
    check.schedule(snapshot(1, {}))
    check.schedule(snapshot(2, {}))
    expect(check.runPending()?.version).toBe(2)
    check.schedule(snapshot(2, {}))
    check.runPending()
    expect(runs).toBe(1)
    check.stop()
  })

  it('checks a change only once the revalidations it sets off are over, a burst of changes once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      let checks = 0
      const check = new BackgroundDataCheck({
        logger: () => {},
        check: function* () {
          yield
          checks++
          return []
        },
      })
      /** The clock moves on, then the event loop turns once: a started check takes its step. */
      const wait = async (ms: number) => {
        vi.advanceTimersByTime(ms)
        await new Promise((resolve) => setImmediate(resolve))
      }
      check.schedule(snapshot(1, {}))
      await wait(CHECK_DELAY_MS)
      expect(check.report()?.version).toBe(1)
      check.schedule(snapshot(2, {}))
      await wait(CHECK_DELAY_MS - 1)
      check.schedule(snapshot(3, {}))
      expect(check.report()?.version).toBe(1)
      await wait(1)
      expect(check.report()?.version).toBe(3)
      expect(checks).toBe(2)
      check.stop()
    } finally {
      vi.useRealTimers()
    }
  })

  it('checks one season per turn of the event loop, so pages are answered between them', async () => {
    const order: string[] = []
    const check = new BackgroundDataCheck({
      logger: () => {},
      delayMs: 0,
      check: function* () {
        order.push('season 1')
        setImmediate(() => order.push('a page answered'))
        yield
        order.push('season 2')
        return []
      },
    })
    check.schedule(snapshot(1, {}))
    await vi.waitFor(() => expect(check.report()?.version).toBe(1))
    expect(order).toEqual(['season 1', 'a page answered', 'season 2'])
    check.stop()
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
