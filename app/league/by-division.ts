/**
 * Division grouping of the flat stats lists, built once per list (the lists belong to one
 * League object, so per-division views stay linear in the size of the league).
 */
import { matchKey } from './text.ts'

const groups = new WeakMap<readonly object[], Map<string, object[]>>()

/** The items whose divisionId names the same division (SPEC §5 loose matching), in list order. */
export function inDivision<T extends { divisionId?: string }>(
  list: readonly T[],
  divisionId: string,
): T[] {
  let grouped = groups.get(list)
  if (!grouped) {
    grouped = new Map()
    for (const item of list) {
      const key = matchKey(item.divisionId)
      const bucket = grouped.get(key)
      if (bucket) bucket.push(item)
      else grouped.set(key, [item])
    }
    groups.set(list, grouped)
  }
  const key = matchKey(divisionId)
  return key === '' ? [] : ((grouped.get(key) ?? []) as T[])
}
