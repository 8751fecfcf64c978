// The leaders page: players' season totals (the roster) and goalkeepers' games (match rosters).
import { inDivision } from './by-division.ts'
import { findDivision } from './divisions.ts'
import type { Bilingual } from './labels.ts'
import type { League } from './league.ts'
import type { Player } from './players.ts'
import type { TeamGameRecord } from './stats.ts'
import type { Team } from './teams.ts'
import { compareText, matchKey, nameFromKey, toLimit } from './text.ts'

export const LEADER_CATEGORIES = ['points', 'goals', 'assists', 'cards'] as const
export type LeaderCategory = (typeof LEADER_CATEGORIES)[number]

export const LEADER_LIMIT = 10

type TeamRef = { id: string; key: string; name: Bilingual }

export interface PlayerLeaderRow {
  rank: number
  playerId: string
  name: string
  team?: TeamRef
  divisionId: string
  gp: number
  goals: number
  assists: number
  /** Goals plus assists. */
  points: number
  yellow: number
  red: number
}

export interface KeeperLeaderRow {
  rank: number
  playerId?: string
  playerKey: string
  name: string
  team: TeamRef
  divisionId: string
  /** Games in goal. */
  gp: number
  /** Goals against per game, unrounded. */
  gaa: number
  cleanSheets: number
}

export interface KeeperLeaders {
  rows: KeeperLeaderRow[]
  /** The fewest games a goalkeeper needs to be ranked. */
  minGames: number
}

/** Each category's sort keys, largest first: rows equal on every key share a rank. */
const CATEGORY_KEYS: Record<LeaderCategory, (row: PlayerLeaderRow) => number[]> = {
  points: (row) => [row.points],
  goals: (row) => [row.goals],
  assists: (row) => [row.assists],
  // A red card weighs more than any number of yellows.
  cards: (row) => [row.red, row.yellow],
}

/**
 * The leading players of a division by `category` (`rankRows`); players with nothing in the
 * category are left out. Ties share a rank, ordered by name.
 */
export function playerLeaders(
  league: League,
  query: { divisionId: string; category: LeaderCategory; limit?: number },
): PlayerLeaderRow[] {
  const keys = CATEGORY_KEYS[query.category] ?? CATEGORY_KEYS.points
  const limit = toLimit(query.limit, LEADER_LIMIT)
  const divisionId = findDivision(league.divisions, query.divisionId)?.id ?? query.divisionId
  const teams = new Map(league.teams.map((team) => [team.id, team]))
  const rows: PlayerLeaderRow[] = []
  for (const player of league.players) {
    const team = player.teamId === undefined ? undefined : teams.get(player.teamId)
    if (matchKey(player.divisionId ?? team?.divisionId) !== matchKey(divisionId)) continue
    const row = toPlayerRow(player, team, divisionId)
    if (keys(row).some((value) => value > 0)) rows.push(row)
  }
  return rankRows(rows, keys, (row) => row.name, limit)
}

function toPlayerRow(player: Player, team: Team | undefined, divisionId: string): PlayerLeaderRow {
  const { gp, goals, assists, yellow, red } = player.stats
  const row: PlayerLeaderRow = {
    rank: 0,
    playerId: player.id,
    name: player.name,
    divisionId,
    gp,
    goals,
    assists,
    points: goals + assists,
    yellow,
    red,
  }
  if (team) row.team = { id: team.id, key: team.key, name: team.name }
  return row
}

type KeeperTally = Omit<KeeperLeaderRow, 'rank' | 'gaa'> & { weight: number; against: number }

/**
 * Goalkeepers of a division by goals against per game (fewest first), then clean sheets. A game
 * with several goalkeepers counts 1/n of a game and 1/n of its goals for each (the minutes in goal
 * are not recorded), and is a clean sheet for none. Forfeits and games without a score do not
 * count. Only keepers with at least a third of the busiest keeper's games are ranked.
 */
