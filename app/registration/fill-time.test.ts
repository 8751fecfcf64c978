import { describe, expect, it } from 'vitest'

import { postedTooFast } from './fill-time.ts'

const NOW = 1_800_000_000_000

describe('postedTooFast', () => {
  it('refuses a form posted sooner than the minimum after it was served', () => {
    expect(postedTooFast(NOW - 1_000, NOW, 5_000)).toBe(true)
  })

  it('accepts a form that took a person’s time to fill', () => {
    expect(postedTooFast(NOW - 5_000, NOW, 5_000)).toBe(false)
    expect(postedTooFast(NOW - 3_600_000, NOW, 5_000)).toBe(false)
  })

  it.each([undefined, NOW + 60_000])('refuses a missing or future start (%s)', (value) => {
    expect(postedTooFast(value, NOW, 5_000)).toBe(true)
  })

  it('checks nothing when the minimum is 0', () => {
    expect(postedTooFast(undefined, NOW, 0)).toBe(false)
  })
})
