// One rule for the team page, its structured data and its share image: docs/product.md#team.
import { type Division, findDivision } from './divisions.ts'
import type { League } from './league.ts'
import type { Match } from './schedule.ts'
import type { Team } from './teams.ts'

export type TeamAddress = { teamId: string; divisionId: string; seasonId: string }

export type TeamPlacement =
  | { kind: 'not-found' }
  | { kind: 'moved'; team: Team; division: Division; seasonId: string }
  | { kind: 'found'; team: Team; division?: Division; divisionId: string; seasonId: string }

function findTeam(league: League, address: TeamAddress): Team | undefined {
  const division = findDivision(league.divisions, address.divisionId)
  const ref = address.teamId
  return league.directory.resolve({ id: ref, key: ref, name: ref }, division?.id)
}

function playsInDivision(league: League, team: Team, divisionId: string): boolean {
  if (team.divisionId === divisionId) return true
  const inGame = (match: Match) =>
    match.divisionId === divisionId &&
    (match.home.teamId === team.id || match.away.teamId === team.id)
  return (
    league.matches.some(inGame) ||
    league.teamStats.some((line) => line.divisionId === divisionId && line.team.id === team.id)
  )
}

export function placeTeam(league: League, address: TeamAddress): TeamPlacement {
  const team = findTeam(league, address)
  if (!team) return { kind: 'not-found' }
  const seasonId = league.seasonId ?? address.seasonId
  const asked = findDivision(league.divisions, address.divisionId)
  if (asked && !playsInDivision(league, team, asked.id)) {
    const own = team.divisionId ? findDivision(league.divisions, team.divisionId) : undefined
    return own ? { kind: 'moved', team, division: own, seasonId } : { kind: 'not-found' }
  }
  const division = asked ?? findDivision(league.divisions, team.divisionId)
  const divisionId = division?.id ?? address.divisionId
  return division
    ? { kind: 'found', team, division, divisionId, seasonId }
    : { kind: 'found', team, divisionId, seasonId }
}
