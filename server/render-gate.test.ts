import { setImmediate as turn } from 'node:timers/promises'

import { describe, expect, it } from 'vitest'

import { createRenderGate } from './render-gate.ts'

describe('the render gate', () => {
  it('starts renders up to its concurrency at once and queues the others in order', async () => {
    const gate = createRenderGate({ concurrency: 2, maxWaiting: 10 })
    const started: string[] = []
    const releases = new Map<string, () => void>()
    for (const name of ['a', 'b', 'c', 'd'])
      gate.enter((release) => {
        started.push(name)
        releases.set(name, release)
      })
    expect(started).toEqual(['a', 'b'])
    expect(gate.counts()).toMatchObject({ rendering: 2, waiting: 2 })

    releases.get('b')!()
    expect(started).toEqual(['a', 'b'])
    await turn()
    expect(started).toEqual(['a', 'b', 'c'])
    releases.get('a')!()
    await turn()
    expect(started).toEqual(['a', 'b', 'c', 'd'])
  })

  it('starts the next render on a later turn of the event loop, never inside the release', async () => {
    const gate = createRenderGate({ concurrency: 1, maxWaiting: 10 })
    const order: string[] = []
    let release!: () => void
    gate.enter((done) => (release = done))
    gate.enter(() => order.push('queued render'))
    release()
    queueMicrotask(() => order.push('a cached page'))
    await turn()
    expect(order).toEqual(['a cached page', 'queued render'])
  })

  it('refuses renders past the queue, counts them, and never starts them', () => {
    const gate = createRenderGate({ concurrency: 1, maxWaiting: 1 })
    const started: number[] = []
    expect(gate.enter(() => started.push(1))).toBe(true)
    expect(gate.enter(() => started.push(2))).toBe(true)
    expect(gate.enter(() => started.push(3))).toBe(false)
    expect(gate.counts()).toEqual({ rendering: 1, waiting: 1, refused: 1 })
    expect(started).toEqual([1])
  })

  it('a render that takes too long gives its turn up to the next', async () => {
    const gate = createRenderGate({ concurrency: 1, maxWaiting: 10, holdMs: 20 })
    const started: string[] = []
    gate.enter(() => started.push('stalled'))
    gate.enter(() => started.push('next'))
    expect(started).toEqual(['stalled'])
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(started).toEqual(['stalled', 'next'])
  })

  it('a release called twice frees one place only', async () => {
    const gate = createRenderGate({ concurrency: 1, maxWaiting: 10 })
    let release!: () => void
    gate.enter((done) => (release = done))
    gate.enter(() => {})
    gate.enter(() => {})
    release()
    release()
    await turn()
    await turn()
    expect(gate.counts()).toMatchObject({ rendering: 1, waiting: 1 })
  })
})
