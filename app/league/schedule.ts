// Schedule games → matches: docs/data-contract.md#schedule.
import { readSequence } from './game-sequence.ts'
import { registerGroups } from './by-division.ts'
import { findDivision, type Division, type Sex } from './divisions.ts'
import { gameStatusOf, isLiveStatus, type GameStatus } from './game-status.ts'
import { bilingual, normalizePlayoffStage, type Bilingual, type PlayoffStage } from './labels.ts'
import {
  liveState,
  readMatchEvents,
  scoreFromEvents,
  type LivePhase,
  type MatchEvent,
} from './match-events.ts'
import { createMemo } from './memo.ts'
import type { TeamDirectory } from './teams.ts'
import {
  asRecord,
  compareText,
  firstCount,
  firstText,
  firstValue,
  forEachChildRecord,
  isTrueFlag,
  isTruthyFlag,
  matchKey,
  type RawRecord,
} from './text.ts'
import {
  dayNumber,
  isoDate,
  isoTime,
  parseLocalDate,
  parseWallTime,
  leagueInstant,
  timestampOf,
  type LocalDate,
} from './time.ts'

export type MatchStatus = 'finished' | 'live' | 'upcoming'

export interface MatchSide {
  teamId?: string
  teamKey?: string
  name: Bilingual
  tbd: boolean
  /** The final score of a finished match, the running score of a live one. */
  score?: number
  forfeit: boolean
}

export interface ShootoutSide {
  goals: number
  attempts: number
}

export interface Match {
  id: string
  seasonId: string
  divisionId: string
  divisionName: Bilingual
  /** Women's divisions agree their words (« Gagnante », « Championnes »). */
  divisionSex: Sex
  dateKey: string
  /** League calendar date 'YYYY-MM-DD'; undefined when unreadable. */
  date?: string
  /** League wall-clock 'HH:MM' (24 h); undefined when missing or 'TBD'. */
  time?: string
  /** Epoch ms, only when both date and time are known. */
  start?: number
  status: MatchStatus
  home: MatchSide
  away: MatchSide
  field?: string
  gameType?: string
  isPlayoff: boolean
  isPreseason: boolean
  playoffStage?: string
  playoffStageKey?: PlayoffStage
  wentOvertime: boolean
  /** `reason` in French, the operator's words; `reasonEn` their English, when given. */
  calledOff?: { status: GameStatus; reason?: string; reasonEn?: string }
  /** The event's revision (iCalendar SEQUENCE), raised by every console write to the game. */
  sequence?: number
  shootout?: { home: ShootoutSide; away: ShootoutSide }
  events?: readonly MatchEvent[]
  live?: { minute?: number; phase?: LivePhase }
  /** When the scorekeeper started a live game (`StartedAt`, epoch ms): the live sheet's clock. */
  startedAt?: number
  homeForfeit: boolean
  awayForfeit: boolean
  /** Infinity when undated or without a time. */
  sortDay: number
  sortMinutes: number
}

interface ScheduleContext {
  seasonId: string
  divisions: readonly Division[]
  teams: TeamDirectory
}

const TBD: Bilingual = { en: 'TBD', fr: 'À déterminer' }

const TBD_NAMES = new Set(['tbd', 'à déterminer', 'a determiner', 'à confirmer'])

const GAME_FIELDS = {
  id: ['gameId', 'GameID', 'gameID', 'game_id'],
  complete: ['GameComplete', 'gameComplete'],
  date: ['Date', 'date'],
  time: ['Time', 'time'],
  type: ['GameType', 'gameType'],
  stage: ['PlayoffsStage', 'playoffStage', 'PlayoffStage', 'Stage', 'stage'],
  field: ['Field', 'field', 'Location'],
  overtime: ['Overtime', 'overtime', 'OT'],
} as const

const SIDE_FIELDS = {
  home: {
    id: ['HomeTeamID', 'HomeTeamId', 'homeTeamId'],
    name: ['HomeTeamName', 'HomeTeam', 'homeTeamName'],
    forfeit: ['HomeTeamFFT', 'HomeFFT'],
    score: ['HomeTeamScore', 'HomeScore', 'homeScore'],
    shootoutGoals: ['HomeShootoutGoals'],
    shootoutAttempts: ['HomeShootoutAttempts'],
  },
  away: {
    id: ['AwayTeamID', 'AwayTeamId', 'awayTeamId'],
    name: ['AwayTeamName', 'AwayTeam', 'awayTeamName'],
    forfeit: ['AwayTeamFFT', 'AwayFFT'],
    score: ['AwayTeamScore', 'AwayScore', 'awayScore'],
    shootoutGoals: ['AwayShootoutGoals'],
    shootoutAttempts: ['AwayShootoutAttempts'],
  },
} as const

