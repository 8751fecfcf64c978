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
    expect(gate.enter(() => started.push(1))).toBe('started')
    expect(gate.enter(() => started.push(2))).toBe('queued')
    expect(gate.enter(() => started.push(3))).toBe('busy')
    expect(gate.counts()).toEqual({ rendering: 1, waiting: 1, refused: 1, overShare: 0 })
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

  it('holds a client to its share of the queue, and others are still queued', () => {
    const gate = createRenderGate({ concurrency: 1, maxWaiting: 100, maxWaitingPerClient: 2 })
    gate.enter(() => {}, 'flood')
    const flood = Array.from({ length: 10 }, () => gate.enter(() => {}, 'flood'))
    expect(flood.filter((entry) => entry === 'queued')).toHaveLength(2)
    expect(flood.filter((entry) => entry === 'over-share')).toHaveLength(8)
    expect(gate.enter(() => {}, 'visitor')).toBe('queued')
    expect(gate.counts()).toMatchObject({ waiting: 3, overShare: 8, refused: 0 })
  })

  it("takes turns round the waiting clients: a visitor's page waits for one of a flood's renders", async () => {
    const gate = createRenderGate({ concurrency: 1, maxWaiting: 100, maxWaitingPerClient: 50 })
    const started: string[] = []
    let release = () => {}
    const render = (name: string) => (done: () => void) => {
      started.push(name)
      release = done
    }
    gate.enter(render('flood 0'), 'flood')
    for (let n = 1; n <= 20; n += 1) gate.enter(render(`flood ${n}`), 'flood')
    gate.enter(render('visitor'), 'visitor')
    for (let turns = 0; turns < 3; turns += 1) {
      release()
      await turn()
    }
    expect(started).toEqual(['flood 0', 'flood 1', 'visitor', 'flood 2'])
  })
})
