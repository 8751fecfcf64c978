// Bounded, so a flood cannot grow memory.
import { LRUCache } from 'lru-cache'

export const ONE_HOUR_MS = 60 * 60 * 1000

export type RecentKeysOptions = {
  ttlMs?: number
  max?: number
  clock?: () => number
}

export class RecentKeys {
  private readonly keys: LRUCache<string, true>

  constructor({ ttlMs = ONE_HOUR_MS, max = 10_000, clock = Date.now }: RecentKeysOptions = {}) {
    this.keys = new LRUCache({ max, ttl: ttlMs, ttlResolution: 0, perf: { now: clock } })
  }

  claim(key: string): boolean {
    if (this.keys.has(key)) return false
    this.keys.set(key, true)
    return true
  }

  has(key: string): boolean {
    return this.keys.has(key)
  }

  release(key: string): void {
    this.keys.delete(key)
  }
}
