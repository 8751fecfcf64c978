import { inDivision } from './by-division.ts'
import { findDivision } from './divisions.ts'
import type { Bilingual } from './labels.ts'
import type { League } from './league.ts'
import { createMemo } from './memo.ts'
import type { Roster } from './players.ts'
import type { PlayerStatLine } from './stats.ts'
import { compareText, nameFromKey, toLimit } from './text.ts'

export const STRIKER_LIMITS = { home: 5, standings: 10 } as const

export interface StrikerRow {
  rank: number
  playerId?: string
  playerKey: string
  name: string
  team: { id: string; key: string; name: Bilingual }
  divisionId: string
  goals: number
  photo?: string
}

export interface StrikerQuery {
  divisionId?: string
  limit?: number
}

/** Goals written as numeric text count; zero and negatives do not. */
export function topStrikers(league: League, query: StrikerQuery = {}): StrikerRow[] {
  query = query ?? {}
  const limit = toLimit(query.limit, STRIKER_LIMITS.home)
  let lines = league.playerStats
  if (query.divisionId !== undefined) {
    const division = findDivision(league.divisions, query.divisionId)
    lines = inDivision(league.playerStats, division?.id ?? query.divisionId)
  }
  const roster = league.roster
  const byLimit = rankedStrikers(lines, [roster], () => new Map())
  let rows = byLimit.get(limit)
  if (!rows) {
    if (byLimit.size >= 8) byLimit.clear()
    byLimit.set(limit, (rows = rankStrikers(lines, roster, limit)))
  }
  return rows.map((row, index) => ({ ...row, rank: index + 1 }))
}

type UnrankedRow = Omit<StrikerRow, 'rank'>

const rankedStrikers = /* @__PURE__ */ createMemo<Map<number, UnrankedRow[]>>()

const compareStrikers = (a: UnrankedRow, b: UnrankedRow) =>
  b.goals - a.goals || compareText(a.name, b.name) || compareText(a.playerKey, b.playerKey)

/** Only lines that can be among the first `limit` are sorted by name. */
function rankStrikers(
  lines: readonly PlayerStatLine[],
  roster: Roster,
  limit: number,
): UnrankedRow[] {
  if (limit <= 0) return []
  const seen = new Set<string>()
  let scorers: PlayerStatLine[] = []
  for (const line of lines) {
    if (line.goals === undefined || !(line.goals > 0)) continue
    const identity = line.playerId ?? `${line.team.id}/${line.playerKey}`
    if (seen.has(identity)) continue
    seen.add(identity)
    scorers.push(line)
  }
  if (limit < scorers.length) {
    const goals = new Float64Array(scorers.length)
    for (let index = 0; index < scorers.length; index += 1)
      goals[index] = scorers[index].goals as number
    const threshold = goals.sort()[goals.length - limit]
    scorers = scorers.filter((line) => (line.goals as number) >= threshold)
  }
  const rows = scorers.map((line) => {
    const player = line.playerId === undefined ? undefined : roster.get(line.playerId)
    const row: UnrankedRow = {
      playerKey: line.playerKey,
      name: player?.name ?? line.name ?? nameFromKey(line.playerKey),
      team: { id: line.team.id, key: line.team.key, name: line.team.name },
      divisionId: line.divisionId,
      goals: line.goals as number,
    }
    const photo = line.photo ?? player?.photo
    if (line.playerId !== undefined) row.playerId = line.playerId
    if (photo !== undefined) row.photo = photo
    return row
  })
  rows.sort(compareStrikers)
  return rows.length > limit ? rows.slice(0, limit) : rows
}
