/**
 * The three per-season stats trees (docs/data-contract.md#stats, #team-stats, #player-stats), read
 * into flat typed lines:
 * - `TeamStats_{seasonId}/Divisions/{div}/Teams/{teamKey}/game_*` → TeamStatLine (rankings)
 * - `Stats_{seasonId}/Divisions/{div}/Teams/{teamKey}/GAMES/{gameId}` → TeamGameRecord
 *   (standings and match rosters)
 * - `PlayerStats_{seasonId}/{div}/Teams/{teamKey}/{playerKey}` → PlayerStatLine (strikers)
 * Team keys are resolved to listed teams when possible (ids first, then stats keys).
 */
import { registerGroups } from './by-division.ts'
import { findDivision, type Division } from './divisions.ts'
import { createMemo, type Memo } from './memo.ts'
import { plainConstructor } from './plain.ts'
import type { Team, TeamDirectory } from './teams.ts'
import { unlistedTeam } from './teams.ts'
import {
  asRecord,
  childRecords,
  firstCount,
  fieldNames,
  forEachChildRecord,
  firstText,
  isTruthyFlag,
  nameFromKey,
  readFields,
  textAt,
  toNumber,
  type RawRecord,
} from './text.ts'

export interface TeamStatLine {
  divisionId: string
  team: Team
  gp: number
  gf: number
  ga: number
  yellow: number
  red: number
}

export interface GameSideRef {
  teamId?: string
  name?: string
}

export interface RosterLine {
  key: string
  playerId?: string
  name: string
  number?: number
  gp: number
  goals: number
  assists: number
  yellow: number
  red: number
}

export interface TeamGameRecord {
  divisionId: string
  /** The team whose `GAMES` list holds this record. */
  team: Team
  gameId: string
  home: GameSideRef
  away: GameSideRef
  /** Undefined when the game has no usable score (not played yet). */
  homeGoals?: number
  awayGoals?: number
  /** FFT flag: a loss for the team whose record this is, whichever side forfeited. */
  forfeit: boolean
  players: RosterLine[]
  keepers: RosterLine[]
}

export interface PlayerStatLine {
  divisionId: string
  team: Team
  playerKey: string
  playerId?: string
  /** Set only when Goals is numeric (a number or numeric text). */
  goals?: number
  name?: string
  photo?: string
}

interface StatsContext {
  divisions: readonly Division[]
  teams: TeamDirectory
}

/** Maps a division key of a stats tree to a known division id (loosely), else keeps the key. */
function divisionIdOf(key: string, divisions: readonly Division[]): string {
  return findDivision(divisions, key)?.id ?? key
}

/** Iterates `{teamKey}` under one division's `Teams`, resolving each team key once. */
function forEachTeamNode(
  divisionId: string,
  divisionNode: RawRecord,
  ctx: StatsContext,
  visit: (team: Team, node: RawRecord) => void,
): void {
  forEachChildRecord(divisionNode.Teams, (teamKey, teamNode) => {
    const team =
      ctx.teams.resolve({ key: teamKey }, divisionId) ?? unlistedTeam({ key: teamKey }, divisionId)
    if (team) visit(team, teamNode)
  })
}

// Field names, once per module rather than an array literal per record
// (docs/data-contract.md#variants).
const RECORD_ID_KEYS = ['gameId', 'GameID', 'game_id']
const HOME_GOALS_KEYS = ['Home_goals', 'home_goals', 'HomeGoals']
const AWAY_GOALS_KEYS = ['Away_goals', 'away_goals', 'AwayGoals']
const SIDE_ID_KEYS = ['TeamID', 'teamId', 'team_id', 'id']
const SIDE_NAME_KEYS = ['Name', 'name', 'TeamName']
const GF_KEYS = ['GF', 'gf']
const GA_KEYS = ['GA', 'ga']
const YELLOW_KEYS = ['Yellow', 'yellow']
const RED_KEYS = ['Red', 'red']
const PLAYER_STAT_FIELDS = /* @__PURE__ */ fieldNames([
  'PlayerID',
  'playerId',
  'player_id',
  'Goals',
  'goals',
  'GOALS',
  'DisplayName',
  'displayName',
  'name',
  'player_name',
  'photo',
  'player_pic',
  'photoUrl',
])

// A team's GAMES, read once per team node: a score re-reads the two teams' records only.
const teamGameRecords = /* @__PURE__ */ createMemo<TeamGameRecord[]>()

