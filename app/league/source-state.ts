/**
 * Junk versus absence in the raw tree (docs/product.md#page-states): a branch that is absent or
 * null is simply empty, but a leaf (a number, a text) where a map belongs is junk, and the widgets
 * reading that branch show their error state instead of an empty one. Read with the League, so
 * the pages ask the League, never the tree.
 */
import { asRecord } from './text.ts'

/** 'missing' (absent or null, as Firebase has it), 'malformed' (a leaf where a map belongs) or 'ok'. */
type NodeState = 'ok' | 'missing' | 'malformed'

/** What the season's raw branches are like, beyond the entities read from them. */
export interface SourceState {
  /** `Seasons` is there but unreadable: not a map, or a map with no season record in it. */
  seasonsUnreadable: boolean
  /** `Schedule`, `Schedule/{season}` or its `Divisions` is junk. */
  scheduleMalformed: boolean
  /** `TeamStats_{season}` or its `Divisions` is junk. */
  teamStatsMalformed: boolean
  /** Divisions whose `TeamStats_{season}/Divisions/{id}` node is junk. */
  teamStatsMalformedDivisions: ReadonlySet<string>
}

/**
 * The state of the node at `path` below `node`. Arrays count as maps (Firebase exports turn
 * numeric-keyed maps into arrays); a number or text on the way is malformed.
 */
export function nodeState(node: unknown, path: readonly string[]): NodeState {
  let current = node
  for (const segment of ['', ...path]) {
    if (segment !== '') current = (current as Record<string, unknown>)[segment]
    if (current === undefined || current === null) return 'missing'
    if (typeof current !== 'object') return 'malformed'
  }
  return 'ok'
}

function isMap(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function seasonsUnreadable(root: unknown): boolean {
  if (!isMap(root)) return true
  const node = (root as Record<string, unknown>).Seasons
  if (node === undefined || node === null) return false
  if (!isMap(node)) return true
  const children = Object.values(node as Record<string, unknown>)
  return children.length > 0 && !children.some(isMap)
}

const NONE: ReadonlySet<string> = new Set()

function teamStatsState(node: unknown): { malformed: boolean; divisions: ReadonlySet<string> } {
  if (nodeState(node, []) === 'malformed' || nodeState(node, ['Divisions']) === 'malformed') {
    return { malformed: true, divisions: NONE }
  }
  const divisions = asRecord(node)?.Divisions
  if (typeof divisions !== 'object' || divisions === null)
    return { malformed: false, divisions: NONE }
  const junk = Object.keys(divisions).filter((id) => nodeState(divisions, [id]) === 'malformed')
  return { malformed: false, divisions: junk.length === 0 ? NONE : new Set(junk) }
}

/** The source state of one season of a league subtree (`seasonId` undefined: no season). */
export function readSourceState(root: unknown, seasonId: string | undefined): SourceState {
  const record = asRecord(root)
  const unreadable = seasonsUnreadable(root)
  if (seasonId === undefined) {
    return {
      seasonsUnreadable: unreadable,
      scheduleMalformed: false,
      teamStatsMalformed: false,
      teamStatsMalformedDivisions: NONE,
    }
  }
  const schedule = record?.Schedule
  const stats = record?.[`TeamStats_${seasonId}`]
  const teamStats = teamStatsState(stats)
  return {
    seasonsUnreadable: unreadable,
    scheduleMalformed: [[], [seasonId], [seasonId, 'Divisions']].some(
      (path) => nodeState(schedule, path) === 'malformed',
    ),
    teamStatsMalformed: teamStats.malformed,
    teamStatsMalformedDivisions: teamStats.divisions,
  }
}

/** The team season totals (offence and defence rankings) of the season, or of one division, are junk. */
export function teamStatsUnreadable(source: SourceState, divisionId: string | undefined): boolean {
  if (source.teamStatsMalformed) return true
  return divisionId !== undefined && source.teamStatsMalformedDivisions.has(divisionId)
}
