// Every tree value may be missing, of the wrong type or a number as text: nothing here throws.

export type RawRecord = Record<string, unknown>

export function asRecord(value: unknown): RawRecord | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as RawRecord)
    : undefined
}

/** Firebase exports turn numeric-keyed maps into arrays: arrays are read as maps keyed by index. */
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

export function cleanText(value: unknown): string | undefined {
  if (typeof value === 'string') {
    const trimmed = value.trim()
    return trimmed === '' ? undefined : trimmed
  }
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return undefined
}

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

export function firstValue(record: RawRecord | undefined, keys: readonly string[]): unknown {
  if (!record) return undefined
  for (const key of keys) {
    const value = record[key]
    if (value != null) return value
  }
  return undefined
}

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

/** Strict: true, 'true', 1 or '1'. */
export function isTrueFlag(value: unknown): boolean {
  if (value === true || value === 1) return true
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase()
    return text === '1' || text === 'true'
  }
  return false
}

/** Loose: true, 'true', 'yes' or a positive number (also as text). */
export function isTruthyFlag(value: unknown): boolean {
  if (value === true) return true
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase()
    if (text === 'true' || text === 'yes' || text === 'y' || text === 'oui') return true
  }
  const number = toNumber(value)
  return number !== undefined && number > 0
}

/** docs/product.md#data-rules: case, accents, spaces and punctuation ignored. */
export function matchKey(value: unknown): string {
  const text = cleanText(value)
  if (text === undefined) return ''
  // Normalised once per distinct text: the same few hundred names come back on every game.
  let key = matchKeys.get(text)
  if (key === undefined) {
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

/** The stats-key rule: docs/data-contract.md#teams. */
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

export function nameFromKey(key: string): string {
  const name = key.replace(/_+/g, ' ').trim()
  return name === '' ? key : name
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })

export function compareText(a: string, b: string): number {
  if (a === b) return 0
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0)
}

export function toLimit(value: unknown, fallback: number): number {
  return typeof value === 'number' && value >= 0 ? Math.floor(value) : fallback
}
