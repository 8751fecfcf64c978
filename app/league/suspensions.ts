import { findDivision } from './divisions.ts'
import type { Bilingual } from './labels.ts'
import type { League } from './league.ts'
import type { PlayerSuspension } from './players.ts'
import { compareText, matchKey } from './text.ts'
import { timestampOf } from './time.ts'
import { createMemo } from './memo.ts'

export interface SuspensionRow {
  playerId: string
  playerKey: string
  playerName: string
  teamId?: string
  team?: { id: string; key: string; name: Bilingual }
  divisionId?: string
  suspension: PlayerSuspension
  latestMs?: number
}

export interface SuspensionQuery {
  divisionId?: string
  teamId?: string
}

interface SuspensionIndex {
  all: SuspensionRow[]
  byDivision: Map<string, SuspensionRow[]>
  byTeam: Map<string, SuspensionRow[]>
}

// Keyed by the roster and the team directory, not the League: a score change touches neither.
const indexes = /* @__PURE__ */ createMemo<SuspensionIndex>()

function compareRows(a: SuspensionRow, b: SuspensionRow): number {
  return (
    (b.latestMs ?? -Infinity) - (a.latestMs ?? -Infinity) ||
    compareText(a.playerName, b.playerName) ||
    compareText(a.playerId, b.playerId)
  )
}

function push(
  map: Map<string, SuspensionRow[]>,
  key: string | undefined,
  row: SuspensionRow,
): void {
  if (key === undefined || key === '') return
  const list = map.get(key)
  if (list) list.push(row)
  else map.set(key, [row])
}

function suspensionIndex(league: League): SuspensionIndex {
  return indexes(league.roster, [league.directory], () => buildIndex(league))
}

function buildIndex(league: League): SuspensionIndex {
  const all: SuspensionRow[] = []
  for (const player of league.roster.suspended()) {
    const team = league.directory.byTeamId(player.teamId)
    const divisionId = player.divisionId ?? team?.divisionId
    const dates = [timestampOf(player.suspension.asOf), timestampOf(player.suspension.returnDate)]
    const known = dates.filter((ms): ms is number => ms !== undefined)
    const row: SuspensionRow = {
      playerId: player.id,
      playerKey: player.key,
      playerName: player.name,
      suspension: player.suspension,
    }
    if (player.teamId !== undefined) row.teamId = player.teamId
    if (team) row.team = { id: team.id, key: team.key, name: team.name }
    if (divisionId !== undefined) row.divisionId = divisionId
    if (known.length > 0) row.latestMs = Math.max(...known)
    all.push(row)
  }
  all.sort(compareRows)
  const index: SuspensionIndex = { all, byDivision: new Map(), byTeam: new Map() }
  for (const row of all) {
    push(index.byDivision, matchKey(row.divisionId), row)
    push(index.byTeam, row.teamId, row)
  }
  return index
}

export function suspensions(league: League, query: SuspensionQuery | string = {}): SuspensionRow[] {
  const { divisionId, teamId } =
    typeof query === 'string' ? { divisionId: query, teamId: undefined } : (query ?? {})
  const index = suspensionIndex(league)
  const divisionKey =
    divisionId === undefined
      ? undefined
      : matchKey(findDivision(league.divisions, divisionId)?.id ?? divisionId)
  const wantedTeam =
    teamId === undefined
      ? undefined
      : (league.directory.resolve({ id: teamId, name: teamId })?.id ?? teamId)
  let rows = index.all
  if (wantedTeam !== undefined) rows = index.byTeam.get(wantedTeam) ?? []
  else if (divisionKey !== undefined) rows = index.byDivision.get(divisionKey) ?? []
  return rows.filter(
    (row) =>
      (divisionKey === undefined || matchKey(row.divisionId) === divisionKey) &&
      (wantedTeam === undefined || row.teamId === wantedTeam),
  )
}
