/**
 * Leaf readers for raw tree values (docs/product.md#data-rules): every value in the
 * tree may be missing, of the wrong type or a number written as a string, so nothing
 * here throws and everything returns `undefined` for "not usable".
 */

export type RawRecord = Record<string, unknown>

/** A plain object (not an array, not null). Arrays are junk where the tree holds maps. */
export function asRecord(value: unknown): RawRecord | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as RawRecord)
    : undefined
}

/**
 * The children of a map node as [key, record] pairs, skipping children that are not
 * objects. Firebase exports sometimes turn maps with numeric keys into arrays, so
 * arrays are read as maps keyed by index (holes and nulls skipped).
 */
export function childRecords(value: unknown): Array<[string, RawRecord]> {
  const out: Array<[string, RawRecord]> = []
  if (Array.isArray(value)) {
    value.forEach((child, index) => {
      const record = asRecord(child)
      if (record) out.push([String(index), record])
    })
    return out
  }
  const record = asRecord(value)
  if (!record) return out
  for (const key of Object.keys(record)) {
    const child = asRecord(record[key])
    if (child) out.push([key, child])
  }
  return out
}

/** `childRecords` without the pairs: calls `visit` for each child record, in the same order. */
export function forEachChildRecord(
  value: unknown,
  visit: (key: string, record: RawRecord) => void,
): void {
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const record = asRecord(value[index])
      if (record) visit(String(index), record)
    }
    return
  }
  const record = asRecord(value)
  if (!record) return
  for (const key of Object.keys(record)) {
    const child = asRecord(record[key])
    if (child) visit(key, child)
  }
}

/** Trimmed text; empty text is missing. Finite numbers are read as text too. */
export function cleanText(value: unknown): string | undefined {
  if (typeof value === 'string') {
    const trimmed = value.trim()
    return trimmed === '' ? undefined : trimmed
  }
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return undefined
}

/** The first usable text among several alternative field names. */
export function firstText(
  record: RawRecord | undefined,
  keys: readonly string[],
): string | undefined {
  if (!record) return undefined
  for (const key of keys) {
    const text = cleanText(record[key])
    if (text !== undefined) return text
  }
  return undefined
}

/** The first value present (neither undefined nor null) among alternative field names. */
export function firstValue(record: RawRecord | undefined, keys: readonly string[]): unknown {
  if (!record) return undefined
  for (const key of keys) {
    const value = record[key]
    if (value != null) return value
  }
  return undefined
}

/** A finite number from a number or a numeric string ('3', ' 2.5 '); anything else is missing. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value === 'string') {
    const trimmed = value.trim()
    if (trimmed === '') return undefined
    const parsed = Number(trimmed)
    return Number.isFinite(parsed) ? parsed : undefined
  }
  return undefined
}

/** A non-negative whole count (goals, games, cards); fractions are truncated, negatives dropped. */
export function toCount(value: unknown): number | undefined {
  const number = toNumber(value)
  if (number === undefined || number < 0) return undefined
  return Math.trunc(number)
}

export function firstCount(
  record: RawRecord | undefined,
  keys: readonly string[],
): number | undefined {
  if (!record) return undefined
  for (const key of keys) {
    const count = toCount(record[key])
    if (count !== undefined) return count
  }
  return undefined
}

/** Strict boolean flags (isActive, GameComplete, is_active): true, 'true', 1 or '1'. */
export function isTrueFlag(value: unknown): boolean {
  if (value === true || value === 1) return true
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase()
    return text === '1' || text === 'true'
  }
  return false
}

/**
 * Loose "truthy" flags (player suspended; forfeits, overtime): true, 'true',
 * 'yes', or a positive number (also as text). 'no', '0', 'false' and junk are false.
 */
export function isTruthyFlag(value: unknown): boolean {
  if (value === true) return true
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase()
    if (text === 'true' || text === 'yes' || text === 'y' || text === 'oui') return true
  }
  const number = toNumber(value)
  return number !== undefined && number > 0
}

/**
 * The key used to match teams and divisions (docs/product.md#data-rules): case, accents, spaces and
 * punctuation are ignored, so 'St. Laurent United', 'St_Laurent_United' and
 * 'st laurent-united' all give 'stlaurentunited'.
 */
export function matchKey(value: unknown): string {
  const text = cleanText(value)
  if (text === undefined) return ''
  // The same few hundred names, division ids and game types come back on every game: the
  // Unicode normalisation is done once per distinct text (a bounded cache of values, not of
  // tree nodes, so it holds nothing of an old league version but strings).
  let key = matchKeys.get(text)
  if (key === undefined) {
    // ASCII text (nearly all of it) has no marks to strip and no letters or digits outside
    // a-z and 0-9: the same key without the Unicode normalisation and property classes.
    key = ASCII.test(text)
      ? text.toLowerCase().replace(/[^a-z0-9]/g, '')
      : text
          .normalize('NFD')
          .replace(/\p{M}/gu, '')
          .toLowerCase()
          .replace(/[^\p{L}\p{N}]/gu, '')
    if (matchKeys.size >= MATCH_KEY_CACHE) matchKeys.clear()
    matchKeys.set(text, key)
  }
  return key
}

const MATCH_KEY_CACHE = 20_000
const ASCII = /^[\p{ASCII}]*$/u
const matchKeys = /* @__PURE__ */ new Map<string, string>()

/**
 * The stats-key rule (docs/data-contract.md#teams): lowercase; dots, #, $, /, brackets, spaces and
 * hyphens become underscores. Runs of underscores are collapsed and trimmed so that the team 'St.
 * Laurent United' and the stats key 'St_Laurent_United' give the same key.
 */
export function statsKey(value: unknown): string {
  const text = cleanText(value)
  if (text === undefined) return ''
  let key = statsKeys.get(text)
  if (key === undefined) {
    key = text
      .toLowerCase()
      .replace(/[.#$/[\]\s-]/g, '_')
      .replace(/_+/g, '_')
      .replace(/^_|_$/g, '')
    if (statsKeys.size >= MATCH_KEY_CACHE) statsKeys.clear()
    statsKeys.set(text, key)
  }
  return key
}

const statsKeys = /* @__PURE__ */ new Map<string, string>()

/** A readable name from a tree key ('Marc_Tremblay' → 'Marc Tremblay'). */
export function nameFromKey(key: string): string {
  const name = key.replace(/_+/g, ' ').trim()
  return name === '' ? key : name
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })

/** Locale-aware, accent-insensitive, natural ('G2' < 'G10') comparison for names and ids. */
export function compareText(a: string, b: string): number {
  // Equal texts (a division id against itself on every tie of a sort) skip the collator.
  if (a === b) return 0
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0)
}

/** A list size from a caller: a non-negative number (Infinity allowed), else the fallback. */
export function toLimit(value: unknown, fallback: number): number {
  return typeof value === 'number' && value >= 0 ? Math.floor(value) : fallback
}
