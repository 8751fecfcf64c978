// Built once per list: a division's group is the array its reader memoised, so unchanged divisions
// keep their identity across versions.
import { matchKey } from './text.ts'

const groups = new WeakMap<readonly object[], Map<string, object[]>>()

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
