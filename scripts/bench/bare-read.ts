/**
 * The floor of `bench:domain`'s cold runs, measured in the same run: reading every value of every
 * record the views need, and nothing else (no entity, no view, no allocation). A record is an
 * object holding at least one scalar (a schedule game, a `Stats_` game record, a stats line, a
 * roster record); its object children (a game record's per-player lines, which no view of the
 * cold run reads) are not visited. Containers (objects of objects) are walked.
 */
type Tree = Record<string, unknown>

const isObject = (value: unknown): value is Tree => typeof value === 'object' && value !== null

/** Visits every record under `node`; returns a checksum so that the work cannot be skipped. */
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

/** The season's branches that "all views" read: schedule, stats, team stats, player stats, roster. */
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
