/**
 * The demo league's exact output, so that reorganising the generator cannot change it unseen:
 * SHA-256 of the JSON of the whole output (tree, media, facts), for fixed `now`s (winter and
 * summer seasons) and scales 1 and 3. A change of these hashes means the generated league
 * changed: make it on purpose and update them.
 */
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'

import { generateDemoLeague } from './generate.ts'

const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex')

describe('the demo league output', { timeout: 60_000 }, () => {
  it.each([
    ['2026-01-15T03:30:00Z', 1, '2bad9b612bcf61b4cd1443eb675eb463c930f25b9bb7934e88085434e0c1a57e'],
    ['2026-07-01T16:00:00Z', 1, '54566cdc126de498abafc701a933314bc35636bcdf804516526b0a987b80aa31'],
    ['2026-01-15T03:30:00Z', 3, '621473eed3a038a23c6bd7f801f8dcf6e462ef96d987f9584dcd7da30f577771'],
  ])('at %s, scale %i, hashes to the recorded value', (now, scale, hash) => {
    expect(sha256(generateDemoLeague({ now: new Date(now), scale }))).toBe(hash)
  })
})
