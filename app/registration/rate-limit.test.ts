import { describe, expect, it } from 'vitest'

import { SlidingWindowLimiter } from './rate-limit.ts'

function limiter(limit = 5, maxKeys?: number) {
  let now = 1_000_000
  const instance = new SlidingWindowLimiter({
    limit,
    windowMs: 10 * 60_000,
    clock: () => now,
    maxKeys,
  })
  return { instance, advance: (ms: number) => (now += ms) }
}

describe('the sliding-window rate limiter', () => {
  it('allows the limit, then refuses with the time to wait', () => {
    const { instance, advance } = limiter()
    for (let i = 0; i < 5; i++) {
      expect(instance.hit('1.2.3.4').allowed).toBe(true)
      advance(60_000)
    }
    const refused = instance.hit('1.2.3.4')
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 300 })
  })

  it('counts each address on its own', () => {
    const { instance } = limiter(1)
    expect(instance.hit('a').allowed).toBe(true)
    expect(instance.hit('b').allowed).toBe(true)
    expect(instance.hit('a').allowed).toBe(false)
  })

  it('slides: a hit leaves the window ten minutes after it was made', () => {
    const { instance, advance } = limiter(2)
    instance.hit('a')
    advance(5 * 60_000)
    instance.hit('a')
    expect(instance.hit('a').allowed).toBe(false)
    advance(5 * 60_000)
    expect(instance.hit('a')).toEqual({ allowed: true, remaining: 0 })
    expect(instance.hit('a').allowed).toBe(false)
  })

  it('does not count refused hits', () => {
    const { instance, advance } = limiter(1)
    instance.hit('a')
    advance(9 * 60_000)
    instance.hit('a')
    advance(60_000)
    expect(instance.hit('a').allowed).toBe(true)
  })

  it('keeps at most maxKeys addresses, forgetting the least recently seen', () => {
    const { instance } = limiter(1, 2)
    instance.hit('a')
    instance.hit('b')
    instance.hit('c')
    expect(instance.size).toBe(2)
    expect(instance.hit('a').allowed).toBe(true)
    expect(instance.hit('c').allowed).toBe(false)
  })
})
