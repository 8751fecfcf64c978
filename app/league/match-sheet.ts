import { inDivision } from './by-division.ts'
import type { League } from './league.ts'
import { findMatch } from './match-lists.ts'
import type { Match, MatchSide } from './schedule.ts'
import type { RosterLine, TeamGameRecord } from './stats.ts'
import { compareText, matchKey } from './text.ts'

export interface MatchSheetLine extends RosterLine {
  photo?: string
}

export interface MatchSheetSide {
  players: MatchSheetLine[]
  keepers: MatchSheetLine[]
}

export interface MatchSheet {
  match: Match
  home: MatchSheetSide
  away: MatchSheetSide
}

function sameSide(record: TeamGameRecord, side: MatchSide): boolean {
  if (side.teamId !== undefined && record.team.id === side.teamId) return true
  if (side.teamKey !== undefined && record.team.key === side.teamKey) return true
  const name = matchKey(side.name.en)
  return (
    !side.tbd &&
    name !== '' &&
    (name === matchKey(record.team.name.en) || name === matchKey(record.team.key))
  )
}

function lines(league: League, records: readonly RosterLine[]): MatchSheetLine[] {
  const roster = league.roster
  return records
    .map((line) => {
      const photo = line.playerId === undefined ? undefined : roster.get(line.playerId)?.photo
      return photo === undefined ? { ...line } : { ...line, photo }
    })
    .sort(
      (a, b) =>
        b.goals - a.goals ||
        b.assists - a.assists ||
        (a.number ?? Infinity) - (b.number ?? Infinity) ||
        compareText(a.name, b.name),
    )
}

/** Game ids may repeat across divisions. */
export function matchSheet(
  league: League,
  matchId: unknown,
  divisionId?: string,
): MatchSheet | undefined {
  const match = findMatch(league, matchId, divisionId)
  if (!match) return undefined
  const records = inDivision(league.teamGames, match.divisionId).filter(
    (record) => record.gameId === match.id,
  )
  return buildSheet(league, match, records)
}

function buildSheet(league: League, match: Match, records: readonly TeamGameRecord[]): MatchSheet {
  const sheet: MatchSheet = {
    match,
    home: { players: [], keepers: [] },
    away: { players: [], keepers: [] },
  }
  for (const record of records) {
    const side = sameSide(record, match.home)
      ? sheet.home
      : sameSide(record, match.away)
        ? sheet.away
        : undefined
    if (!side || side.players.length > 0 || side.keepers.length > 0) continue
    side.players = lines(league, record.players)
    side.keepers = lines(league, record.keepers)
  }
  return sheet
}
