import { afterAll, describe, expect, it } from 'vitest'

import { defaultCard } from '~/view-models/share-image.ts'

import { closeSharePngPool, drawSharePng, sharePngPoolStats } from './share-png-pool.server.ts'
import { renderSharePng } from './share-png.server.ts'

afterAll(() => closeSharePngPool())

describe('drawSharePng', () => {
  it('draws a card in a worker thread, leaving the main thread free', async () => {
    const png = await drawSharePng(defaultCard())
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
    // Width and height from the IHDR chunk.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
    // The moved bytes, whole: no copy, no slice of a larger buffer.
    expect(png.buffer.byteLength).toBe(png.length)
    // Once the worker runs, drawing costs this thread a small part of what drawing here does
    // (side by side; the cheapest of three, since other files' leftovers run in this thread too).
    const cpuMs = async (draw: () => Promise<unknown>) => {
      const costs: number[] = []
      for (let i = 0; i < 3; i++) {
        const start = process.threadCpuUsage()
        await draw()
        const used = process.threadCpuUsage(start)
        costs.push((used.user + used.system) / 1000)
      }
      return Math.min(...costs)
    }
    await renderSharePng(defaultCard())
    const here = await cpuMs(() => renderSharePng(defaultCard()))
    const inWorker = await cpuMs(() => drawSharePng(defaultCard()))
    expect(inWorker).toBeLessThan(here / 4)
    expect(sharePngPoolStats()).toMatchObject({ workers: 1, busy: 0, queued: 0, crashed: 0 })
  }, 60_000)

  it('ends its workers when closed', async () => {
    await drawSharePng(defaultCard())
    await closeSharePngPool()
    expect(sharePngPoolStats()).toMatchObject({ workers: 0 })
  }, 60_000)
})
