// The contract between the site and wherever the league tree lives: app/data/README.md.

export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }

/**
 * Shaped like Firebase's streaming events: a put at '/' replaces everything (the initial event and
 * the resync).
 */
export type StreamEvent = { event: 'put' | 'patch'; path: string; data: unknown }

export type StreamListener = (event: StreamEvent) => void

export type SourceStatus =
  | { state: 'connected' }
  | { state: 'disconnected'; reason: string }
  | { state: 'cancelled'; reason: string }
  | { state: 'auth_revoked'; reason: string }

export type SubscribeOptions = {
  onStatus?: (status: SourceStatus) => void
}

export type Unsubscribe = () => void

export interface LeagueSource {
  readonly kind: 'embedded' | 'firebase'
  read(path: string): Promise<unknown>
  /** After a lost connection the first put resyncs. */
  subscribe(path: string, listener: StreamListener, options?: SubscribeOptions): Unsubscribe
  push(path: string, value: unknown): Promise<string>
  /** All or nothing; no path may be another's ancestor (`updateProblem`). */
  applyUpdate(root: string, values: Readonly<Record<string, unknown>>): Promise<void>
  close(): Promise<void>
}

export function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '')
}

export function joinPath(...parts: string[]): string {
  return parts.flatMap(splitPath).join('/')
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const FORBIDDEN_KEY = /[.#$[\]/\u0000-\u001f\u007f]/

export function invalidKeyReason(key: string): string | undefined {
  if (key === '') return 'empty key'
  if (FORBIDDEN_KEY.test(key))
    return `key ${JSON.stringify(key)} contains one of . # $ [ ] / or a control character`
  if (new TextEncoder().encode(key).length > 768)
    return `key ${JSON.stringify(key.slice(0, 40))}… is longer than 768 bytes`
  return undefined
}

/**
 * A Realtime Database refuses two paths of which one is inside the other: their order would matter.
 */
export function updateProblem(values: Readonly<Record<string, unknown>>): string | undefined {
  const paths = Object.keys(values).map((p) => joinPath(p))
  if (paths.length === 0) return 'the update is empty'
  for (const p of paths) {
    if (p === '') return 'the update replaces its whole root: use a path below it'
    for (const segment of splitPath(p)) {
      const reason = invalidKeyReason(segment)
      if (reason) return `${p}: ${reason}`
    }
  }
  const sorted = [...paths].sort()
  for (let i = 1; i < sorted.length; i++) {
    const previous = sorted[i - 1]
    if (sorted[i] === previous || sorted[i].startsWith(`${previous}/`))
      return `${previous} and ${sorted[i]} overlap: one is inside the other`
  }
  return undefined
}

export const PUSH_CHARS = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz'

let lastPushTime = 0
const lastRandomChars: number[] = []

/** Push ids as Firebase's client SDKs make them: they sort by creation time. */
export function generatePushId(now: number = Date.now()): string {
  const duplicateTime = now === lastPushTime
  lastPushTime = now
  const timeChars: string[] = new Array(8)
  let time = now
  for (let i = 7; i >= 0; i--) {
    timeChars[i] = PUSH_CHARS.charAt(time % 64)
    time = Math.floor(time / 64)
  }
  let id = timeChars.join('')
  if (!duplicateTime || lastRandomChars.length !== 12) {
    const random = crypto.getRandomValues(new Uint8Array(12))
    for (let i = 0; i < 12; i++) lastRandomChars[i] = random[i] % 64
  } else {
    let i = 11
    for (; i >= 0 && lastRandomChars[i] === 63; i--) lastRandomChars[i] = 0
    if (i >= 0) lastRandomChars[i]++
  }
  for (let i = 0; i < 12; i++) id += PUSH_CHARS.charAt(lastRandomChars[i])
  return id
}

export function pushIdTime(id: string): number {
  let time = 0
  for (let i = 0; i < 8; i++) time = time * 64 + PUSH_CHARS.indexOf(id.charAt(i))
  return time
}

export type JsonObject = { readonly [key: string]: unknown }

/** Even for the key '__proto__', a legal database key. */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(target, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    })
  } else {
    target[key] = value
  }
}

export function isPlainObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a)) {
    const bb = b as unknown[]
    if (a.length !== bb.length) return false
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], bb[i])) return false
    return true
  }
  const ao = a as Record<string, unknown>
  const bo = b as Record<string, unknown>
  const keys = Object.keys(ao)
  if (keys.length !== Object.keys(bo).length) return false
  for (const key of keys) {
    if (!Object.hasOwn(bo, key) || !deepEqual(ao[key], bo[key])) return false
  }
  return true
}

