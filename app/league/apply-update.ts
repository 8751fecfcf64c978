/**
 * A multi-path update applied to a plain tree, as a Realtime Database applies it: each path's
 * value replaced, null deleting it and the parents it leaves empty. For previews and tests of
 * what the writers return (the stores apply updates themselves, in one transaction).
 */
import type { LeagueUpdate } from './record-result.ts'
import { asRecord } from './text.ts'

function setAt(node: unknown, segments: readonly string[], value: unknown): unknown {
  if (segments.length === 0) return value ?? null
  const [head, ...rest] = segments
  const record = asRecord(node) ?? {}
  const child = setAt(record[head] ?? null, rest, value)
  const copy: Record<string, unknown> = { ...record }
  if (child === null) delete copy[head]
  else
    Object.defineProperty(copy, head, {
      value: child,
      enumerable: true,
      writable: true,
      configurable: true,
    })
  return Object.keys(copy).length === 0 ? null : copy
}

/** A new tree with `update` applied; the input is not changed. */
export function applyLeagueUpdate<T>(tree: T, update: LeagueUpdate): T {
  let next: unknown = tree
  for (const [path, value] of Object.entries(update))
    next = setAt(next, path.split('/').filter(Boolean), value)
  return (next ?? {}) as T
}
