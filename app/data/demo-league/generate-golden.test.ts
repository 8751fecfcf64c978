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
    ['2026-01-15T03:30:00Z', 1, 'dbe931225a4d89a6ab1014147873049b4bae350759e4c4f93e499e4503922e5c'],
    ['2026-07-01T16:00:00Z', 1, '4b0610c5cd540ebef8c98b27db12ac3801ab5ae856bf2e245c7e34f16b1614b9'],
    ['2026-01-15T03:30:00Z', 3, '0a2e82473a732aabdebf9b074d6cb65e38752a2c5ba9ada59c0898925a9ec0e5'],
  ])('at %s, scale %i, hashes to the recorded value', (now, scale, hash) => {
    expect(sha256(generateDemoLeague({ now: new Date(now), scale }))).toBe(hash)
  })
})
