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
    ['2026-01-15T03:30:00Z', 1, 'e3860c426efce777eb8e2b9ccdd6a66688e8817f3ec433af0812d4f0190d6c9d'],
    ['2026-07-01T16:00:00Z', 1, '12bcccc400c0d152eeb3104318c7a23c1b61948e3419b312bcaf9370389adf50'],
    ['2026-01-15T03:30:00Z', 3, 'f67e7e113ed509455c41f8d44c5cb84cbd946898a91d265250c8d7ffc40d9b62'],
  ])('at %s, scale %i, hashes to the recorded value', (now, scale, hash) => {
    expect(sha256(generateDemoLeague({ now: new Date(now), scale }))).toBe(hash)
  })
})
