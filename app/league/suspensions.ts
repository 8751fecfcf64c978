/** Player suspensions table (SPEC §4 Player suspended, §9: latest as-of or return date first). */
import { findDivision } from './divisions.ts'
import type { Bilingual } from './labels.ts'
import type { League } from './league.ts'
import type { PlayerSuspension } from './players.ts'
import { compareText, matchKey } from './text.ts'
import { timestampOf } from './time.ts'

export interface SuspensionRow {
  playerId: string
  playerKey: string
  playerName: string
  team?: { id: string; key: string; name: Bilingual }
  divisionId?: string
  suspension: PlayerSuspension
  /** The later of the as-of and return dates (epoch ms), the sort key; undefined when neither reads. */
  latestMs?: number
}

export interface SuspensionQuery {
  divisionId?: string
  teamId?: string
}

/**
 * Suspended players of the season (the flag is truthy: true, 1, 'yes', a positive number),
 * optionally of one division or team. Newest first; undated suspensions last.
 */
export function suspensions(league: League, query: SuspensionQuery | string = {}): SuspensionRow[] {
  const { divisionId, teamId } = typeof query === 'string' ? { divisionId: query, teamId: undefined } : query
  const division = divisionId === undefined ? undefined : findDivision(league.divisions, divisionId)
  const divisionKey = divisionId === undefined ? undefined : matchKey(division?.id ?? divisionId)
  const wantedTeam = teamId === undefined ? undefined : (league.directory.resolve({ id: teamId, name: teamId })?.id ?? teamId)
  const rows: SuspensionRow[] = []
  for (const player of league.players) {
    if (!player.suspension.suspended) continue
    const team = league.directory.byTeamId(player.teamId)
    const playerDivision = player.divisionId ?? team?.divisionId
    if (divisionKey !== undefined && matchKey(playerDivision) !== divisionKey) continue
    if (wantedTeam !== undefined && player.teamId !== wantedTeam) continue
    const dates = [timestampOf(player.suspension.asOf), timestampOf(player.suspension.returnDate)].filter((ms): ms is number => ms !== undefined)
    const row: SuspensionRow = { playerId: player.id, playerKey: player.key, playerName: player.name, suspension: player.suspension }
    if (team) row.team = { id: team.id, key: team.key, name: team.name }
    if (playerDivision !== undefined) row.divisionId = playerDivision
    if (dates.length > 0) row.latestMs = Math.max(...dates)
    rows.push(row)
  }
  return rows.sort((a, b) => (b.latestMs ?? -Infinity) - (a.latestMs ?? -Infinity) || compareText(a.playerName, b.playerName) || compareText(a.playerId, b.playerId))
}
