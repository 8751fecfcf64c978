// The three per-season stats trees: docs/data-contract.md#stats.
import { registerGroups } from './by-division.ts'
import { findDivision, type Division } from './divisions.ts'
import { createMemo, type Memo } from './memo.ts'
import type { Team, TeamDirectory } from './teams.ts'
import { unlistedTeam } from './teams.ts'
import {
  asRecord,
  childRecords,
  firstCount,
  firstText,
  firstValue,
  forEachChildRecord,
  isTruthyFlag,
  nameFromKey,
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
  team: Team
  gameId: string
  home: GameSideRef
  away: GameSideRef
  homeGoals?: number
  awayGoals?: number
  forfeit: boolean
  players: RosterLine[]
  keepers: RosterLine[]
}

export interface PlayerStatLine {
  divisionId: string
  team: Team
  playerKey: string
  playerId?: string
  goals?: number
  name?: string
  photo?: string
}

interface StatsContext {
  divisions: readonly Division[]
  teams: TeamDirectory
}

function divisionIdOf(key: string, divisions: readonly Division[]): string {
  return findDivision(divisions, key)?.id ?? key
}

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

const GAME_RECORD_FIELDS = {
  id: ['gameId', 'GameID', 'game_id'],
  homeGoals: ['Home_goals', 'home_goals', 'HomeGoals'],
  awayGoals: ['Away_goals', 'away_goals', 'AwayGoals'],
  home: ['HOMETEAM', 'HomeTeam'],
  away: ['AWAYTEAM', 'AwayTeam'],
  forfeit: ['FFT', 'fft'],
  players: ['PLAYERS', 'Players'],
  keepers: ['KEEPERS', 'Keepers'],
} as const
const SIDE_FIELDS = {
  id: ['TeamID', 'teamId', 'team_id', 'id'],
  name: ['Name', 'name', 'TeamName'],
} as const
const TEAM_GAME_FIELDS = {
  gf: ['GF', 'gf'],
  ga: ['GA', 'ga'],
  yellow: ['Yellow', 'yellow'],
  red: ['Red', 'red'],
} as const
const PLAYER_STAT_FIELDS = {
  id: ['PlayerID', 'playerId', 'player_id'],
  goals: ['Goals', 'goals', 'GOALS'],
  name: ['DisplayName', 'displayName', 'name', 'player_name'],
  photo: ['photo', 'player_pic', 'photoUrl'],
} as const
const ROSTER_LINE_FIELDS = {
  playerId: ['playerId', 'PlayerID', 'player_id'],
  name: ['DisplayName', 'displayName', 'display_name', 'name', 'player_name'],
  number: ['Player_number', 'player_number', 'number', 'jersey_number'],
  gp: ['GP', 'gp'],
  goals: ['GOALS', 'Goals', 'goals'],
  assists: ['assists', 'Assists', 'ASSISTS'],
  yellow: ['Yellow', 'yellow', 'YELLOW'],
  red: ['Red', 'red', 'RED'],
} as const

/** Roster lines are read on first use: standings read the scores of every game, not its lines. */
function readGameRecord(
  divisionId: string,
  team: Team,
  gameKey: string,
  game: RawRecord,
): TeamGameRecord {
  let players: RosterLine[] | undefined
  let keepers: RosterLine[] | undefined
  const record: TeamGameRecord = {
    divisionId,
    team,
    gameId: firstText(game, GAME_RECORD_FIELDS.id) ?? gameKey,
    home: readSideRef(firstValue(game, GAME_RECORD_FIELDS.home)),
    away: readSideRef(firstValue(game, GAME_RECORD_FIELDS.away)),
    forfeit: isTruthyFlag(firstValue(game, GAME_RECORD_FIELDS.forfeit)),
    get players() {
      return (players ??= readRosterLines(firstValue(game, GAME_RECORD_FIELDS.players)))
    },
    get keepers() {
      return (keepers ??= readRosterLines(firstValue(game, GAME_RECORD_FIELDS.keepers)))
    },
  }
  const homeGoals = firstCount(game, GAME_RECORD_FIELDS.homeGoals)
  const awayGoals = firstCount(game, GAME_RECORD_FIELDS.awayGoals)
  if (homeGoals !== undefined) record.homeGoals = homeGoals
  if (awayGoals !== undefined) record.awayGoals = awayGoals
  return record
}

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

const teamStatsDivisions = /* @__PURE__ */ createMemo<TeamStatLine[]>()
const gameRecordsDivisions = /* @__PURE__ */ createMemo<TeamGameRecord[]>()
const playerStatsDivisions = /* @__PURE__ */ createMemo<PlayerStatLine[]>()

// Per season node: a score need not touch `TeamStats_`, and then rankings are lookups.
const teamStatsSeasons = /* @__PURE__ */ createMemo<TeamStatLine[]>()