export function keeperLeaders(
  league: League,
  query: { divisionId: string; limit?: number },
): KeeperLeaders {
  const limit = toLimit(query.limit, LEADER_LIMIT)
  const divisionId = findDivision(league.divisions, query.divisionId)?.id ?? query.divisionId
  const tallies = new Map<string, KeeperTally>()
  const counted = new Set<string>()
  for (const record of inDivision(league.teamGames, divisionId)) {
    const against = goalsAgainst(record)
    if (against === undefined) continue
    const keepers = record.keepers
    for (const line of keepers) {
      const identity = line.playerId ?? `${record.team.id}/${line.key}`
      // The same game may be listed under both teams' records.
      const gameOfKeeper = `${identity}|${record.gameId}`
      if (counted.has(gameOfKeeper)) continue
      counted.add(gameOfKeeper)
      let tally = tallies.get(identity)
      if (!tally) {
        const team = record.team
        tally = {
          playerKey: line.key,
          name: line.name || nameFromKey(line.key),
          team: { id: team.id, key: team.key, name: team.name },
          divisionId,
          gp: 0,
          cleanSheets: 0,
          weight: 0,
          against: 0,
        }
        if (line.playerId !== undefined) tally.playerId = line.playerId
        tallies.set(identity, tally)
      }
      tally.gp += 1
      tally.weight += 1 / keepers.length
      tally.against += against / keepers.length
      if (against === 0 && keepers.length === 1) tally.cleanSheets += 1
    }
  }
  const all = [...tallies.values()]
  const minGames = Math.max(1, Math.ceil(Math.max(0, ...all.map((tally) => tally.gp)) / 3))
  const rows = all
    .filter((tally) => tally.gp >= minGames)
    .map(({ weight, against, ...tally }): KeeperLeaderRow => ({
      ...tally,
      rank: 0,
      gaa: against / weight,
    }))
  const ranked = rankRows(
    rows,
    // Fewer goals against is better: negated so that every key sorts largest first.
    (row) => [-roundGaa(row.gaa), row.cleanSheets],
    (row) => row.name,
    limit,
  )
  return { rows: ranked, minGames }
}

/** Ranked at the precision shown, so two keepers shown with the same figure share a rank. */
function roundGaa(gaa: number): number {
  return Math.round(gaa * 100) / 100
}

/** The goals the record's team let in, or undefined when the game does not count. */
function goalsAgainst(record: TeamGameRecord): number | undefined {
  if (record.forfeit) return undefined
  const { homeGoals, awayGoals } = record
  if (homeGoals === undefined || awayGoals === undefined) return undefined
  const team = record.team
  const isSide = (side: TeamGameRecord['home']) =>
    side.teamId !== undefined
      ? side.teamId === team.id
      : side.name !== undefined &&
        (matchKey(side.name) === matchKey(team.name.en) ||
          matchKey(side.name) === matchKey(team.name.fr))
  if (isSide(record.home)) return awayGoals
  if (isSide(record.away)) return homeGoals
  return undefined
}

/**
 * Competition ranking (1, 1, 3) on `keys`, largest first, ties ordered by name. Places are taken
 * until `limit` rows are shown; a tie is never cut, except a first place shared by more than twice
 * `limit`, and a tie that would take the list past twice `limit` is left out (twenty players on
 * one yellow card say nothing).
 */
export function rankRows<T extends { rank: number }>(
  rows: readonly T[],
  keys: (row: T) => number[],
  name: (row: T) => string,
  limit: number,
): T[] {
  const keyed = rows.map((row) => ({ row, keys: keys(row) }))
  keyed.sort((a, b) => compareKeys(a.keys, b.keys) || compareText(name(a.row), name(b.row)))
  const out: T[] = []
  let start = 0
  while (start < keyed.length && out.length < limit) {
    let end = start + 1
    while (end < keyed.length && compareKeys(keyed[start].keys, keyed[end].keys) === 0) end += 1
    if (out.length > 0 && end > 2 * limit) break
    for (const { row } of keyed.slice(start, Math.min(end, 2 * limit)))
      out.push({ ...row, rank: start + 1 })
    start = end
  }
  return out
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let index = 0; index < a.length; index += 1) {
    const difference = (b[index] ?? 0) - (a[index] ?? 0)
    if (difference !== 0) return difference
  }
  return 0
}
