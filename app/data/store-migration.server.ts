// From the first schema (one row per leaf, ADR 0003) to rows per subtree (ADR 0013), when a store
// opens.
import type { DatabaseSync } from 'node:sqlite'

import { isPlainObject, setOwn } from './league-source.ts'

const KIND_PLAIN = 0
const KIND_BOOLEAN = 1
const KIND_EMPTY_OBJECT = 2
const KIND_EMPTY_ARRAY = 3

export type LeafRow = [path: string, value: string | number | null, kind: number]

export function legacyLeaves(base: string, value: unknown, out: LeafRow[] = []): LeafRow[] {
  if (value === null || value === undefined) return out
  if (typeof value === 'boolean') out.push([base, value ? 1 : 0, KIND_BOOLEAN])
  else if (typeof value === 'string' || typeof value === 'number')
    out.push([base, value, KIND_PLAIN])
  else if (Array.isArray(value)) {
    if (value.length === 0) out.push([base, null, KIND_EMPTY_ARRAY])
    value.forEach((child, i) => legacyLeaves(base === '' ? String(i) : `${base}/${i}`, child, out))
  } else if (isPlainObject(value)) {
    const keys = Object.keys(value)
    if (keys.length === 0) out.push([base, null, KIND_EMPTY_OBJECT])
    for (const key of keys) legacyLeaves(base === '' ? key : `${base}/${key}`, value[key], out)
  }
  return out
}

export function writeLegacyStore(db: DatabaseSync, tree: unknown): void {
  db.exec(`CREATE TABLE nodes (path TEXT NOT NULL PRIMARY KEY, value, kind INTEGER NOT NULL DEFAULT 0) WITHOUT ROWID;
    PRAGMA user_version = 1;`)
  const insert = db.prepare('INSERT INTO nodes (path, value, kind) VALUES (?, ?, ?)')
  db.exec('BEGIN')
  for (const leaf of legacyLeaves('', tree)) insert.run(...leaf)
  db.exec('COMMIT')
}

function decodeLeaf(value: unknown, kind: number): unknown {
  if (kind === KIND_BOOLEAN) return value === 1 || value === 1n
  if (kind === KIND_EMPTY_OBJECT) return {}
  if (kind === KIND_EMPTY_ARRAY) return []
  return value
}

/** As the first schema returned them. */
function arraysFromIndexKeys(node: unknown): unknown {
  if (!isPlainObject(node)) return node
  const record = node as Record<string, unknown>
  const keys = Object.keys(record)
  let maxIndex = -1
  let allIndices = keys.length > 0
  for (const key of keys) {
    record[key] = arraysFromIndexKeys(record[key])
    if (allIndices) {
      if (/^(0|[1-9]\d{0,8})$/.test(key)) maxIndex = Math.max(maxIndex, Number(key))
      else allIndices = false
    }
  }
  if (allIndices && maxIndex < 2 * keys.length) {
    const array: unknown[] = new Array(maxIndex + 1).fill(null)
    for (const key of keys) array[Number(key)] = record[key]
    return array
  }
  return node
}

function readLegacyTree(db: DatabaseSync): unknown {
  const statement = db.prepare('SELECT path, value, kind FROM nodes ORDER BY path')
  statement.setReturnArrays(true)
  const root: Record<string, unknown> = {}
  let any = false
  for (const row of statement.iterate() as unknown as Iterable<LeafRow>) {
    any = true
    const segments = row[0].split('/')
    let node = root
    for (let i = 0; i < segments.length - 1; i++) {
      let next = Object.hasOwn(node, segments[i]) ? node[segments[i]] : undefined
      if (!isPlainObject(next)) setOwn(node, segments[i], (next = {}))
      node = next as Record<string, unknown>
    }
    const last = segments[segments.length - 1]
    const isContainer = row[2] === KIND_EMPTY_OBJECT || row[2] === KIND_EMPTY_ARRAY
    if (isContainer && Object.hasOwn(node, last) && isPlainObject(node[last])) continue
    setOwn(node, last, decodeLeaf(row[1], row[2]))
  }
  return any ? arraysFromIndexKeys(root) : null
}

export function hasLegacyNodes(db: DatabaseSync): boolean {
  const table = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'nodes'")
    .get()
  return table !== undefined
}

export function migrateLegacyNodes(db: DatabaseSync, write: (tree: unknown) => void): boolean {
  if (!hasLegacyNodes(db)) return false
  write(readLegacyTree(db))
  db.exec('DROP TABLE nodes')
  return true
}
