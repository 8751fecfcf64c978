/**
 * Which keys a league write may name, and reading a child by its own key. A key that is a
 * property of every object (`__proto__`, `constructor`, `prototype`) would read the prototype
 * instead of a record, and Firebase refuses keys with `. # $ [ ] /` or control characters: an
 * operator could make an entry nothing opens again. Every console write goes through
 * `refuseUnusableKeys` (league-write.server.ts), and writers look records up with `ownChild`.
 */
import { asRecord } from './text.ts'
import { type WriteOutcome, refused } from './write-outcome.ts'

const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype'])
/** Firebase's limit on a key, in UTF-8 bytes. */
const MAX_KEY_BYTES = 768

/** Whether `key` may name a record of the league tree. */
export function isUsableKey(key: string): boolean {
  return (
    key.length > 0 &&
    !PROTOTYPE_KEYS.has(key) &&
    // eslint-disable-next-line no-control-regex
    !/[.#$[\]/\u0000-\u001f\u007f]/.test(key) &&
    new TextEncoder().encode(key).length <= MAX_KEY_BYTES
  )
}

/** The child of `node` under `key`, only when `node` has it itself (never its prototype's). */
export function ownChild(node: unknown, key: string): unknown {
  const record = asRecord(node)
  return record && Object.hasOwn(record, key) ? record[key] : undefined
}

/** The first key of `value` (a written record, to any depth) that no record may have. */
function unusableKeyOf(value: unknown, depth: number): string | undefined {
  const record = asRecord(value)
  if (!record || depth > 32) return undefined
  // A record built with `record[key] = …` and key `__proto__` changed its prototype instead.
  const prototype: unknown = Object.getPrototypeOf(record)
  if (prototype !== Object.prototype && prototype !== null) return '__proto__'
  for (const key of Object.keys(record)) {
    if (!isUsableKey(key)) return key
    const nested = unusableKeyOf(record[key], depth + 1)
    if (nested !== undefined) return nested
  }
  return undefined
}

/** The writer's outcome, or its refusal when a path or a written record names an unusable key. */
export function refuseUnusableKeys<T extends WriteOutcome>(outcome: T): T | WriteOutcome {
  if (!outcome.ok) return outcome
  for (const [path, value] of Object.entries(outcome.update)) {
    const key = path.split('/').find((segment) => !isUsableKey(segment)) ?? unusableKeyOf(value, 0)
    if (key !== undefined) return refused('unusable-key', { key })
  }
  return outcome
}
