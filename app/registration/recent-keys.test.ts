import { describe, expect, it } from 'vitest'

import { ONE_HOUR_MS, RecentKeys } from './recent-keys.ts'

describe('recent keys', () => {
  it('claim a key once per window, and again once the window has passed', () => {
    let now = 1_000_000
    const keys = new RecentKeys({ clock: () => now })
    expect(keys.claim('a')).toBe(true)
    expect(keys.claim('a')).toBe(false)
    expect(keys.claim('b')).toBe(true)
    now += ONE_HOUR_MS - 1
    expect(keys.claim('a')).toBe(false)
    now += 2
    expect(keys.claim('a')).toBe(true)
  })

  it('give a key back when released', () => {
    const keys = new RecentKeys()
    keys.claim('a')
    keys.release('a')
    expect(keys.has('a')).toBe(false)
    expect(keys.claim('a')).toBe(true)
  })

  it('keep at most max keys', () => {
    const keys = new RecentKeys({ max: 2 })
    for (const key of ['a', 'b', 'c']) keys.claim(key)
    expect(keys.has('a')).toBe(false)
    expect(keys.has('c')).toBe(true)
  })
})
