import { describe, expect, it } from 'vitest'

import {
  type GameOverlay,
  type GamePatch,
  NO_PATCHES,
  patchOf,
  withDataOf,
  withPatches,
} from './live-overlay.ts'

describe('the overlay of patches by game id', () => {
  const goal: GamePatch = { id: 'G20', status: 'live', homeScore: 1, awayScore: 0, minute: 3 }
  const second: GamePatch = { ...goal, homeScore: 2, minute: 9 }

  it.each<[string, (overlay: GameOverlay) => GameOverlay, string, GamePatch | undefined]>([
    ['a patch shows on its game', (o) => withPatches(o, [goal], 5), 'G20', goal],
    ['an unknown game has none', (o) => withPatches(o, [goal], 5), 'G99', undefined],
    [
      'a later patch replaces the earlier',
      (o) => withPatches(withPatches(o, [goal], 5), [second], 6),
      'G20',
      second,
    ],
    [
      'data of the same version wins',
      (o) => withDataOf(withPatches(o, [goal], 5), 5),
      'G20',
      undefined,
    ],
    [
      'data newer than the patch wins',
      (o) => withDataOf(withPatches(o, [goal], 5), 7),
      'G20',
      undefined,
    ],
    [
      'data older than the patch leaves it shown',
      (o) => withDataOf(withPatches(o, [second], 6), 5),
      'G20',
      second,
    ],
  ])('%s', (_, build, id, expected) => {
    expect(patchOf(build(NO_PATCHES), { id })).toEqual(expected)
  })

  it("a past season's game sharing the id is never patched", () => {
    expect(patchOf(withPatches(NO_PATCHES, [goal], 5), { id: 'G20', past: true })).toBeUndefined()
  })

  it('nothing to drop leaves the same overlay: no component is told', () => {
    const overlay = withPatches(NO_PATCHES, [second], 6)
    expect(withDataOf(overlay, 5)).toBe(overlay)
    expect(withPatches(overlay, [], 7)).toBe(overlay)
  })
})
