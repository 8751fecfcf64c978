import { describe, expect, it } from 'vitest'

import { normalizeDateOfBirth } from './date-of-birth.ts'

describe('normalizeDateOfBirth', () => {
  it.each([
    ['1995-03-02', '1995-03-02'],
    ['1995/03/02', '1995-03-02'],
    ['1995.03.02', '1995-03-02'],
    ['1995 03 02', '1995-03-02'],
    ['1995-3-2', '1995-03-02'],
    ['19950302', '1995-03-02'],
  ])('reads %s as year, month, day: %s', (typed, expected) => {
    expect(normalizeDateOfBirth(typed)).toBe(expected)
  })

  it.each([
    ['', ''],
    ['02/03/1995', '02/03/1995'],
    ['1995032', '1995032'],
    ['mars 1995', 'mars 1995'],
    ['1995-03-02-01', '1995-03-02-01'],
  ])('leaves %s as typed, for the date error to name it', (typed, expected) => {
    expect(normalizeDateOfBirth(typed)).toBe(expected)
  })
})
