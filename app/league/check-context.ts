// One season indexed by the loose keys the site matches on (docs/product.md#data-rules).
import {
  asRecord,
  cleanText,
  firstText,
  isTrueFlag,
  isTruthyFlag,
  matchKey,
  toNumber,
  type RawRecord,
} from './text.ts'

export interface TeamInfo {
  key: string
  id: string
  names: string[]
  divisionId?: string
}

export interface PlayerInfo {
  key: string
  id: string
  teamId?: string
}

export interface GameInfo {
  id: string
  path: string
  divisionKey: string
  homeTeamId?: string
  awayTeamId?: string
  finished: boolean
  homeScore?: number
  awayScore?: number
  counted: boolean
  playoff: boolean
  forfeit: boolean
}

export interface SeasonContext {
  seasonId: string
  divisions: Set<string> | undefined
  teams: Map<string, TeamInfo> | undefined
  players: Map<string, PlayerInfo> | undefined
  games: Map<string, GameInfo>
}

const TEAM_ID_KEYS = ['team_id', 'teamId', 'TeamID', 'id']
const TEAM_NAME_KEYS = ['team_name', 'team_name_en', 'team_name_fr', 'teamName', 'name', 'name_fr']
const DIVISION_REF_KEYS = ['division_id', 'divisionId', 'DivisionID']
const PLAYER_ID_KEYS = ['player_id', 'playerId', 'PlayerID', 'id']

export const HOME_SCORE_KEYS = ['HomeTeamScore', 'HomeScore', 'homeScore']
export const AWAY_SCORE_KEYS = ['AwayTeamScore', 'AwayScore', 'awayScore']
export const HOME_ID_KEYS = ['HomeTeamID', 'HomeTeamId', 'homeTeamId']
export const AWAY_ID_KEYS = ['AwayTeamID', 'AwayTeamId', 'awayTeamId']

export function firstValue(record: RawRecord, keys: readonly string[]): unknown {
  for (const key of keys) if (record[key] !== undefined && record[key] !== null) return record[key]
  return undefined
}

/** Arrays read as maps keyed by index, as the readers do. */
export function entriesOf(node: unknown): Array<[string, RawRecord]> {
  if (Array.isArray(node)) {
    return node.flatMap((child, index) => {
      const record = asRecord(child)
      return record ? [[String(index), record] as [string, RawRecord]] : []
    })
  }
  const record = asRecord(node)
  if (!record) return []
  return Object.keys(record).flatMap((key) => {
    const child = asRecord(record[key])
    return child ? [[key, child] as [string, RawRecord]] : []
  })
}

export function seasonIds(league: RawRecord): string[] {
  const ids = new Set<string>(Object.keys(asRecord(league.Seasons) ?? {}))
  for (const key of Object.keys(asRecord(league.Schedule) ?? {})) ids.add(key)
  for (const key of Object.keys(league)) {
    const match = /^(?:(?:Team|Player)?Stats_(.+)|(.+)_(?:Teams|Players))$/.exec(key)
    const id = match?.[1] ?? match?.[2]
    if (id) ids.add(id)
  }
  return [...ids]
}

export function isCountedType(gameType: unknown, stage: unknown): boolean {
  const type = matchKey(gameType)
  if (type.startsWith('playoff')) return false
  if (type.startsWith('preseason') || type.startsWith('presaison')) return false
  const stageKey = matchKey(stage)
  return !(stageKey.startsWith('preseason') || stageKey.startsWith('presaison'))
}

function divisionKeys(league: RawRecord, seasonId: string): Set<string> | undefined {
  const keys = new Set<string>()
  const add = (node: unknown) => {
    for (const [key, record] of entriesOf(node)) {
      keys.add(matchKey(key))
      const id = firstText(record, ['division_id', 'divisionId', 'DivisionID', 'id'])
      if (id) keys.add(matchKey(id))
    }
  }
  add(asRecord(asRecord(league.Seasons)?.[seasonId])?.Divisions)
  add(league.Divisions)
  add(asRecord(league['2'])?.Divisions)
  return keys.size > 0 ? keys : undefined
}

