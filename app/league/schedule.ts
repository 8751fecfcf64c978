/**
 * Schedule games → derived matches (docs/data-contract.md#schedule, docs/product.md#data-rules).
 * Source: `Schedule/{seasonId}/Divisions/{divisionId}/{dateKey}/{gameId}`.
 */
import { registerGroups } from './by-division.ts'
import { findDivision, type Division } from './divisions.ts'
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

/** `live`: not finished, and its `Status` says it is being played (docs/data-contract.md#schedule). */
export type MatchStatus = 'finished' | 'live' | 'upcoming'

export interface MatchSide {
  /** Team id when the game or the team list gives one. */
  teamId?: string
  /** Team key under `{seasonId}_Teams` when the team is listed. */
  teamKey?: string
  /** The listed team's names, else the schedule's name, else 'TBD'. */
  name: Bilingual
  /** True when no team is known yet (name is the 'TBD' fallback). */
  tbd: boolean
  /** The final score of a finished match, the running score of a live one; else absent. */
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
  /** The schedule's date key as stored ('NOV 9, 2025'). */
  dateKey: string
  /** league calendar date 'YYYY-MM-DD', from Date (else the date key); undefined when unreadable. */
  date?: string
  /** league wall-clock time 'HH:MM' (24 h); undefined when Time is missing or unparseable ('TBD'). */
  time?: string
  /** Kick-off instant (epoch ms), only when both date and time are known. */
  start?: number
  status: MatchStatus
  home: MatchSide
  away: MatchSide
  field?: string
  gameType?: string
  isPlayoff: boolean
  /** GameType (or stage) says preseason: shown on the preseason page, never in standings. */
  isPreseason: boolean
  /** The stage as written (PlayoffsStage, playoffStage or Stage); label it with `playoffStageLabel`. */
  playoffStage?: string
  playoffStageKey?: PlayoffStage
  wentOvertime: boolean
  /** Called off: postponed or cancelled (only a game still to play), with the reason given. */
  calledOff?: { status: GameStatus; reason?: string }
  /** Present only when some shootout value is above 0. */
  shootout?: { home: ShootoutSide; away: ShootoutSide }
  /** The game's events in order (by minute, then as recorded); only when it has some. */
  events?: readonly MatchEvent[]
  /** A live game's latest minute and phase, as its events tell them (each only when known). */
  live?: { minute?: number; phase?: LivePhase }
  /** When the scorekeeper started a live game (`StartedAt`, epoch ms): the live sheet's clock. */
  startedAt?: number
  homeForfeit: boolean
  awayForfeit: boolean
  /** Sort keys: day number (Infinity when undated) and minutes (Infinity without a time). */
  sortDay: number
  sortMinutes: number
}

interface ScheduleContext {
  seasonId: string
  divisions: readonly Division[]
  teams: TeamDirectory
}

/** A side not known yet, in both languages (the catalogue's word for a bracket slot). */
const TBD: Bilingual = { en: 'TBD', fr: 'À déterminer' }

/** Data that writes the placeholder itself ('TBD', 'tbd', 'À déterminer') means no team yet. */
const TBD_NAMES = new Set(['tbd', 'à déterminer', 'a determiner', 'à confirmer'])

// The field names of a scheduled game, each with its variants in the order they are tried
// (docs/data-contract.md#schedule).
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

/** 'preseason', 'Pre-season', 'Présaison', 'pré-saison'… in GameType or the stage; playoffs never are. */
function isPreseasonType(typeKey: string, stage: unknown): boolean {
  if (typeKey.startsWith('playoff')) return false
  if (typeKey.startsWith('preseason') || typeKey.startsWith('presaison')) return true
  const key = matchKey(stage)
  return key.startsWith('preseason') || key.startsWith('presaison')
}

/** One side of a game: its team (resolved against the season's teams), forfeit and score. */
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

/** Shootout goals and attempts, only when some value is above 0 (docs/data-contract.md#schedule). */
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

/** A schedule date: its sort key (day number) and its ISO form. */
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
  division: Pick<Division, 'id' | 'name'>,
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
  if (events.length > 0) match.events = events
  if (live) {
    // A live game always has a score: the one written, else the one its events give.
    const counted = scoreFromEvents(events)
    home.score ??= counted.home
    away.score ??= counted.away
    match.live = liveState(events)
    const startedAt = timestampOf(game.StartedAt)
    if (startedAt !== undefined) match.startedAt = startedAt
  }
  return match
}

/**
 * Chronological order (docs/product.md#data-rules): by league date, then time; a match without a
 * readable time comes last within its day and a match without a date comes after all dated ones.
 */
export function compareMatches(a: Match, b: Match): number {
  return (
    a.sortDay - b.sortDay ||
    a.sortMinutes - b.sortMinutes ||
    compareText(a.divisionId, b.divisionId) ||
    compareText(a.id, b.id) ||
    0
  )
}

// Per division node: after a score, the other divisions keep their Match lists, and the views
// memoised on them (docs/decisions/0013-incremental-views-and-store.md).
const divisionSchedules = /* @__PURE__ */ createMemo<Match[]>()

/** One division node's games, chronological; reused while the node, divisions and teams are the same. */
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

/**
 * Every game of one season's schedule node (`Schedule/{seasonId}`), in chronological order.
 * A game filed under several date keys or divisions is kept once per division. Read division
 * by division: a change under one division re-reads that division alone.
 */
export function readSchedule(seasonScheduleNode: unknown, ctx: ScheduleContext): Match[] {
  const parts: Match[][] = []
  forEachChildRecord(asRecord(seasonScheduleNode)?.Divisions, (key, node) => {
    parts.push(readDivisionSchedule(key, node, ctx))
  })
  const matches = mergeChronological(parts)
  registerGroups(matches, parts, compareMatches)
  return matches
}

/**
 * The divisions' lists, each already chronological, merged into one list in `compareMatches`
 * order. Merging them pairwise compares numbers only (a kick-off shared by several divisions goes
 * to the division first by id), where sorting the whole season compared division ids on every
 * shared kick-off, and a score change re-sorted every game of the season.
 */
function mergeChronological(parts: ReadonlyArray<readonly Match[]>): Match[] {
  // One list per division id, in division order; a division filed under two node keys (its key
  // written two ways) has its lists sorted together.
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

/** Two chronological lists as one; on the same kick-off, the first list's game comes first. */
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
