import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { type PushJob, PushQueue, type SendOutcome, retryDelay } from './push-queue.ts'

function jobs(count: number): PushJob[] {
  return Array.from({ length: count }, (_, i) => {
    const endpoint = `https://push.example.com/${i}`
    return {
      endpoint,
      subscription: { endpoint, keys: { p256dh: 'k', auth: 'a' } },
      payload: '{}',
      ttl: 60,
      attempts: 0,
    }
  })
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('retryDelay', () => {
  const options = { baseDelayMs: 1000, maxDelayMs: 8000, random: () => 1 }

  it('doubles with each attempt up to its ceiling', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelay(n, options))).toEqual([
      1000, 2000, 4000, 8000, 8000, 8000,
    ])
  })

  it('spreads retries between half and the whole delay', () => {
    expect(retryDelay(3, { ...options, random: () => 0 })).toBe(2000)
  })

  it('waits as long as the push service asks when it asks for longer', () => {
    expect(retryDelay(1, { ...options, afterMs: 30_000 })).toBe(30_000)
  })
})

describe('PushQueue', () => {
  it('sends every job, never more at once than its concurrency', async () => {
    let inFlight = 0
    let most = 0
    const queue = new PushQueue({
      concurrency: 3,
      onGone: () => {},
      send: async () => {
        most = Math.max(most, ++inFlight)
        await Promise.resolve()
        inFlight--
        return { kind: 'sent' }
      },
    })
    expect(queue.enqueue(jobs(10))).toBe(10)
    await vi.runAllTimersAsync()
    await queue.idle()
    expect(most).toBe(3)
    expect(queue.stats()).toMatchObject({ sent: 10, queued: 0, sending: 0 })
  })

  it('tries a busy push service again, further apart each time, then gives up', async () => {
    const at: number[] = []
    const queue = new PushQueue({
      maxAttempts: 4,
      baseDelayMs: 1000,
      random: () => 1,
      onGone: () => {},
      send: () => {
        at.push(Date.now())
        return Promise.resolve<SendOutcome>({ kind: 'retry' })
      },
    })
    const start = Date.now()
    queue.enqueue(jobs(1))
    await vi.runAllTimersAsync()
    await queue.idle()
    expect(at.map((t) => t - start)).toEqual([0, 1000, 3000, 7000])
    expect(queue.stats()).toMatchObject({ retried: 3, failed: 1, sent: 0 })
  })

  it('drops a subscription the push service says is gone, without trying again', async () => {
    const gone: string[] = []
    const queue = new PushQueue({
      onGone: (endpoint) => gone.push(endpoint),
      send: () => Promise.resolve<SendOutcome>({ kind: 'gone' }),
    })
    queue.enqueue(jobs(2))
    await vi.runAllTimersAsync()
    expect(gone).toEqual(['https://push.example.com/0', 'https://push.example.com/1'])
    expect(queue.stats()).toMatchObject({ gone: 2, retried: 0 })
  })

  it('holds sends beyond the league-wide cap until the next minute', async () => {
    const sent: number[] = []
    const queue = new PushQueue({
      perMinute: 3,
      onGone: () => {},
      send: () => {
        sent.push(Date.now())
        return Promise.resolve<SendOutcome>({ kind: 'sent' })
      },
    })
    const start = Date.now()
    queue.enqueue(jobs(5))
    await vi.advanceTimersByTimeAsync(59_000)
    expect(sent).toHaveLength(3)
    expect(queue.stats().capped).toBeGreaterThan(0)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(sent.map((t) => t - start)).toEqual([0, 0, 0, 60_000, 60_000])
  })

  it('keeps at most its bound and counts what it had to drop', () => {
    const queue = new PushQueue({
      maxQueued: 2,
      concurrency: 0,
      onGone: () => {},
      send: () => Promise.resolve<SendOutcome>({ kind: 'sent' }),
    })
    expect(queue.enqueue(jobs(5))).toBe(2)
    expect(queue.stats()).toMatchObject({ queued: 2, dropped: 3 })
  })

  it('never waits for a push service: enqueue returns while the send is still under way', () => {
    const send = vi.fn(() => new Promise<SendOutcome>(() => {}))
    const queue = new PushQueue({ onGone: () => {}, send })
    queue.enqueue(jobs(1))
    expect(queue.stats().sending).toBe(1)
  })
})
