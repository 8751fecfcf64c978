/**
 * The demo league is byte-for-byte what it was before `generate.ts` was split into smaller
 * functions (issue 21): SHA-256 of the JSON of the whole output (tree, media, facts), for fixed
 * `now`s (winter and summer seasons) and scales 1 and 3. A change of these hashes means the
 * generated league changed: make it on purpose and update them.
 */
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'

import { generateDemoLeague } from './generate.ts'

const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex')

describe('the demo league output', { timeout: 60_000 }, () => {
  it.each([
    ['2026-01-15T03:30:00Z', 1, '553d84b3e659b03f7a129b48b10f6e20c0fbd898ff68af6bfebe0849af3a5d94'],
    ['2026-07-01T16:00:00Z', 1, '3d8c9143285b019e63986a2bf814d5b1b85a78bc9acc47bf1881121d0ed06cd6'],
    ['2026-01-15T03:30:00Z', 3, '70952d846c7566cd6f959af144413acc465444028e1af6a09294cfe47f314dc1'],
  ])('at %s, scale %i, hashes to the recorded value', (now, scale, hash) => {
    expect(sha256(generateDemoLeague({ now: new Date(now), scale }))).toBe(hash)
  })
})
