import {
  asRecord,
  cleanText,
  firstCount,
  firstText,
  firstValue,
  forEachChildRecord,
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
  suspended: boolean
  asOf?: string
  returnDate?: string
  /** The offence in French, the operator's words; `notesEn` their English, when given. */
  notes?: string
  notesEn?: string
  fine?: number
  games?: number
}

export interface Player {
  id: string
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

/** Words, or a numeric position id where 2 means goalkeeper. */
export function readPosition(value: unknown): Position | undefined {
  const key = matchKey(value)
  return Object.hasOwn(POSITION_WORDS, key) ? POSITION_WORDS[key] : undefined
}

const PLAYER_FIELDS = {
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
  position: ['position', 'player_position', 'Position'],
  suspended: ['player_suspended', 'suspended'],
  asOf: ['player_suspended_asof_date', 'suspended_asof_date'],
  returnDate: ['player_returndate', 'player_return_date', 'return_date'],
  offence: ['notes_offence', 'notes_offense'],
  offenceEn: ['notes_offence_en'],
  fine: ['player_fine'],
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
  const text = (field: keyof typeof PLAYER_FIELDS) => firstText(record, PLAYER_FIELDS[field])
  const count = (field: keyof typeof PLAYER_FIELDS) => firstCount(record, PLAYER_FIELDS[field])
  const id = text('id') ?? key
  const firstName = text('firstName')
  const lastName = text('lastName')
  const joined =
    firstName !== undefined && lastName !== undefined
      ? `${firstName} ${lastName}`
      : (firstName ?? lastName)
  const name = joined ?? text('name') ?? nameFromKey(key)
  const position = readPosition(firstValue(record, PLAYER_FIELDS.position))
  const suspension: PlayerSuspension = {
    suspended: isTruthyFlag(firstValue(record, PLAYER_FIELDS.suspended)),
  }
  const asOf = text('asOf')
  const returnDate = text('returnDate')
  const offence = text('offence')
  const fine = toNumber(firstValue(record, PLAYER_FIELDS.fine))
  const games = count('suspendedGames')
  if (asOf !== undefined) suspension.asOf = asOf
  if (returnDate !== undefined) suspension.returnDate = returnDate
  if (offence !== undefined) suspension.notes = offence
  const offenceEn = text('offenceEn')
  if (offenceEn !== undefined) suspension.notesEn = offenceEn
  if (fine !== undefined) suspension.fine = fine
  if (games !== undefined) suspension.games = games

  const player: Player = {
    id,
    key,
    name,
    isGoalkeeper: position === 'GK',
    stats: {
      gp: count('gp') ?? 0,
      goals: count('goals') ?? 0,
      assists: count('assists') ?? 0,
      yellow: count('yellow') ?? 0,
      red: count('red') ?? 0,
      pom: count('pom') ?? 0,
    },
    suspension,
  }
  const teamId = text('teamId')
  const divisionId = text('divisionId')
  const jersey = count('jersey')
  const photo = text('photo')
  const notes = text('notes')
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

/** Read as far as asked: most pages want a few players, not 37 769 entities at 45× the demo. */
export interface Roster {
  get(id: string): Player | undefined
  suspended(): readonly Player[]
  all(): Player[]
}

interface RosterIndex {
  keys: Map<string, string>
  suspendedIds: string[]
}

function indexRoster(node: unknown): RosterIndex {
  const keys = new Map<string, string>()
  const suspendedIds: string[] = []
  forEachChildRecord(node, (key, record) => {
    const id = firstText(record, PLAYER_FIELDS.id) ?? key
    if (keys.has(id)) return
    keys.set(id, key)
    if (isTruthyFlag(firstValue(record, PLAYER_FIELDS.suspended))) suspendedIds.push(id)
  })
  return { keys, suspendedIds }
}

export function readRoster(node: unknown): Roster {
  let index: RosterIndex | undefined
  let everyone: Player[] | undefined
  let suspendedPlayers: Player[] | undefined
  const built = new Map<string, Player>()
  const indexed = () => (index ??= indexRoster(node))
  const get = (id: string): Player | undefined => {
    let player = built.get(id)
    if (player) return player
    const key = indexed().keys.get(id)
    const record = key === undefined ? undefined : asRecord((node as RawRecord)[key])
    if (key === undefined || !record) return undefined
    built.set(id, (player = readPlayer(key, record)))
    return player
  }
  return {
    get,
    suspended: () => (suspendedPlayers ??= indexed().suspendedIds.map((id) => get(id) as Player)),
    all: () => (everyone ??= Array.from(indexed().keys.keys(), (id) => get(id) as Player)),
  }
}

export function readPlayers(playersNode: unknown): Player[] {
  return readRoster(playersNode).all()
}

export function initials(name: unknown): string {
  const words = (cleanText(name) ?? '').split(/[\s_-]+/).filter(Boolean)
  if (words.length === 0) return '?'
  const letters =
    words.length === 1
      ? Array.from(words[0]).slice(0, 2)
      : [Array.from(words[0])[0], Array.from(words[words.length - 1])[0]]
  return letters.join('').toUpperCase()
}