export function readTeamStats(seasonNode: unknown, ctx: StatsContext): TeamStatLine[] {
  return teamStatsSeasons(seasonNode, [ctx.divisions, ctx.teams], () =>
    readTeamStatsDivisions(seasonNode, ctx),
  )
}

function readTeamStatsDivisions(seasonNode: unknown, ctx: StatsContext): TeamStatLine[] {
  const divisionsNode = asRecord(seasonNode)?.Divisions
  return perDivision(teamStatsDivisions, [divisionsNode], ctx, (divisionId, divisionNode) => {
    const lines: TeamStatLine[] = []
    forEachTeamNode(divisionId, divisionNode, ctx, (team, node) => {
      const line: TeamStatLine = { divisionId, team, gp: 0, gf: 0, ga: 0, yellow: 0, red: 0 }
      forEachChildRecord(node, (key, game) => {
        if (!key.startsWith('game')) return
        const gf = firstCount(game, TEAM_GAME_FIELDS.gf)
        const ga = firstCount(game, TEAM_GAME_FIELDS.ga)
        if (gf === undefined && ga === undefined) return
        line.gp += 1
        line.gf += gf ?? 0
        line.ga += ga ?? 0
        line.yellow += firstCount(game, TEAM_GAME_FIELDS.yellow) ?? 0
        line.red += firstCount(game, TEAM_GAME_FIELDS.red) ?? 0
      })
      lines.push(line)
    })
    return lines
  })
}

function readSideRef(value: unknown): GameSideRef {
  const record = asRecord(value)
  const side: GameSideRef = {}
  const teamId = firstText(record, SIDE_FIELDS.id)
  const name = firstText(record, SIDE_FIELDS.name)
  if (teamId !== undefined) side.teamId = teamId
  if (name !== undefined) side.name = name
  return side
}

function readPlayerStatLine(
  divisionId: string,
  team: Team,
  playerKey: string,
  record: RawRecord,
): PlayerStatLine {
  const line: PlayerStatLine = { divisionId, team, playerKey }
  const playerId = firstText(record, PLAYER_STAT_FIELDS.id)
  const goals = toNumber(firstValue(record, PLAYER_STAT_FIELDS.goals))
  const name = firstText(record, PLAYER_STAT_FIELDS.name)
  const photo = firstText(record, PLAYER_STAT_FIELDS.photo)
  if (playerId !== undefined) line.playerId = playerId
  if (goals !== undefined) line.goals = goals
  if (name !== undefined) line.name = name
  if (photo !== undefined) line.photo = photo
  return line
}

export function readRosterLines(node: unknown): RosterLine[] {
  return childRecords(node).map(([key, record]) => {
    const count = (field: keyof typeof ROSTER_LINE_FIELDS) =>
      firstCount(record, ROSTER_LINE_FIELDS[field]) ?? 0
    const line: RosterLine = {
      key,
      name: firstText(record, ROSTER_LINE_FIELDS.name) ?? nameFromKey(key),
      gp: count('gp'),
      goals: count('goals'),
      assists: count('assists'),
      yellow: count('yellow'),
      red: count('red'),
    }
    const playerId = firstText(record, ROSTER_LINE_FIELDS.playerId)
    const number = firstCount(record, ROSTER_LINE_FIELDS.number)
    if (playerId !== undefined) line.playerId = playerId
    if (number !== undefined) line.number = number
    return line
  })
}

export function readTeamGameRecords(seasonNode: unknown, ctx: StatsContext): TeamGameRecord[] {
  const divisionsNode = asRecord(seasonNode)?.Divisions
  return perDivision(gameRecordsDivisions, [divisionsNode], ctx, (divisionId, divisionNode) => {
    const records: TeamGameRecord[] = []
    forEachTeamNode(divisionId, divisionNode, ctx, (team, node) => {
      forEachChildRecord(node.GAMES ?? node.Games, (gameKey, game) => {
        records.push(readGameRecord(divisionId, team, gameKey, game))
      })
    })
    return records
  })
}

export function readPlayerStats(seasonNode: unknown, ctx: StatsContext): PlayerStatLine[] {
  const root = asRecord(seasonNode)
  const divisionNodes: RawRecord = { ...root }
  delete divisionNodes.Divisions
  const wrapped = asRecord(root?.Divisions)
  const nodes = wrapped ? [divisionNodes, wrapped] : [divisionNodes]
  return perDivision(playerStatsDivisions, nodes, ctx, (divisionId, divisionNode) => {
    const lines: PlayerStatLine[] = []
    forEachTeamNode(divisionId, divisionNode, ctx, (team, teamNode) => {
      forEachChildRecord(teamNode, (playerKey, record) => {
        lines.push(readPlayerStatLine(divisionId, team, playerKey, record))
      })
    })
    return lines
  })
}
