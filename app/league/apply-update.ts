// A multi-path update applied as a Realtime Database applies it: null deletes a path and the
// parents it leaves empty.
import type { LeagueUpdate } from './write-outcome.ts'
import { asRecord } from './text.ts'

interface PathNode {
  children: Map<string, PathNode>
  ends: boolean
  value?: unknown
}

/**
 * Undefined when one path lies under another: then order matters and they are applied one by one.
 */
function pathTree(update: LeagueUpdate): PathNode | undefined {
  const root: PathNode = { children: new Map(), ends: false }
  for (const [path, value] of Object.entries(update)) {
    const segments = path.split('/').filter(Boolean)
    if (segments.length === 0) return undefined
    let node = root
    for (const segment of segments) {
      if (node.ends) return undefined
      let child = node.children.get(segment)
      if (!child) {
        child = { children: new Map(), ends: false }
        node.children.set(segment, child)
      }
      node = child
    }
    if (node.ends || node.children.size > 0) return undefined
    node.ends = true
    node.value = value
  }
  return root
}

function setKey(record: Record<string, unknown>, key: string, value: unknown): void {
  if (value === null) delete record[key]
  else
    Object.defineProperty(record, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    })
}

function applyPaths(node: unknown, paths: PathNode): unknown {
  const record = asRecord(node) ?? {}
  const copy: Record<string, unknown> = { ...record }
  for (const [key, child] of paths.children)
    setKey(copy, key, child.ends ? (child.value ?? null) : applyPaths(record[key] ?? null, child))
  return Object.keys(copy).length === 0 ? null : copy
}

function setAt(node: unknown, segments: readonly string[], value: unknown): unknown {
  if (segments.length === 0) return value ?? null
  const [head, ...rest] = segments
  const record = asRecord(node) ?? {}
  const copy: Record<string, unknown> = { ...record }
  setKey(copy, head, setAt(record[head] ?? null, rest, value))
  return Object.keys(copy).length === 0 ? null : copy
}

/**
 * For a builder that owns its tree and writes hundreds of updates (the demo generator): nothing is
 * copied.
 */
export function applyLeagueUpdateInPlace(
  tree: Record<string, unknown>,
  update: LeagueUpdate,
): void {
  for (const [path, value] of Object.entries(update)) {
    const segments = path.split('/').filter(Boolean)
    const last = segments.pop()
    if (last === undefined) continue
    const parents: Array<[Record<string, unknown>, string]> = []
    let node = tree
    for (const segment of segments) {
      let child = asRecord(node[segment])
      if (!child) {
        child = {}
        setKey(node, segment, child)
      }
      parents.push([node, segment])
      node = child
    }
    setKey(node, last, value ?? null)
    for (const [parent, key] of parents.reverse()) {
      if (Object.keys(asRecord(parent[key]) ?? {}).length > 0) break
      delete parent[key]
    }
  }
}

export function applyLeagueUpdate<T>(tree: T, update: LeagueUpdate): T {
  const paths = pathTree(update)
  if (paths) return (applyPaths(tree, paths) ?? {}) as T
  let next: unknown = tree
  for (const [path, value] of Object.entries(update))
    next = setAt(next, path.split('/').filter(Boolean), value)
  return (next ?? {}) as T
}
