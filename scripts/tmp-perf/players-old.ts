/** Player roster of a season (SPEC §3 Player roster, `{seasonId}_Players`). */
import {
  childRecords,
  cleanText,
  firstCount,
  firstText,
  isTruthyFlag,
  matchKey,
  nameFromKey,
  toNumber,
  type RawRecord,
} from '../../app/league/text.ts'

export type Position = 'GK' | 'DEF' | 'MID' | 'FWD'

export interface PlayerSeasonStats {
  gp: number
  goals: number
  assists: number
  yellow: number
  red: number
  pom: number
}

export interface PlayerSuspension {
  /** SPEC §4: player_suspended is truthy (true, 1, 'yes' or a positive number). */
  suspended: boolean
  /** Dates as written in the data (usually 'YYYY-MM-DD'). */
  asOf?: string
  returnDate?: string
  notes?: string
  fine?: number
  games?: number
}

export interface Player {
  id: string
  /** The record key under `{seasonId}_Players`. */
  key: string
  name: string
  firstName?: string
  lastName?: string
  teamId?: string
  divisionId?: string
  position?: Position
  isGoalkeeper: boolean
  jerseyNumber?: number
  stats: PlayerSeasonStats
  photo?: string
  notes?: string
  suspension: PlayerSuspension
}

// prettier-ignore
const POSITION_WORDS: Record<string, Position> = {
  gk: 'GK', g: 'GK', goalkeeper: 'GK', goalie: 'GK', keeper: 'GK', gardien: 'GK', gardienne: 'GK', '2': 'GK',
  def: 'DEF', d: 'DEF', defender: 'DEF', defence: 'DEF', defense: 'DEF', defenseur: 'DEF', defenseure: 'DEF',
  mid: 'MID', m: 'MID', midfielder: 'MID', milieu: 'MID',
  fwd: 'FWD', f: 'FWD', fw: 'FWD', forward: 'FWD', st: 'FWD', striker: 'FWD', attaquant: 'FWD', attaquante: 'FWD',
}

/** GK/DEF/MID/FWD as words, or a numeric position id where 2 means goalkeeper (SPEC §3). */
export function readPosition(value: unknown): Position | undefined {
  const key = matchKey(value)
  return Object.hasOwn(POSITION_WORDS, key) ? POSITION_WORDS[key] : undefined
}

export function readPlayer(key: string, record: RawRecord): Player {
  const id = firstText(record, ['player_id', 'playerId', 'PlayerID', 'id']) ?? key
  const firstName = firstText(record, ['player_fname', 'first_name', 'firstName', 'fname'])
  const lastName = firstText(record, ['player_lname', 'last_name', 'lastName', 'lname'])
  const joined = [firstName, lastName].filter(Boolean).join(' ')
  const name =
    (joined || undefined) ??
    firstText(record, [
      'player_name',
      'display_name',
      'displayName',
      'DisplayName',
      'player_display_name',
      'name',
    ]) ??
    nameFromKey(key)
  const position = readPosition(record.position ?? record.player_position ?? record.Position)
  const suspension: PlayerSuspension = {
    suspended: isTruthyFlag(record.player_suspended ?? record.suspended),
  }
  const asOf = firstText(record, ['player_suspended_asof_date', 'suspended_asof_date'])
  const returnDate = firstText(record, ['player_returndate', 'player_return_date', 'return_date'])
  const offence = firstText(record, ['notes_offence', 'notes_offense'])
  const fine = toNumber(record.player_fine)
  const games = firstCount(record, ['suspended_games', 'player_suspended_games'])
  if (asOf !== undefined) suspension.asOf = asOf
  if (returnDate !== undefined) suspension.returnDate = returnDate
  if (offence !== undefined) suspension.notes = offence
  if (fine !== undefined) suspension.fine = fine
  if (games !== undefined) suspension.games = games

  const player: Player = {
    id,
    key,
    name,
    isGoalkeeper: position === 'GK',
    stats: {
      gp: firstCount(record, ['GP', 'gp', 'games_played']) ?? 0,
      goals: firstCount(record, ['Goals', 'goals', 'GOALS']) ?? 0,
      assists: firstCount(record, ['Assists', 'assists', 'ASSISTS']) ?? 0,
      yellow: firstCount(record, ['Yellow', 'yellow', 'yellow_cards', 'YellowCards']) ?? 0,
      red: firstCount(record, ['Red', 'red', 'red_cards', 'RedCards']) ?? 0,
      pom: firstCount(record, ['POM', 'pom', 'player_of_match']) ?? 0,
    },
    suspension,
  }
  const teamId = firstText(record, ['team_id', 'teamId', 'TeamID'])
  const divisionId = firstText(record, ['division_id', 'divisionId', 'DivisionID'])
  const jersey = firstCount(record, [
    'jersey_number',
    'jersey',
    'player_number',
    'Player_number',
    'number',
  ])
  const photo = firstText(record, [
    'player_pic',
    'photo',
    'player_photo',
    'photoUrl',
    'photo_url',
    'picture',
    'image',
  ])
  const notes = firstText(record, ['notes', 'player_notes', 'Notes'])
  if (firstName !== undefined) player.firstName = firstName
  if (lastName !== undefined) player.lastName = lastName
  if (teamId !== undefined) player.teamId = teamId
  if (divisionId !== undefined) player.divisionId = divisionId
  if (position !== undefined) player.position = position
  if (jersey !== undefined) player.jerseyNumber = jersey
  if (photo !== undefined) player.photo = photo
  if (notes !== undefined) player.notes = notes
  return player
}

/** Players of `{seasonId}_Players`; a repeated id keeps the first record. */
export function readPlayers(playersNode: unknown): Player[] {
  const seen = new Set<string>()
  const players: Player[] = []
  for (const [key, record] of childRecords(playersNode)) {
    const player = readPlayer(key, record)
    if (seen.has(player.id)) continue
    seen.add(player.id)
    players.push(player)
  }
  return players
}

/** Two-letter initials for avatars without a photo ('Marc Tremblay' → 'MT'). */
export function initials(name: unknown): string {
  const words = (cleanText(name) ?? '').split(/[\s_-]+/).filter(Boolean)
  if (words.length === 0) return '?'
  const letters =
    words.length === 1
      ? Array.from(words[0]).slice(0, 2)
      : [Array.from(words[0])[0], Array.from(words[words.length - 1])[0]]
  return letters.join('').toUpperCase()
}
