// A sliding window in memory, per process.
export type RateLimitDecision =
  { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number }

export type RateLimiterOptions = {
  limit: number
  windowMs: number
  clock?: () => number
  /** A flood of addresses cannot grow memory. */
  maxKeys?: number
}

export class SlidingWindowLimiter {
  private readonly limit: number
  private readonly windowMs: number
  private readonly clock: () => number
  private readonly maxKeys: number
  private readonly hits = new Map<string, number[]>()

  constructor({ limit, windowMs, clock = Date.now, maxKeys = 10_000 }: RateLimiterOptions) {
    this.limit = limit
    this.windowMs = windowMs
    this.clock = clock
    this.maxKeys = maxKeys
  }

  hit(key: string): RateLimitDecision {
    const now = this.clock()
    const recent = (this.hits.get(key) ?? []).filter((at) => now - at < this.windowMs)
    if (recent.length >= this.limit) {
      this.hits.set(key, recent)
      const retryAfterMs = recent[0]! + this.windowMs - now
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) }
    }
    recent.push(now)
    // Re-inserting moves the key to the end: Map order is then least recently used first.
    this.hits.delete(key)
    this.hits.set(key, recent)
    this.evict()
    return { allowed: true, remaining: this.limit - recent.length }
  }

  get size(): number {
    return this.hits.size
  }

  private evict() {
    for (const key of this.hits.keys()) {
      if (this.hits.size <= this.maxKeys) break
      this.hits.delete(key)
    }
  }
}
