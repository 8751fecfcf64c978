/**
 * A per-key sliding-window rate limiter kept in memory (one server process). Each key keeps the
 * instants of its recent hits; a hit is refused while `limit` hits already lie in the window.
 * Behind several processes each has its own counts, which only makes the limit looser.
 */
export type RateLimitDecision =
  { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number }

export type RateLimiterOptions = {
  limit: number
  windowMs: number
  /** Milliseconds since the epoch; injectable for tests. */
  clock?: () => number
  /** Keys kept at most; the stalest go first (a flood of addresses cannot grow memory). */
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

  /** Counts a hit for `key` if the window has room, else says how long to wait. */
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

  /** Number of keys currently tracked (tests). */
  get size(): number {
    return this.hits.size
  }

  /** Drops the least recently used keys beyond `maxKeys`. */
  private evict() {
    for (const key of this.hits.keys()) {
      if (this.hits.size <= this.maxKeys) break
      this.hits.delete(key)
    }
  }
}
