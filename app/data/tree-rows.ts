// Row layout: docs/decisions/0013-incremental-views-and-store.md.
import { getAtPath, isPlainObject, setOwn, splitPath } from './league-source.ts'

export const ROW_TARGET_BYTES = 8 * 1024

export type Row = [path: string, json: string]

const INDEX_KEY = /^(0|[1-9]\d{0,8})$/

/** What the Realtime Database does: an array written there reads back as an array. */
function indexEntries(record: Record<string, unknown>, keys: string[]): unknown[] | undefined {
  if (keys.length === 0) return undefined
  let maxIndex = -1
  for (const key of keys) {
    if (!INDEX_KEY.test(key)) return undefined
    maxIndex = Math.max(maxIndex, Number(key))
  }
  if (maxIndex >= 2 * keys.length) return undefined
  const array: unknown[] = new Array(maxIndex + 1).fill(null)
  for (const key of keys) array[Number(key)] = record[key]
  return array
}

const CUT = Symbol('cut')

function childPath(base: string, key: string): string {
  return base === '' ? key : `${base}/${key}`
}

function encode(
  base: string,
  value: unknown,
  out: Row[],
  target: number,
): string | typeof CUT | undefined {
  if (value === null || value === undefined) return undefined
  if (typeof value !== 'object') return JSON.stringify(value)
  let array = Array.isArray(value) ? (value as unknown[]) : undefined
  const record = value as Record<string, unknown>
  const keys = array ? [] : Object.keys(record)
  array ??= indexEntries(record, keys)
  const parts: Array<[key: string, json: string | typeof CUT]> = []
  let size = 2
  let cut = false
  const visit = (key: string, child: unknown) => {
    const json = encode(childPath(base, key), child, out, target)
    if (json === undefined) return
    if (json === CUT) cut = true
    else size += json.length + key.length + 4
    parts.push([key, json])
  }
  if (array) array.forEach((child, index) => visit(String(index), child))
  else for (const key of keys) visit(key, record[key])
  if (!cut && size <= target) {
    if (!array)
      return `{${parts.map(([key, json]) => `${JSON.stringify(key)}:${json as string}`).join(',')}}`
    // Trailing nulls are dropped, as the database does.
    const items: string[] = new Array(array.length).fill('null')
    for (const [key, json] of parts) items[Number(key)] = json as string
    let length = items.length
    while (length > 0 && items[length - 1] === 'null') length -= 1
    return `[${items.slice(0, length).join(',')}]`
  }
  for (const [key, json] of parts) if (json !== CUT) out.push([childPath(base, key), json])
  return CUT
}

export function toRows(base: string, value: unknown, target = ROW_TARGET_BYTES): Row[] {
  const out: Row[] = []
  const json = encode(base, value, out, target)
  if (typeof json === 'string') out.push([base, json])
  return out
}

export function assembleRows(rows: Iterable<Row>): unknown {
  let root: Record<string, unknown> | undefined
  const made = new Set<Record<string, unknown>>()
  // The ancestors the previous row was put under: rows come sorted by path, so most rows share
  // them and skip the walk from the root (a third of a 10× league's read).
  const openKeys: string[] = []
  const openNodes: Array<Record<string, unknown>> = []
  for (const [relative, json] of rows) {
    const value = JSON.parse(json) as unknown
    if (relative === '') return value // a row at the path itself holds all of it
    if (root === undefined) made.add((root = {}))
    const segments = relative.split('/')
    const depth = segments.length - 1
    let shared = 0
    while (shared < depth && shared < openKeys.length && openKeys[shared] === segments[shared])
      shared++
    openKeys.length = shared
    openNodes.length = shared
    let node = shared === 0 ? root : openNodes[shared - 1]
    for (let i = shared; i < depth; i++) {
      const key = segments[i]
      let next = Object.hasOwn(node, key) ? node[key] : undefined
      if (!isPlainObject(next) || !made.has(next as Record<string, unknown>)) {
        next = {}
        made.add(next as Record<string, unknown>)
        setOwn(node, key, next)
      }
      node = next as Record<string, unknown>
      openKeys.push(key)
      openNodes.push(node)
    }
    setOwn(node, segments[depth], value)
  }
  return root === undefined ? null : arraysIn(root, made)
}

