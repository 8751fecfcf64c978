import type { League } from './league.ts'
import { matchesFor } from './match-lists.ts'
import { matchSheet, type MatchSheetLine } from './match-sheet.ts'
import type { PlayerProfile } from './player-profile.ts'
import type { Match, MatchSide } from './schedule.ts'
import { matchKey } from './text.ts'

export type GameResult = 'W' | 'D' | 'L'

export interface PlayerGameLine {
  match: Match
  home: boolean
  opponent: MatchSide
  goalsFor: number
  goalsAgainst: number
  result: GameResult
  player?: Pick<MatchSheetLine, 'goals' | 'assists' | 'yellow' | 'red'> | 'absent'
}

function resultOf(own: MatchSide, other: MatchSide): GameResult {
  if (own.forfeit && !other.forfeit) return 'L'
  if (other.forfeit && !own.forfeit) return 'W'
  const diff = (own.score ?? 0) - (other.score ?? 0)
  return diff > 0 ? 'W' : diff < 0 ? 'L' : 'D'
}

function findLine(lines: readonly MatchSheetLine[], profile: PlayerProfile) {
  const byId = profile.playerId
  if (byId !== undefined) {
    const line = lines.find((candidate) => candidate.playerId === byId)
    if (line) return line
  }
  const name = matchKey(profile.name)
  const key = matchKey(profile.playerKey)
  return lines.find(
    (candidate) =>
      candidate.playerId === undefined &&
      (matchKey(candidate.name) === name || matchKey(candidate.key) === key),
  )
}

export function playerGameLog(league: League, profile: PlayerProfile): PlayerGameLine[] {
  const team = profile.team
  if (!team) return []
  const lines: PlayerGameLine[] = []
  for (const match of matchesFor(league, { teamId: team.id })) {
    if (match.status !== 'finished' || match.isPreseason) continue
    const home = match.home.teamId === team.id
    if (!home && match.away.teamId !== team.id) continue
    const own = home ? match.home : match.away
    const other = home ? match.away : match.home
    const line: PlayerGameLine = {
      match,
      home,
      opponent: other,
      goalsFor: own.score ?? 0,
      goalsAgainst: other.score ?? 0,
      result: resultOf(own, other),
    }
    const sheet = matchSheet(league, match.id, match.divisionId)
    const side = sheet ? (home ? sheet.home : sheet.away) : undefined
    const roster = side ? [...side.players, ...side.keepers] : []
    if (roster.length > 0) {
      const found = findLine(roster, profile)
      line.player = found
        ? { goals: found.goals, assists: found.assists, yellow: found.yellow, red: found.red }
        : 'absent'
    }
    lines.push(line)
  }
  return lines.reverse()
}
