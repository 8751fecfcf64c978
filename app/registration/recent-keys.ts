/**
 * Keys remembered for a fixed time, in memory (one server process): registrations already saved
 * (duplicate posts) and addresses already mailed. Bounded, so a flood cannot grow memory.
 */
import { LRUCache } from 'lru-cache'

export const ONE_HOUR_MS = 60 * 60 * 1000

export type RecentKeysOptions = {
  ttlMs?: number
  /** Keys kept at most; the least recently used go first. */
  max?: number
  /** Milliseconds; injectable for tests. */
  clock?: () => number
}

export class RecentKeys {
  private readonly keys: LRUCache<string, true>

  constructor({ ttlMs = ONE_HOUR_MS, max = 10_000, clock = Date.now }: RecentKeysOptions = {}) {
    this.keys = new LRUCache({ max, ttl: ttlMs, ttlResolution: 0, perf: { now: clock } })
  }

  /** True (and the key is remembered) when it was not seen within the window. */
  claim(key: string): boolean {
    if (this.keys.has(key)) return false
    this.keys.set(key, true)
    return true
  }

  has(key: string): boolean {
    return this.keys.has(key)
  }

  /** Forgets a key, e.g. after the work it claimed failed. */
  release(key: string): void {
    this.keys.delete(key)
  }
}
