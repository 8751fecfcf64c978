import { describe, expect, it } from 'vitest'

import { matchGridClasses } from './match-grid.ts'

describe('matchGridClasses', () => {
  it.each([
    [0, 'grid grid-cols-1 gap-4'],
    [1, 'grid grid-cols-1 gap-4'],
    [2, 'grid grid-cols-1 gap-4 sm:grid-cols-2'],
    [3, 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3'],
    [6, 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3'],
  ])('gives %i cards no more columns than cards', (count, classes) => {
    expect(matchGridClasses(count)).toBe(classes)
  })
})
