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

/** Schedules a snapshot on a check without delay and waits until its report names it. */
async function checked(check: BackgroundDataCheck, version: number, tree: Record<string, unknown>) {
  check.schedule(snapshot(version, tree))
  await vi.waitFor(() => expect(check.report()?.version).toBe(version))
  return check.report()
}

/** A check of one step and no finding, counting its runs. */
function countingCheck(delayMs?: number) {
  let runs = 0
  const check = new BackgroundDataCheck({
    logger: () => {},
    delayMs,
    check: function* () {
      yield
      runs++
      return []
    },
  })
  return { check, runs: () => runs }
}

describe('BackgroundDataCheck', () => {
  it('reports the counts and the first findings of the latest snapshot', async () => {
    const check = new BackgroundDataCheck({ logger: () => {}, delayMs: 0 })
    const report = await checked(check, 1, withoutActiveSeason())
    expect(report).toMatchObject({ version: 1, errors: 2, warnings: 0 })
    expect(report?.first.map((f) => f.path)).toEqual(['Seasons', 'Seasons/2025W/isActiv'])
    check.stop()
  })

  it('checks only the latest of a burst of snapshots, once', async () => {
    const { check, runs } = countingCheck(0)
    check.schedule(snapshot(1, {}))
    expect(await checked(check, 2, {})).toMatchObject({ version: 2 })
    check.schedule(snapshot(2, {}))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(runs()).toBe(1)
    check.stop()
  })

  it('checks a change only once the revalidations it sets off are over, a burst of changes once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const { check, runs } = countingCheck()
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
      expect(runs()).toBe(2)
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

  it('logs one line each time the report changes, not on every snapshot', async () => {
    const lines: Array<[string, Record<string, unknown> | undefined]> = []
    const check = new BackgroundDataCheck({
      logger: (level, _msg, fields) => lines.push([level, fields]),
      delayMs: 0,
    })
    await checked(check, 1, exampleLeagueTree())
    await checked(check, 2, exampleLeagueTree())
    await checked(check, 3, withoutActiveSeason())
    await checked(check, 4, withoutActiveSeason())
    await checked(check, 5, exampleLeagueTree())
    expect(lines.map(([level, fields]) => [level, fields?.version, fields?.errors])).toEqual([
      ['info', 1, 0],
      ['warn', 3, 2],
      ['info', 5, 0],
    ])
    check.stop()
  })
})