/** Unchanged branches keep their identity: cheap change detection and memoisation by reference. */
export function reconcile(previous: unknown, next: unknown): unknown {
  if (previous === next) return previous
  if (
    typeof previous !== 'object' ||
    typeof next !== 'object' ||
    previous === null ||
    next === null
  ) {
    return next
  }
  if (Array.isArray(previous) !== Array.isArray(next)) return next
  if (Array.isArray(next)) {
    const prev = previous as unknown[]
    let same = prev.length === next.length
    const out = next.map((item, i) => {
      const merged = i < prev.length ? reconcile(prev[i], item) : item
      if (merged !== prev[i]) same = false
      return merged
    })
    return same ? previous : out
  }
  const prev = previous as Record<string, unknown>
  const nextObj = next as Record<string, unknown>
  const keys = Object.keys(nextObj)
  let same = keys.length === Object.keys(prev).length
  const out: Record<string, unknown> = {}
  for (const key of keys) {
    const merged = Object.hasOwn(prev, key) ? reconcile(prev[key], nextObj[key]) : nextObj[key]
    if (!Object.hasOwn(prev, key) || merged !== prev[key]) same = false
    setOwn(out, key, merged)
  }
  return same ? previous : out
}

export function normaliseWritten(value: unknown): unknown {
  if (value === null || value === undefined) return null
  if (Array.isArray(value)) {
    const items = value.map(normaliseWritten)
    while (items.length > 0 && items[items.length - 1] === null) items.pop()
    return items.length === 0 ? null : items
  }
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {}
    for (const [key, child] of Object.entries(value)) {
      const normalised = normaliseWritten(child)
      if (normalised !== null) setOwn(out, key, normalised)
    }
    return Object.keys(out).length === 0 ? null : out
  }
  return value
}

export function getAtPath(tree: unknown, path: string | string[]): unknown {
  let node = tree
  for (const segment of typeof path === 'string' ? splitPath(path) : path) {
    if ((Array.isArray(node) || isPlainObject(node)) && Object.hasOwn(node, segment)) {
      node = (node as Record<string, unknown>)[segment]
    } else {
      return undefined
    }
  }
  return node
}

/** Untouched branches are shared with the input, which is never mutated. */
export function setAtPath(tree: unknown, segments: readonly string[], value: unknown): unknown {
  if (segments.length === 0) return reconcile(tree, value === undefined ? null : value)
  const [head, ...rest] = segments
  const container = Array.isArray(tree) || isPlainObject(tree) ? tree : undefined
  const raw =
    container !== undefined && Object.hasOwn(container, head)
      ? (container as Record<string, unknown>)[head]
      : undefined
  const child = raw === undefined ? null : raw
  const nextChild = setAtPath(child, rest, value)
  if (nextChild === child) return tree
  if (Array.isArray(container) && /^(0|[1-9]\d*)$/.test(head)) {
    const copy = container.slice()
    const index = Number(head)
    while (copy.length < index) copy.push(null)
    copy[index] = nextChild
    while (copy.length > 0 && copy[copy.length - 1] === null) copy.pop()
    return copy.length === 0 ? null : copy
  }
  const base: Record<string, unknown> = Array.isArray(container)
    ? Object.fromEntries(container.flatMap((item, i) => (item === null ? [] : [[String(i), item]])))
    : { ...(container ?? {}) }
  if (nextChild === null) delete base[head]
  else setOwn(base, head, nextChild)
  return Object.keys(base).length === 0 ? null : base
}

export function applyStreamEvent(tree: unknown, event: StreamEvent): unknown {
  const base = splitPath(event.path)
  if (event.event === 'put') return setAtPath(tree, base, event.data)
  if (!isPlainObject(event.data)) return tree
  let next = tree
  for (const [relative, value] of Object.entries(event.data)) {
    next = setAtPath(next, [...base, ...splitPath(relative)], value)
  }
  return next
}

export function topLevelKeysOf(event: StreamEvent): string[] | 'all' {
  const segments = splitPath(event.path)
  if (segments.length > 0) return [segments[0]]
  if (event.event === 'put') return 'all'
  if (!isPlainObject(event.data)) return []
  return [
    ...new Set(
      Object.keys(event.data)
        .map((key) => splitPath(key)[0])
        .filter(Boolean),
    ),
  ]
}

/** Outside production, so a mutation of a snapshot throws. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const child of Object.values(value)) deepFreeze(child)
  }
  return value
}
