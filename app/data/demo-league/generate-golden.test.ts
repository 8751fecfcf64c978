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
    ['2026-01-15T03:30:00Z', 1, '1a58c0ff385176b4db595be5d47504edc2abb88ad256e4b8e6ba134bcec4db58'],
    ['2026-07-01T16:00:00Z', 1, 'f94c6ca6aff3fae5a11176927fdd1792c274edb646d48f5f674fdf455c698ddd'],
    ['2026-01-15T03:30:00Z', 3, 'f5a95a98c048403518db63f39f4158f78b17a687fe3815b35f1d186293990e69'],
  ])('at %s, scale %i, hashes to the recorded value', (now, scale, hash) => {
    expect(sha256(generateDemoLeague({ now: new Date(now), scale }))).toBe(hash)
  })
})
