/**
 * Division grouping of the flat entity lists, built once per list (the lists belong to one
 * League object, so per-division views stay linear in the size of the league). Lists read
 * division by division register their parts, so a division's group is the very array its
 * reader memoised: unchanged divisions keep their groups' identity across league versions.
 */
import { matchKey } from './text.ts'

const groups = new WeakMap<readonly object[], Map<string, object[]>>()

/**
 * Records that `list` is the concatenation of `parts`, each part one division's items.
 * `compare` orders a group made of several parts (division keys written two ways).
 */
export function registerGroups<T extends { divisionId?: string }>(
  list: readonly T[],
  parts: ReadonlyArray<readonly T[]>,
  compare?: (a: T, b: T) => number,
): void {
  const grouped = new Map<string, T[]>()
  for (const part of parts) {
    if (part.length === 0) continue
    const key = matchKey(part[0].divisionId)
    const existing = grouped.get(key)
    if (!existing) grouped.set(key, part as T[])
    else {
      const merged = [...existing, ...part]
      grouped.set(key, compare ? merged.sort(compare) : merged)
    }
  }
  groups.set(list, grouped)
}

/**
 * The items whose divisionId names the same division (docs/product.md#data-rules loose matching),
 * in list order.
 */
export function inDivision<T extends { divisionId?: string }>(
  list: readonly T[],
  divisionId: string,
): T[] {
  let grouped = groups.get(list) as Map<string, T[]> | undefined
  if (!grouped) {
    grouped = new Map<string, T[]>()
    for (const item of list) {
      const key = matchKey(item.divisionId)
      const bucket = grouped.get(key)
      if (bucket) bucket.push(item)
      else grouped.set(key, [item])
    }
    groups.set(list, grouped)
  }
  const key = matchKey(divisionId)
  return key === '' ? [] : (grouped.get(key) ?? [])
}
