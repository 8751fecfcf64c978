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
    ['2026-01-15T03:30:00Z', 1, '2ca373b51d61db5596733633c748ac8c00a406aa5513d84fb78097818b9d85ec'],
    ['2026-07-01T16:00:00Z', 1, '0ac2ca06e479b97da9f0a95c4d659c0da9f8d79e78f1a41eda44bd2aee426fad'],
    ['2026-01-15T03:30:00Z', 3, '24a56d551ccdfa53e9cd56c337bc52c68fe6e5f95277e63ff92b3e72ebd5c555'],
  ])('at %s, scale %i, hashes to the recorded value', (now, scale, hash) => {
    expect(sha256(generateDemoLeague({ now: new Date(now), scale }))).toBe(hash)
  })
})
