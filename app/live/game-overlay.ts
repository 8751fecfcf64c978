// The page's one overlay of live patches (view-models/live-overlay.ts), read wherever a game shows.
import { useCallback, useMemo, useSyncExternalStore } from 'react'

import {
  type GameOverlay,
  type GamePatch,
  NO_PATCHES,
  patchOf,
  withDataOf,
  withPatches,
} from '~/view-models/live-overlay.ts'

let overlay: GameOverlay = NO_PATCHES
const listeners = new Set<() => void>()

function publish(next: GameOverlay): void {
  if (next === overlay) return
  overlay = next
  for (const listener of listeners) listener()
}

export function applyGamePatches(patches: readonly GamePatch[], version: number): void {
  publish(withPatches(overlay, patches, version))
}

export function gameDataArrived(version: number): void {
  publish(withDataOf(overlay, version))
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

// The server renders the data as it is: no patch there, so hydration matches.
const onServer = () => undefined

export function useLiveGame<V extends { id: string; past?: true }>(
  view: V,
  patch: (view: V, patch: GamePatch | undefined) => V,
): V {
  const { id, past } = view
  // Each card reads its own game's patch: a goal re-renders that game's cards only.
  const ownPatch = useCallback(() => patchOf(overlay, { id, past }), [id, past])
  const shown = useSyncExternalStore(subscribe, ownPatch, onServer)
  return useMemo(() => patch(view, shown), [patch, view, shown])
}
