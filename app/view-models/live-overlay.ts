// Open pages show a game's new status and score from the live notice at once: its patches by
// game id, until the page's data of that version or newer is shown.
import type { GamePatch } from '~/league/index.ts'

export type { GamePatch }

/** Each patch with the data version that carried it. */
export type GameOverlay = ReadonlyMap<string, { patch: GamePatch; version: number }>

export const NO_PATCHES: GameOverlay = new Map()

export function withPatches(
  overlay: GameOverlay,
  patches: readonly GamePatch[],
  version: number,
): GameOverlay {
  if (patches.length === 0) return overlay
  const next = new Map(overlay)
  for (const patch of patches) next.set(patch.id, { patch, version })
  return next
}

/** The page's data of that version has come: it shows every patch up to it, and more. */
export function withDataOf(overlay: GameOverlay, version: number): GameOverlay {
  let next: Map<string, { patch: GamePatch; version: number }> | undefined
  for (const [id, entry] of overlay) {
    if (entry.version > version) continue
    next ??= new Map(overlay)
    next.delete(id)
  }
  return next ?? overlay
}

/** A past season's game may share its id with one of this season: only this season's are live. */
type Patchable = { id: string; past?: true }

export function patchOf(overlay: GameOverlay, view: Patchable): GamePatch | undefined {
  return view.past ? undefined : overlay.get(view.id)?.patch
}
