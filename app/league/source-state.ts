// Absent is empty, but a leaf where a map belongs is junk: widgets then show their error state.
import { asRecord } from './text.ts'

type NodeState = 'ok' | 'missing' | 'malformed'

export interface SourceState {
  seasonsUnreadable: boolean
  scheduleMalformed: boolean
  teamStatsMalformed: boolean
  teamStatsMalformedDivisions: ReadonlySet<string>
}

/** Arrays count as maps: Firebase exports turn numeric-keyed maps into arrays. */
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

export function teamStatsUnreadable(source: SourceState, divisionId: string | undefined): boolean {
  if (source.teamStatsMalformed) return true
  return divisionId !== undefined && source.teamStatsMalformedDivisions.has(divisionId)
}