type SideFields = (typeof SIDE_FIELDS)['home' | 'away']

function isPreseasonType(typeKey: string, stage: unknown): boolean {
  if (typeKey.startsWith('playoff')) return false
  if (typeKey.startsWith('preseason') || typeKey.startsWith('presaison')) return true
  const key = matchKey(stage)
  return key.startsWith('preseason') || key.startsWith('presaison')
}

function readSide(
  game: RawRecord,
  fields: SideFields,
  divisionId: string,
  ctx: ScheduleContext,
  scored: boolean,
): MatchSide {
  const id = firstText(game, fields.id)
  const written = firstText(game, fields.name)
  const name = written !== undefined && TBD_NAMES.has(written.toLowerCase()) ? undefined : written
  const team =
    id !== undefined || name !== undefined ? ctx.teams.resolve({ id, name }, divisionId) : undefined
  const side: MatchSide = {
    name: team ? team.name : name !== undefined ? { en: name } : TBD,
    tbd: !team && name === undefined,
    forfeit: isTruthyFlag(firstValue(game, fields.forfeit)),
  }
  const teamId = team?.id ?? id
  const score = scored ? firstCount(game, fields.score) : undefined
  if (teamId !== undefined) side.teamId = teamId
  if (team) side.teamKey = team.key
  if (score !== undefined) side.score = score
  return side
}

function readShootout(game: RawRecord): Match['shootout'] {
  const side = (fields: SideFields): ShootoutSide => ({
    goals: firstCount(game, fields.shootoutGoals) ?? 0,
    attempts: firstCount(game, fields.shootoutAttempts) ?? 0,
  })
  const home = side(SIDE_FIELDS.home)
  const away = side(SIDE_FIELDS.away)
  return home.goals > 0 || home.attempts > 0 || away.goals > 0 || away.attempts > 0
    ? { home, away }
    : undefined
}

function dateInfo(value: unknown): { date: LocalDate; day: number; iso: string } | undefined {
  const date = parseLocalDate(value)
  return date && { date, day: dayNumber(date), iso: isoDate(date) }
}

function timeInfo(value: unknown): { minutes: number; iso: string } | undefined {
  const minutes = parseWallTime(value)
  return minutes === undefined ? undefined : { minutes, iso: isoTime(minutes) }
}

export function readMatch(
  gameKey: string,
  game: RawRecord,
  dateKey: string,
  division: Pick<Division, 'id' | 'name' | 'sex'>,
  ctx: ScheduleContext,
): Match {
  const divisionId = division.id
  const finished = isTrueFlag(firstValue(game, GAME_FIELDS.complete))
  const live = !finished && isLiveStatus(game.Status)
  const day = dateInfo(firstValue(game, GAME_FIELDS.date)) ?? dateInfo(dateKey)
  const time = timeInfo(firstValue(game, GAME_FIELDS.time))
  const gameType = firstText(game, GAME_FIELDS.type)
  const stage = firstText(game, GAME_FIELDS.stage)
  const typeKey = matchKey(gameType)
  const home = readSide(game, SIDE_FIELDS.home, divisionId, ctx, finished || live)
  const away = readSide(game, SIDE_FIELDS.away, divisionId, ctx, finished || live)
  const events = game.Events === undefined ? [] : readMatchEvents(game.Events)
  const match: Match = {
    id: firstText(game, GAME_FIELDS.id) ?? gameKey,
    seasonId: ctx.seasonId,
    divisionId,
    divisionName: division.name,
    divisionSex: division.sex,
    dateKey,
    status: finished ? 'finished' : live ? 'live' : 'upcoming',
    home,
    away,
    isPlayoff: typeKey.startsWith('playoff'),
    isPreseason: isPreseasonType(typeKey, stage),
    wentOvertime: isTruthyFlag(firstValue(game, GAME_FIELDS.overtime)),
    homeForfeit: home.forfeit,
    awayForfeit: away.forfeit,
    sortDay: day ? day.day : Infinity,
    sortMinutes: time ? time.minutes : Infinity,
  }
  const field = firstText(game, GAME_FIELDS.field)
  const shootout = readShootout(game)
  if (day) match.date = day.iso
  if (time) match.time = time.iso
  if (day && time) match.start = leagueInstant(day.date, time.minutes)
  if (field !== undefined) match.field = field
  if (gameType !== undefined) match.gameType = gameType
  const stageKey = stage === undefined ? undefined : normalizePlayoffStage(stage)
  if (stage !== undefined) match.playoffStage = stage
  if (stageKey !== undefined) match.playoffStageKey = stageKey
  if (shootout) match.shootout = shootout
  const calledOff = finished ? undefined : gameStatusOf(game)
  if (calledOff) match.calledOff = calledOff
  const sequence = readSequence(game)
  if (sequence > 0) match.sequence = sequence
  if (events.length > 0) match.events = events
  if (live) {
    const counted = scoreFromEvents(events)
    home.score ??= counted.home
    away.score ??= counted.away
    match.live = liveState(events)
    const startedAt = timestampOf(game.StartedAt)
    if (startedAt !== undefined) match.startedAt = startedAt
  }
  return match
}

