/** Player roster of a season (SPEC §3 Player roster, `{seasonId}_Players`). */
import {
  forEachChildRecord,
  cleanText,
  firstCount,
  firstText,
  isTruthyFlag,
  matchKey,
  nameFromKey,
  toNumber,
  type RawRecord,
} from './text.ts'

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

// Field names (SPEC §3 variants), once per module rather than array literals per player.
const KEYS = {
  id: ['player_id', 'playerId', 'PlayerID', 'id'],
  firstName: ['player_fname', 'first_name', 'firstName', 'fname'],
  lastName: ['player_lname', 'last_name', 'lastName', 'lname'],
  name: [
    'player_name',
    'display_name',
    'displayName',
    'DisplayName',
    'player_display_name',
    'name',
  ],
  asOf: ['player_suspended_asof_date', 'suspended_asof_date'],
  returnDate: ['player_returndate', 'player_return_date', 'return_date'],
  offence: ['notes_offence', 'notes_offense'],
  suspendedGames: ['suspended_games', 'player_suspended_games'],
  gp: ['GP', 'gp', 'games_played'],
  goals: ['Goals', 'goals', 'GOALS'],
  assists: ['Assists', 'assists', 'ASSISTS'],
  yellow: ['Yellow', 'yellow', 'yellow_cards', 'YellowCards'],
  red: ['Red', 'red', 'red_cards', 'RedCards'],
  pom: ['POM', 'pom', 'player_of_match'],
  teamId: ['team_id', 'teamId', 'TeamID'],
  divisionId: ['division_id', 'divisionId', 'DivisionID'],
  jersey: ['jersey_number', 'jersey', 'player_number', 'Player_number', 'number'],
  photo: ['player_pic', 'photo', 'player_photo', 'photoUrl', 'photo_url', 'picture', 'image'],
  notes: ['notes', 'player_notes', 'Notes'],
} as const

export function readPlayer(key: string, record: RawRecord): Player {
  const id = firstText(record, KEYS.id) ?? key
  const firstName = firstText(record, KEYS.firstName)
  const lastName = firstText(record, KEYS.lastName)
  const joined =
    firstName !== undefined && lastName !== undefined
      ? `${firstName} ${lastName}`
      : (firstName ?? lastName)
  const name = joined ?? firstText(record, KEYS.name) ?? nameFromKey(key)
  const position = readPosition(record.position ?? record.player_position ?? record.Position)
  const suspension: PlayerSuspension = {
    suspended: isTruthyFlag(record.player_suspended ?? record.suspended),
  }
  const asOf = firstText(record, KEYS.asOf)
  const returnDate = firstText(record, KEYS.returnDate)
  const offence = firstText(record, KEYS.offence)
  const fine = toNumber(record.player_fine)
  const games = firstCount(record, KEYS.suspendedGames)
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
      gp: firstCount(record, KEYS.gp) ?? 0,
      goals: firstCount(record, KEYS.goals) ?? 0,
      assists: firstCount(record, KEYS.assists) ?? 0,
      yellow: firstCount(record, KEYS.yellow) ?? 0,
      red: firstCount(record, KEYS.red) ?? 0,
      pom: firstCount(record, KEYS.pom) ?? 0,
    },
    suspension,
  }
  const teamId = firstText(record, KEYS.teamId)
  const divisionId = firstText(record, KEYS.divisionId)
  const jersey = firstCount(record, KEYS.jersey)
  const photo = firstText(record, KEYS.photo)
  const notes = firstText(record, KEYS.notes)
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
  forEachChildRecord(playersNode, (key, record) => {
    const player = readPlayer(key, record)
    if (seen.has(player.id)) return
    seen.add(player.id)
    players.push(player)
  })
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
