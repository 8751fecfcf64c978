import { describe, expect, it } from 'vitest'
import {
  cleanText,
  compareText,
  isTrueFlag,
  isTruthyFlag,
  matchKey,
  statsKey,
  toCount,
  toNumber,
} from './text.ts'

describe('text values are trimmed; empty ones are missing', () => {
  it.each([
    ['  Lions FC ', 'Lions FC'],
    ['', undefined],
    ['   ', undefined],
    [null, undefined],
    [undefined, undefined],
    [42, '42'],
    [Number.NaN, undefined],
    [{}, undefined],
    [['a'], undefined],
    [true, undefined],
  ])('cleanText(%j) → %j', (input, expected) => {
    expect(cleanText(input)).toBe(expected)
  })
})

describe('numbers may be written as strings', () => {
  it.each([
    [3, 3],
    ['3', 3],
    [' 2.5 ', 2.5],
    ['', undefined],
    ['abc', undefined],
    ['3 goals', undefined],
    [Infinity, undefined],
    [null, undefined],
    [true, undefined],
    [[3], undefined],
  ])('toNumber(%j) → %j', (input, expected) => {
    expect(toNumber(input)).toBe(expected)
  })

  it.each([
    ['4', 4],
    [2.7, 2],
    [-1, undefined],
    ['x', undefined],
  ])('toCount(%j) → %j', (input, expected) => {
    expect(toCount(input)).toBe(expected)
  })
})

describe('flags in every written form', () => {
  it.each([
    [true, true],
    ['true', true],
    [' TRUE ', true],
    [1, true],
    ['1', true],
    [false, false],
    [0, false],
    ['0', false],
    ['yes', false],
    [2, false],
    [null, false],
    [{}, false],
  ])('strict flag (isActive, GameComplete) %j → %s', (input, expected) => {
    expect(isTrueFlag(input)).toBe(expected)
  })

  it.each([
    [true, true],
    [1, true],
    ['1', true],
    ['yes', true],
    ['Yes', true],
    [3, true],
    ['2', true],
    [false, false],
    [0, false],
    ['no', false],
    ['false', false],
    [-1, false],
    ['', false],
    [null, false],
    [[], false],
  ])('truthy flag (suspended) %j → %s', (input, expected) => {
    expect(isTruthyFlag(input)).toBe(expected)
  })
})

describe('team and division matching ignores case, accents, spaces and punctuation', () => {
  it.each([
    ['St. Laurent United', 'St_Laurent_United'],
    ['Les Étoiles', 'les_etoiles'],
    ['MONTRÉAL-NORD F.C.', 'montreal nord fc'],
    ['Hommes A - Laval', 'hommesa laval'],
  ])('%j matches %j', (a, b) => {
    expect(matchKey(a)).toBe(matchKey(b))
    expect(matchKey(a)).not.toBe('')
  })

  it('different names do not match', () => {
    expect(matchKey('Lions FC')).not.toBe(matchKey('Lions FC 2'))
  })
})

describe('stats key: lowercase; dots, #, $, /, brackets, spaces, hyphens → underscores', () => {
  it.each([
    ['St. Laurent United', 'st_laurent_united'],
    ['St_Laurent_United', 'st_laurent_united'],
    ['FC #1 [Laval]', 'fc_1_laval'],
    ['A/B $ Team-X', 'a_b_team_x'],
    ['', ''],
  ])('statsKey(%j) → %j', (input, expected) => {
    expect(statsKey(input)).toBe(expected)
  })
})

describe('name order', () => {
  it('is natural and accent-insensitive', () => {
    expect(['G10', 'G2', 'G1'].sort(compareText)).toEqual(['G1', 'G2', 'G10'])
    expect(compareText('Étoiles', 'Lions')).toBeLessThan(0)
  })
})