export function compareMatches(a: Match, b: Match): number {
  return (
    a.sortDay - b.sortDay ||
    a.sortMinutes - b.sortMinutes ||
    compareText(a.divisionId, b.divisionId) ||
    compareText(a.id, b.id) ||
    0
  )
}

// Per division node: after a score the other divisions keep their lists (ADR 0013).
const divisionSchedules = /* @__PURE__ */ createMemo<Match[]>()

function readDivisionSchedule(
  divisionKey: string,
  divisionNode: RawRecord,
  ctx: ScheduleContext,
): Match[] {
  return divisionSchedules(
    divisionNode,
    [divisionKey, ctx.seasonId, ctx.divisions, ctx.teams],
    () => {
      const division = findDivision(ctx.divisions, divisionKey) ?? {
        id: divisionKey,
        name: bilingual(undefined, undefined, divisionKey),
        sex: 'men' as const,
      }
      const matches: Match[] = []
      const ids = new Set<string>()
      forEachChildRecord(divisionNode, (dateKey, dayNode) => {
        forEachChildRecord(dayNode, (gameKey, game) => {
          const match = readMatch(gameKey, game, dateKey, division, ctx)
          if (ids.has(match.id)) return
          ids.add(match.id)
          matches.push(match)
        })
      })
      return matches.sort(compareMatches)
    },
  )
}

export function readSchedule(seasonScheduleNode: unknown, ctx: ScheduleContext): Match[] {
  const parts: Match[][] = []
  forEachChildRecord(asRecord(seasonScheduleNode)?.Divisions, (key, node) => {
    parts.push(readDivisionSchedule(key, node, ctx))
  })
  const matches = mergeChronological(parts)
  registerGroups(matches, parts, compareMatches)
  return matches
}

/** Merging pairwise compares numbers only, where sorting the whole season compares names. */
function mergeChronological(parts: ReadonlyArray<readonly Match[]>): Match[] {
  const byDivision = new Map<string, readonly Match[]>()
  for (const part of parts) {
    if (part.length === 0) continue
    const id = part[0].divisionId
    const earlier = byDivision.get(id)
    byDivision.set(id, earlier ? [...earlier, ...part].sort(compareMatches) : part)
  }
  let lists = [...byDivision.keys()]
    .sort(compareText)
    .map((id) => byDivision.get(id) as readonly Match[])
  if (lists.length === 0) return []
  while (lists.length > 1) {
    const merged: Array<readonly Match[]> = []
    for (let index = 0; index < lists.length; index += 2) {
      const second = lists[index + 1]
      merged.push(second ? mergeTwo(lists[index], second) : lists[index])
    }
    lists = merged
  }
  return [...lists[0]]
}

function mergeTwo(first: readonly Match[], second: readonly Match[]): Match[] {
  const merged: Match[] = []
  let i = 0
  let j = 0
  while (i < first.length && j < second.length) {
    const a = first[i]
    const b = second[j]
    const secondEarlier =
      b.sortDay < a.sortDay || (b.sortDay === a.sortDay && b.sortMinutes < a.sortMinutes)
    if (secondEarlier) merged.push(second[j++])
    else merged.push(first[i++])
  }
  while (i < first.length) merged.push(first[i++])
  while (j < second.length) merged.push(second[j++])
  return merged
}