function readTeamGames(divisionId: string, team: Team, node: RawRecord): TeamGameRecord[] {
  return teamGameRecords(node, [divisionId, team], () => {
    const records: TeamGameRecord[] = []
    forEachChildRecord(node.GAMES ?? node.Games, (gameKey, game) => {
      records.push(new GameRecord(divisionId, team, gameKey, game))
    })
    return records
  })
}

/**
 * A team's record of one game. Its roster lines (most of the stats tree) are read on first
 * use: only a match sheet or a player's game log asks for them, one game at a time, while
 * standings read the scores of every game.
 */
class GameRecord implements TeamGameRecord {
  divisionId: string
  team: Team
  gameId: string
  home: GameSideRef
  away: GameSideRef
  declare homeGoals?: number
  declare awayGoals?: number
  forfeit: boolean
  #game: RawRecord
  #players: RosterLine[] | undefined
  #keepers: RosterLine[] | undefined

  constructor(divisionId: string, team: Team, gameKey: string, game: RawRecord) {
    this.divisionId = divisionId
    this.team = team
    this.gameId = firstText(game, RECORD_ID_KEYS) ?? gameKey
    this.home = readSideRef(game.HOMETEAM ?? game.HomeTeam)
    this.away = readSideRef(game.AWAYTEAM ?? game.AwayTeam)
    this.forfeit = isTruthyFlag(game.FFT ?? game.fft)
    const homeGoals = firstCount(game, HOME_GOALS_KEYS)
    const awayGoals = firstCount(game, AWAY_GOALS_KEYS)
    if (homeGoals !== undefined) this.homeGoals = homeGoals
    if (awayGoals !== undefined) this.awayGoals = awayGoals
    this.#game = game
  }

