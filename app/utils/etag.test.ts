import { describe, expect, test } from 'vitest'

import { etagMatches } from './etag.ts'

describe('etagMatches', () => {
  test.each([
    [undefined, '"a"', false],
    ['', '"a"', false],
    ['"a"', '"a"', true],
    ['W/"a"', '"a"', true],
    ['"a"', 'W/"a"', true],
    ['"b", "a"', '"a"', true],
    ['*', '"a"', true],
    ['"a-br"', '"a"', false],
    ['"b"', '"a"', false],
  ])('If-None-Match %s names %s: %s', (header, etag, expected) => {
    expect(etagMatches(header, etag)).toBe(expected)
  })
})
