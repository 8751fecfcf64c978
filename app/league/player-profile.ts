// Player page data: docs/product.md#player.
import { findDivision, type Division } from './divisions.ts'
import type { Bilingual } from './labels.ts'
import type { League } from './league.ts'
import type { Player, PlayerSeasonStats, PlayerSuspension, Position } from './players.ts'
import type { PlayerStatLine } from './stats.ts'
import type { Team } from './teams.ts'
import { cleanText, matchKey, nameFromKey } from './text.ts'

export interface PlayerQuery {
  playerId?: string
  playerKey?: string
  playerName?: string
  teamId?: string
  teamKey?: string
  teamName?: string
  divisionId?: string
}

export interface PerGameAverages {
  goals: number
  assists: number
  yellow: number
  red: number
  cards: number
}

export interface PlayerProfile {
  source: 'roster' | 'stats'
  playerId?: string
  playerKey: string
  name: string
  photo?: string
  position?: Position
  isGoalkeeper: boolean
  jerseyNumber?: number
  team?: { id: string; key: string; name: Bilingual; photo?: string }
  division?: Division
  seasonId?: string
  stats: PlayerSeasonStats
  averages?: PerGameAverages
  notes?: string
  suspension: PlayerSuspension
}

const round2 = (value: number) => Math.round(value * 100) / 100

export function perGameAverages(stats: PlayerSeasonStats): PerGameAverages | undefined {
  if (!(stats.gp > 0)) return undefined
  return {
    goals: round2(stats.goals / stats.gp),
    assists: round2(stats.assists / stats.gp),
    yellow: round2(stats.yellow / stats.gp),
    red: round2(stats.red / stats.gp),
    cards: round2((stats.yellow + stats.red) / stats.gp),
  }
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' ? cleanText(value) : undefined
}

function teamFilter(
  league: League,
  query: PlayerQuery,
): ((team: Pick<Team, 'id' | 'key' | 'name'> | undefined) => boolean) | null {
  const refs = { id: text(query.teamId), key: text(query.teamKey), name: text(query.teamName) }
  if (refs.id === undefined && refs.key === undefined && refs.name === undefined) return null
  const listed = league.directory.resolve(refs, text(query.divisionId))
  if (listed) return (team) => team?.id === listed.id
  const keys = new Set(
    [refs.id, refs.key, refs.name]
      .filter((value): value is string => value !== undefined)
      .map(matchKey),
  )
  return (team) =>
    team !== undefined &&
    (keys.has(matchKey(team.id)) ||
      keys.has(matchKey(team.key)) ||
      keys.has(matchKey(team.name.en)))
}

function rosterTeam(
  league: League,
  teamId: string | undefined,
): Pick<Team, 'id' | 'key' | 'name'> | undefined {
  if (teamId === undefined) return undefined
  return league.directory.byTeamId(teamId) ?? { id: teamId, key: teamId, name: { en: teamId } }
}

function fromRoster(league: League, player: Player): PlayerProfile {
  const profile: PlayerProfile = {
    source: 'roster',
    playerId: player.id,
    playerKey: player.key,
    name: player.name,
    isGoalkeeper: player.isGoalkeeper,
    stats: player.stats,
    suspension: player.suspension,
  }
  const team = league.directory.byTeamId(player.teamId)
  const division = findDivision(league.divisions, player.divisionId ?? team?.divisionId)
  const averages = perGameAverages(player.stats)
  if (player.photo !== undefined) profile.photo = player.photo
  if (player.position !== undefined) profile.position = player.position
  if (player.jerseyNumber !== undefined) profile.jerseyNumber = player.jerseyNumber
  if (team) profile.team = teamSummary(team)
  if (division) profile.division = division
  if (league.seasonId !== undefined) profile.seasonId = league.seasonId
  if (averages) profile.averages = averages
  if (player.notes !== undefined) profile.notes = player.notes
  return profile
}

function teamSummary(team: Team): NonNullable<PlayerProfile['team']> {
  const summary: NonNullable<PlayerProfile['team']> = {
    id: team.id,
    key: team.key,
    name: team.name,
  }
  if (team.photo !== undefined) summary.photo = team.photo
  return summary
}

function fromStats(league: League, line: PlayerStatLine): PlayerProfile {
  const stats: PlayerSeasonStats = {
    gp: 0,
    goals: Math.max(0, Math.trunc(line.goals ?? 0)),
    assists: 0,
    yellow: 0,
    red: 0,
    pom: 0,
  }
  const profile: PlayerProfile = {
    source: 'stats',
    playerKey: line.playerKey,
    name: line.name ?? nameFromKey(line.playerKey),
    isGoalkeeper: false,
    team: teamSummary(line.team),
    stats,
    suspension: { suspended: false },
  }
  const division = findDivision(league.divisions, line.divisionId)
  if (line.playerId !== undefined) profile.playerId = line.playerId
  if (line.photo !== undefined) profile.photo = line.photo
  if (division) profile.division = division
  if (league.seasonId !== undefined) profile.seasonId = league.seasonId
  return profile
}

export function playerProfile(league: League, query: PlayerQuery): PlayerProfile | undefined {
  query = query ?? {}
  const playerId = text(query.playerId)
  if (playerId !== undefined) {
    const player = league.roster.get(playerId)
    if (player) return fromRoster(league, player)
  }
  const wanted = new Set(
    [text(query.playerKey), text(query.playerName)]
      .filter((value): value is string => value !== undefined)
      .map(matchKey),
  )
  const filter = teamFilter(league, query)
  const inTeam = (team: Pick<Team, 'id' | 'key' | 'name'> | undefined) =>
    filter === null || filter(team)
  if (wanted.size > 0) {
    const player = league.players.find(
      (candidate) =>
        (wanted.has(matchKey(candidate.key)) || wanted.has(matchKey(candidate.name))) &&
        inTeam(rosterTeam(league, candidate.teamId)),
    )
    if (player) return fromRoster(league, player)
  }
  const line = league.playerStats.find((candidate) =>
    playerId !== undefined && candidate.playerId === playerId
      ? true
      : wanted.size > 0 &&
        (wanted.has(matchKey(candidate.playerKey)) || wanted.has(matchKey(candidate.name))) &&
        inTeam(candidate.team),
  )
  return line ? fromStats(league, line) : undefined
}
