import { afterAll, describe, expect, it } from 'vitest'

import { defaultCard } from '~/view-models/share-image.ts'

import { closeSharePngPool, drawSharePng, sharePngPoolStats } from './share-png-pool.server.ts'

afterAll(() => closeSharePngPool())

describe('drawSharePng', () => {
  it('draws a card in a worker thread, leaving the main thread free', async () => {
    const png = await drawSharePng(defaultCard())
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
    // Width and height from the IHDR chunk.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
    // The moved bytes, whole: no copy, no slice of a larger buffer.
    expect(png.buffer.byteLength).toBe(png.length)
    // Once the worker runs, a drawing (~50 ms of CPU) costs the main thread next to nothing.
    const mainThread = process.threadCpuUsage()
    await drawSharePng(defaultCard())
    const used = process.threadCpuUsage(mainThread)
    expect((used.user + used.system) / 1000).toBeLessThan(10)
    expect(sharePngPoolStats()).toMatchObject({ workers: 1, busy: 0, queued: 0, crashed: 0 })
  }, 60_000)

  it('ends its workers when closed', async () => {
    await drawSharePng(defaultCard())
    await closeSharePngPool()
    expect(sharePngPoolStats()).toMatchObject({ workers: 0 })
  }, 60_000)
})
