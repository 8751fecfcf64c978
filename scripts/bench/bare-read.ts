// The floor of `bench:domain`'s cold runs: reading every value the views need, building nothing.
type Tree = Record<string, unknown>

const isObject = (value: unknown): value is Tree => typeof value === 'object' && value !== null

/** A checksum, so the work cannot be skipped. */
function readRecords(node: unknown): number {
  if (!isObject(node)) return 0
  let sum = 0
  let record = false
  const children: unknown[] = []
  for (const key in node) {
    const value = node[key]
    if (isObject(value)) children.push(value)
    else {
      record = true
      sum += typeof value === 'string' ? value.length : typeof value === 'number' ? 1 : 0
    }
  }
  if (!record) for (const child of children) sum += readRecords(child)
  return sum
}

export function bareRead(tree: Tree, seasonId: string): number {
  const schedule = isObject(tree.Schedule) ? tree.Schedule[seasonId] : undefined
  return [
    schedule,
    tree[`Stats_${seasonId}`],
    tree[`TeamStats_${seasonId}`],
    tree[`PlayerStats_${seasonId}`],
    tree[`${seasonId}_Players`],
  ].reduce<number>((sum, node) => sum + readRecords(node), 0)
}
