/** The demo generator's own shapes: its plan of divisions, teams, players, games and results. */
import type { Day } from './calendar.ts'

/** Facts about a generated league, for tests and documentation. */
export type DemoFacts = {
  activeSeasonId: string
  pastSeasonId: string
  /** The season before the past one (past-seasons.ts), with a team renamed since. */
  olderSeasonId: string
  renamedTeam: { id: string; olderName: string; name: string }
  today: string
  todayScheduleKey: string
  todayGameIds: string[]
  forfeitGameId: string
  tbdTimeGameId: string
  shootoutGameIds: string[]
  overtimeGameIds: string[]
  suspendedPlayerIds: string[]
  counts: {
    divisions: number
    teams: number
    players: number
    games: number
    completedGames: number
  }
}

export type Completion = readonly [done: unknown, notDone: unknown]

export type DivisionTemplate = {
  id: string
  en: string
  fr: string
  code: string
  location: 'Laval' | 'Brossard'
  sex: 'men' | 'women' | undefined
  teams: number
  spots: number
  /** Days from today of this division's game day in the current week. */
  dayOffset: number
  startHour: number
  startMinute: number
  timeStyle: '12h' | '24h'
  completion: Completion
  scoresAsStrings: boolean
  /** `PlayerStats_` goals written as text. */
  goalsAsStrings: boolean
  leagueField: 'league_name' | 'league'
  spotsAsString: boolean
  stageField: 'PlayoffsStage' | 'playoffStage' | 'Stage'
  /** The regular season is over and the playoffs are under way. */
  furtherAlong?: boolean
}

export type Division = DivisionTemplate & {
  group: number
  key: string
  nameEn: string
  nameFr: string
}

export type Player = {
  id: string
  first: string
  last: string
  fullName: string
  key: string
  nameVariant: 'split' | 'single'
  position: 'GK' | 2 | 'DEF' | 'MID' | 'FWD'
  keeper: boolean
  jersey: number
  skill: number
  photo: string | undefined
  photoField: 'player_pic' | 'photo'
}

export type Team = {
  id: string
  key: string
  name: string
  nameFr: string | undefined
  nameEn: string | undefined
  variant: 'team_name' | 'name' | 'bilingual'
  shortName: string
  division: Division
  colours: [string, string]
  strength: number
  picture:
    | { field: 'team_pic' | 'team_photo'; file: string; folder: string | undefined; logo: boolean }
    | undefined
  players: Player[]
}

export type Line = { player: Player; goals: number; assists: number; yellow: number; red: number }

export type Stage = 'Quarter Finals' | 'Semi Finals' | 'Finals'

export type Game = {
  id: string
  division: Division
  day: Day
  hour: number
  minute: number
  field: string | undefined
  tbdTime: boolean
  home: Team | undefined
  away: Team | undefined
  type: 'regular' | 'playoffs'
  stage: Stage | undefined
  round: number
  forfeit: 'home' | 'away' | undefined
  force: 'shootout' | 'overtime' | undefined
  forcedRed: boolean
  complete: boolean
  result: Result | undefined
}

export type Result = {
  homeGoals: number
  awayGoals: number
  overtime: boolean
  shootout:
    { homeGoals: number; awayGoals: number; homeAttempts: number; awayAttempts: number } | undefined
  homeLines: Line[]
  awayLines: Line[]
}

export type Season = {
  id: string
  nameE: string
  nameF: string
  active: boolean
  games: Game[]
}