  get players(): RosterLine[] {
    return (this.#players ??= readRosterLines(this.#game.PLAYERS ?? this.#game.Players))
  }

  get keepers(): RosterLine[] {
    return (this.#keepers ??= readRosterLines(this.#game.KEEPERS ?? this.#game.Keepers))
  }
}

/**
 * Reads a divisions node division by division, each division memoised on its own node, and
 * registers the parts as the list's division groups (see by-division.ts): a change under one
 * division re-reads that division alone.
 */
function perDivision<T extends { divisionId: string }>(
  memo: Memo<T[]>,
  divisionsNodes: readonly unknown[],
  ctx: StatsContext,
  read: (divisionId: string, divisionNode: RawRecord) => T[],
): T[] {
  const parts: T[][] = []
  for (const divisionsNode of divisionsNodes) {
    forEachChildRecord(divisionsNode, (divisionKey, divisionNode) => {
      parts.push(
        memo(divisionNode, [divisionKey, ctx.divisions, ctx.teams], () =>
          read(divisionIdOf(divisionKey, ctx.divisions), divisionNode),
        ),
      )
    })
  }
  const list = parts.flat()
  registerGroups(list, parts)
  return list
}

const teamStatsMemo = /* @__PURE__ */ createMemo<TeamStatLine[]>()
const teamStatsDivisions = /* @__PURE__ */ createMemo<TeamStatLine[]>()
const gameRecordsMemo = /* @__PURE__ */ createMemo<TeamGameRecord[]>()
const gameRecordsDivisions = /* @__PURE__ */ createMemo<TeamGameRecord[]>()
const playerStatsMemo = /* @__PURE__ */ createMemo<PlayerStatLine[]>()
const playerStatsDivisions = /* @__PURE__ */ createMemo<PlayerStatLine[]>()

export function readTeamStats(seasonNode: unknown, ctx: StatsContext): TeamStatLine[] {
  const divisionsNode = asRecord(seasonNode)?.Divisions
  return teamStatsMemo(divisionsNode, [ctx.divisions, ctx.teams], () =>
    perDivision(teamStatsDivisions, [divisionsNode], ctx, (divisionId, divisionNode) => {
      const lines: TeamStatLine[] = []
      forEachTeamNode(divisionId, divisionNode, ctx, (team, node) => {
        const line = new TeamStatLineObject(divisionId, team)
        forEachChildRecord(node, (key, game) => {
          if (!key.startsWith('game')) return
          const gf = firstCount(game, GF_KEYS)
          const ga = firstCount(game, GA_KEYS)
          if (gf === undefined && ga === undefined) return
          line.gp += 1
          line.gf += gf ?? 0
          line.ga += ga ?? 0
          line.yellow += firstCount(game, YELLOW_KEYS) ?? 0
          line.red += firstCount(game, RED_KEYS) ?? 0
        })
        lines.push(line)
      })
      return lines
    }),
  )
}

function readSideRef(value: unknown): GameSideRef {
  const record = asRecord(value)
  return new SideRefObject(firstText(record, SIDE_ID_KEYS), firstText(record, SIDE_NAME_KEYS))
}

// Constructors rather than literals: one hidden class per kind of line even when the process's
// first tree is a large one (plain.ts). Absent fields are present as undefined.
const TeamStatLineObject = /* @__PURE__ */ plainConstructor(function (
  this: TeamStatLine,
  divisionId: string,
  team: Team,
) {
  this.divisionId = divisionId
  this.team = team
  this.gp = 0
  this.gf = 0
  this.ga = 0
  this.yellow = 0
  this.red = 0
})

const SideRefObject = /* @__PURE__ */ plainConstructor(function (
  this: GameSideRef,
  teamId: string | undefined,
  name: string | undefined,
) {
  this.teamId = teamId
  this.name = name
})

const PlayerStatLineObject = /* @__PURE__ */ plainConstructor(function (
  this: PlayerStatLine,
  divisionId: string,
  team: Team,
  playerKey: string,
  fields: readonly unknown[],
) {
  this.divisionId = divisionId
  this.team = team
  this.playerKey = playerKey
  this.playerId = textAt(fields, 0, 3)
  this.goals = toNumber(fields[3] ?? fields[4] ?? fields[5])
  this.name = textAt(fields, 6, 10)
  this.photo = textAt(fields, 10, 13)
})

export function readRosterLines(node: unknown): RosterLine[] {
  return childRecords(node).map(([key, record]) => {
    const line: RosterLine = {
      key,
      name:
        firstText(record, ['DisplayName', 'displayName', 'display_name', 'name', 'player_name']) ??
        nameFromKey(key),
      gp: firstCount(record, ['GP', 'gp']) ?? 0,
      goals: firstCount(record, ['GOALS', 'Goals', 'goals']) ?? 0,
      assists: firstCount(record, ['assists', 'Assists', 'ASSISTS']) ?? 0,
      yellow: firstCount(record, ['Yellow', 'yellow', 'YELLOW']) ?? 0,
      red: firstCount(record, ['Red', 'red', 'RED']) ?? 0,
    }
    const playerId = firstText(record, ['playerId', 'PlayerID', 'player_id'])
    const number = firstCount(record, ['Player_number', 'player_number', 'number', 'jersey_number'])
    if (playerId !== undefined) line.playerId = playerId
    if (number !== undefined) line.number = number
    return line
  })
}

export function readTeamGameRecords(seasonNode: unknown, ctx: StatsContext): TeamGameRecord[] {
  const divisionsNode = asRecord(seasonNode)?.Divisions
  return gameRecordsMemo(divisionsNode, [ctx.divisions, ctx.teams], () =>
    perDivision(gameRecordsDivisions, [divisionsNode], ctx, (divisionId, divisionNode) => {
      const records: TeamGameRecord[] = []
      forEachTeamNode(divisionId, divisionNode, ctx, (team, node) => {
        for (const record of readTeamGames(divisionId, team, node)) records.push(record)
      })
      return records
    }),
  )
}

/**
 * `PlayerStats_{seasonId}` holds divisions directly (docs/data-contract.md#player-stats); a
 * `Divisions` wrapper, as in the other stats trees, is accepted too.
 */
export function readPlayerStats(seasonNode: unknown, ctx: StatsContext): PlayerStatLine[] {
  const root = asRecord(seasonNode)
  return playerStatsMemo(root, [ctx.divisions, ctx.teams], () => {
    const divisionNodes: RawRecord = { ...root }
    delete divisionNodes.Divisions
    const wrapped = asRecord(root?.Divisions)
    const nodes = wrapped ? [divisionNodes, wrapped] : [divisionNodes]
    return perDivision(playerStatsDivisions, nodes, ctx, (divisionId, divisionNode) => {
      const lines: PlayerStatLine[] = []
      forEachTeamNode(divisionId, divisionNode, ctx, (team, teamNode) => {
        forEachChildRecord(teamNode, (playerKey, record) => {
          const fields = readFields(record, PLAYER_STAT_FIELDS)
          lines.push(new PlayerStatLineObject(divisionId, team, playerKey, fields))
        })
      })
      return lines
    })
  })
}
