/**
 * The demo league is byte-for-byte what it was before `generate.ts` was split into smaller
 * functions: SHA-256 of the JSON of the whole output (tree, media, facts), for fixed
 * `now`s (winter and summer seasons) and scales 1 and 3. A change of these hashes means the
 * generated league changed: make it on purpose and update them.
 */
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'

import { generateDemoLeague } from './generate.ts'

const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex')

describe('the demo league output', { timeout: 60_000 }, () => {
  it.each([
    ['2026-01-15T03:30:00Z', 1, 'cbde000c2660508ee445c2947c6dbf8df136800f84a5d082d0bf9e02dc557260'],
    ['2026-07-01T16:00:00Z', 1, '0b51539d342675f888e1eb1b377c3c2138049ff1676ae095429dd8419c5cfc5c'],
    ['2026-01-15T03:30:00Z', 3, 'a68fd403d699abcf348a8e931a4ec7eb60dfd23f18d3a6b928f3bd0e64363123'],
  ])('at %s, scale %i, hashes to the recorded value', (now, scale, hash) => {
    expect(sha256(generateDemoLeague({ now: new Date(now), scale }))).toBe(hash)
  })
})
