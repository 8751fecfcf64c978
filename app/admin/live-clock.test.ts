import { expect, it } from 'vitest'

import { CLOCK_LIMIT, clockMinute } from './live-clock.ts'
import { MAX_EVENT_MINUTE } from '~/league/index.ts'

const START = Date.parse('2026-01-15T00:02:00Z')

it('counts the minute under way from the start: 1 in the first minute, 6 after five', () => {
  expect(clockMinute(START, START)).toBe(1)
  expect(clockMinute(START, START + 59_999)).toBe(1)
  expect(clockMinute(START, START + 5 * 60_000)).toBe(6)
})

it('stays within the minutes the writer takes, whatever the phone’s clock says', () => {
  expect(clockMinute(START, START - 10 * 60_000)).toBe(1)
  expect(clockMinute(START, START + 10 * 3_600_000)).toBe(CLOCK_LIMIT)
  expect(CLOCK_LIMIT).toBe(MAX_EVENT_MINUTE)
})
