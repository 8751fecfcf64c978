import { describe, expect, it } from 'vitest'
import { compareText } from './text.ts'
import { FORM_LENGTH, keepLatest, type FormEntry, type FormResult } from './standings-form.ts'

const RESULTS: FormResult[] = ['W', 'D', 'L']

/** Results of a season in record order: repeated days, kick-offs and ids, undated games. */
function season(seed: number, count: number): FormEntry[] {
  let state = seed
  const next = (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648
    return state % n
  }
  return Array.from({ length: count }, () => ({
    result: RESULTS[next(3)],
    day: next(6) === 0 ? Infinity : 20_000 + next(8),
    minutes: next(5) === 0 ? Infinity : 1_140 + 30 * next(3),
    gameId: `G${next(12)}`,
  }))
}

describe('a team form keeps the latest results as sorting every result would', () => {
  it.each([0, 1, 4, 5, 6, 12, 40])('for a season of %i results', (count) => {
    for (let seed = 1; seed <= 30; seed += 1) {
      const entries = season(seed * 7919 + count, count)
      const sorted = entries
        .map((entry) => ({ ...entry }))
        .sort((a, b) => a.day - b.day || a.minutes - b.minutes || compareText(a.gameId, b.gameId))
        .slice(-FORM_LENGTH)
      const form: FormEntry[] = []
      for (const { result, day, minutes, gameId } of entries)
        keepLatest(form, result, day, minutes, gameId)
      expect(form).toEqual(sorted)
    }
  })
})
