// Why: docs/decisions/0013-incremental-views-and-store.md (unchanged branches keep their identity
// between versions).
type Entry<V> = { deps: readonly unknown[]; value: V }

export type Memo<V> = (anchor: unknown, deps: readonly unknown[], compute: () => V) => V

function sameDeps(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) return false
  return true
}

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
