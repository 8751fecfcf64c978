/**
 * Memoisation across league versions (docs/decisions/0013-incremental-views-and-store.md).
 * The data layer shares unchanged branches between versions of the tree, so a raw node, and
 * anything read from it here, keeps its identity while it does not change. A result is keyed
 * weakly by one such object (the anchor) and reused while its other inputs (deps) are the same
 * objects too: a change under one division rebuilds that division's entities and views only.
 */
type Entry<V> = { deps: readonly unknown[]; value: V }

export type Memo<V> = (anchor: unknown, deps: readonly unknown[], compute: () => V) => V

function sameDeps(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) return false
  return true
}

/** A memo keyed weakly by an object anchor; non-object anchors (junk, absent nodes) are not cached. */
export function createMemo<V>(): Memo<V> {
  const entries = new WeakMap<object, Entry<V>>()
  return (anchor, deps, compute) => {
    if (typeof anchor !== 'object' || anchor === null) return compute()
    const entry = entries.get(anchor)
    if (entry && sameDeps(entry.deps, deps)) return entry.value
    const value = compute()
    entries.set(anchor, { deps, value })
    return value
  }
}