/**
 * As `assembleRows`, but each child of the tree that spans several rows is assembled when first
 * read, and so are its own children to `levels` (ADR 0013, amended): a start parses what its first
 * pages read, past seasons later (`Stats_2024W`, `Schedule/2024W`).
 */
export function assembleRowsLazily(rows: Iterable<Row>, levels = 2): unknown {
  const children = new Map<string, Row[]>()
  for (const [relative, json] of rows) {
    const slash = relative.indexOf('/')
    const key = slash === -1 ? relative : relative.slice(0, slash)
    let child = children.get(key)
    if (!child) children.set(key, (child = []))
    child.push([slash === -1 ? '' : relative.slice(slash + 1), json])
  }
  const keys = [...children.keys()]
  // A row at the tree itself, a child both stored whole and cut, or an array: read at once.
  const mixed = [...children.values()].some(
    (child) => child.length > 1 && child.some(([relative]) => relative === ''),
  )
  const array = keys.length > 0 && keys.every((key) => INDEX_KEY.test(key))
  if (children.has('') || mixed || array) return assembleRows(rowsOf(children))
  if (keys.length === 0) return null
  const tree: Record<string, unknown> = {}
  for (const [key, child] of children) {
    if (child.length === 1 && child[0][0] === '') setOwn(tree, key, JSON.parse(child[0][1]))
    else
      defineLazily(tree, key, () =>
        levels > 1 ? assembleRowsLazily(child, levels - 1) : assembleRows(child),
      )
  }
  return tree
}

/** Apart, so the branches' closures do not keep every row alive. */
function rowsOf(children: Map<string, Row[]>): Row[] {
  return [...children].flatMap(([key, child]) =>
    child.map(([relative, json]): Row => [relative === '' ? key : `${key}/${relative}`, json]),
  )
}

/** Read once; then a plain property of the object read through, unless it was frozen since. */
function defineLazily(target: Record<string, unknown>, key: string, read: () => unknown): void {
  let pending: (() => unknown) | undefined = read
  let value: unknown
  const settle = (on: object, settled: unknown) => {
    if (Object.isExtensible(on))
      Object.defineProperty(on, key, {
        value: settled,
        enumerable: true,
        writable: true,
        configurable: true,
      })
  }
  Object.defineProperty(target, key, {
    enumerable: true,
    configurable: true,
    get(this: object) {
      if (pending) {
        value = pending()
        pending = undefined // the rows' text can go
      }
      settle(this, value)
      return value
    },
    set(this: object, next: unknown) {
      // A frozen snapshot refuses a write, as it does its plain properties.
      if (!Object.isExtensible(this))
        throw new TypeError(`Cannot assign to read only property '${key}'`)
      pending = undefined
      value = next
      settle(this, next)
    },
  })
}

function arraysIn(node: Record<string, unknown>, made: Set<Record<string, unknown>>): unknown {
  const keys = Object.keys(node)
  for (const key of keys) {
    const child = node[key]
    if (made.has(child as Record<string, unknown>))
      node[key] = arraysIn(child as Record<string, unknown>, made)
  }
  return indexEntries(node, keys) ?? node
}

export function readInRow(json: string, relative: readonly string[]): unknown {
  const value = getAtPath(JSON.parse(json), relative as string[])
  return value === undefined ? null : value
}

export function ancestorPaths(path: string): string[] {
  const segments = splitPath(path)
  const out = ['']
  for (let i = 1; i < segments.length; i++) out.push(segments.slice(0, i).join('/'))
  return path === '' ? [] : out
}
