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
    ['2026-01-15T03:30:00Z', 1, '0bf1fde43e6b8dd65b965caefaa5e858a61f94c00a564307dcde8a5021aff453'],
    ['2026-07-01T16:00:00Z', 1, '3adef5efa70055a34d3bce45703778a258abd15b39e8f2ab4675db372890cb23'],
    ['2026-01-15T03:30:00Z', 3, 'bf43c3dacb75bc12cb33cfad8bfcbb183dc97c3337458bcd39c5932561bc507d'],
  ])('at %s, scale %i, hashes to the recorded value', (now, scale, hash) => {
    expect(sha256(generateDemoLeague({ now: new Date(now), scale }))).toBe(hash)
  })
})