function teamIndex(node: unknown): Map<string, TeamInfo> | undefined {
  if (asRecord(node) === undefined && !Array.isArray(node)) return undefined
  const index = new Map<string, TeamInfo>()
  for (const [key, record] of entriesOf(node)) {
    const names = TEAM_NAME_KEYS.map((k) => cleanText(record[k])).filter(
      (name): name is string => name !== undefined,
    )
    const team: TeamInfo = {
      key,
      id: firstText(record, TEAM_ID_KEYS) ?? key,
      names,
      divisionId: firstText(record, DIVISION_REF_KEYS),
    }
    for (const ref of [team.id, key, ...names]) {
      const k = matchKey(ref)
      if (k !== '' && !index.has(k)) index.set(k, team)
    }
  }
  return index
}

function playerIndex(node: unknown): Map<string, PlayerInfo> | undefined {
  if (asRecord(node) === undefined && !Array.isArray(node)) return undefined
  const index = new Map<string, PlayerInfo>()
  for (const [key, record] of entriesOf(node)) {
    const player: PlayerInfo = {
      key,
      id: firstText(record, PLAYER_ID_KEYS) ?? key,
      teamId: firstText(record, TEAM_ID_KEYS.slice(0, 3)),
    }
    if (!index.has(player.id)) index.set(player.id, player)
    if (!index.has(key)) index.set(key, player)
  }
  return index
}

export function scheduledGames(
  league: RawRecord,
  seasonId: string,
  visit?: (game: GameInfo, record: RawRecord, dayKey: string) => void,
): Map<string, GameInfo> {
  const games = new Map<string, GameInfo>()
  const divisions = asRecord(asRecord(asRecord(league.Schedule)?.[seasonId])?.Divisions)
  for (const [divisionKey, days] of entriesOf(divisions)) {
    for (const [dayKey, day] of entriesOf(days)) {
      for (const [gameKey, record] of entriesOf(day)) {
        const homeScore = toNumber(firstValue(record, HOME_SCORE_KEYS))
        const awayScore = toNumber(firstValue(record, AWAY_SCORE_KEYS))
        const game: GameInfo = {
          id: firstText(record, ['gameId', 'GameID', 'gameID', 'game_id']) ?? gameKey,
          path: ['Schedule', seasonId, 'Divisions', divisionKey, dayKey, gameKey].join('/'),
          divisionKey,
          homeTeamId: firstText(record, HOME_ID_KEYS),
          awayTeamId: firstText(record, AWAY_ID_KEYS),
          finished: isTrueFlag(record.GameComplete ?? record.gameComplete),
          homeScore,
          awayScore,
          counted: isCountedType(
            record.GameType ?? record.gameType,
            record.PlayoffsStage ?? record.playoffStage ?? record.Stage,
          ),
          playoff: matchKey(record.GameType ?? record.gameType).startsWith('playoff'),
          forfeit: [record.HomeTeamFFT, record.HomeFFT, record.AwayTeamFFT, record.AwayFFT].some(
            isTruthyFlag,
          ),
        }
        visit?.(game, record, dayKey)
        if (!games.has(game.id)) games.set(game.id, game)
      }
    }
  }
  return games
}

export function seasonContext(
  league: RawRecord,
  seasonId: string,
  visit?: (game: GameInfo, record: RawRecord, dayKey: string) => void,
): SeasonContext {
  return {
    seasonId,
    divisions: divisionKeys(league, seasonId),
    teams: teamIndex(league[`${seasonId}_Teams`]),
    players: playerIndex(league[`${seasonId}_Players`]),
    games: scheduledGames(league, seasonId, visit),
  }
}

export function findTeam(context: SeasonContext, ref: unknown): TeamInfo | undefined {
  const key = matchKey(ref)
  return key === '' ? undefined : context.teams?.get(key)
}
