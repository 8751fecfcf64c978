import { describe, expect, it } from 'vitest'

import { nextSequence, readSequence } from './game-sequence.ts'

describe('a game’s sequence', () => {
  it.each([
    [{}, 0, 1],
    [{ Sequence: 3 }, 3, 4],
    [{ Sequence: '2' }, 2, 3],
    [{ Sequence: 'junk' }, 0, 1],
    [{ Sequence: -4 }, 0, 1],
  ])('reads %j as %i and moves on to %i', (record, read, next) => {
    expect(readSequence(record)).toBe(read)
    expect(nextSequence(record)).toBe(next)
  })
})
