/**
 * Schedule games → derived matches (SPEC §3 'Scheduled game' and 'Derived match', §4 Match).
 * Source: `Schedule/{seasonId}/Divisions/{divisionId}/{dateKey}/{gameId}`.
 */
import { registerGroups } from './by-division.ts'
import { findDivision, type Division } from './divisions.ts'
import { bilingual, normalizePlayoffStage, type Bilingual, type PlayoffStage } from './labels.ts'
import { createMemo } from './memo.ts'
import type { TeamDirectory } from './teams.ts'
import {
  asRecord,
  childRecords,
  compareText,
  firstCount,
  firstText,
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
  torontoInstant,
} from './time.ts'

export type MatchStatus = 'finished' | 'upcoming'

export interface MatchSide {
  /** Team id when the game or the team list gives one. */
  teamId?: string
  /** Team key under `{seasonId}_Teams` when the team is listed. */
  teamKey?: string
  /** The listed team's names, else the schedule's name, else 'TBD' (SPEC §5). */
  name: Bilingual
  /** True when no team is known yet (name is the 'TBD' fallback). */
  tbd: boolean
  /** Set only for finished matches (SPEC §4). */
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
  /** Toronto calendar date 'YYYY-MM-DD', from Date (else the date key); undefined when unreadable. */
  date?: string
  /** Toronto wall-clock time 'HH:MM' (24 h); undefined when Time is missing or unparseable ('TBD'). */
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
  /** Present only when some shootout value is above 0 (SPEC §3). */
  shootout?: { home: ShootoutSide; away: ShootoutSide }
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

const TBD: Bilingual = { en: 'TBD' }

/** 'preseason', 'Pre-season', 'Présaison', 'pré-saison'… in GameType or the stage; playoffs never are. */
function isPreseasonType(gameType: unknown, stage: unknown): boolean {
  if (matchKey(gameType).startsWith('playoff')) return false
  return [gameType, stage].some((text) => {
    const key = matchKey(text)
    return key.startsWith('preseason') || key.startsWith('presaison')
  })
}

function readSide(
  game: RawRecord,
  side: 'Home' | 'Away',
  divisionId: string,
  ctx: ScheduleContext,
  finished: boolean,
): MatchSide {
  const id = firstText(game, [`${side}TeamID`, `${side}TeamId`, `${side.toLowerCase()}TeamId`])
  const name = firstText(game, [`${side}TeamName`, `${side}Team`, `${side.toLowerCase()}TeamName`])
  const team =
    id !== undefined || name !== undefined ? ctx.teams.resolve({ id, name }, divisionId) : undefined
  const result: MatchSide = {
    name: team ? team.name : name !== undefined ? { en: name } : TBD,
    tbd: !team && name === undefined,
    forfeit: isTruthyFlag(game[`${side}TeamFFT`] ?? game[`${side}FFT`]),
  }
  const teamId = team?.id ?? id
  if (teamId !== undefined) result.teamId = teamId
  if (team) result.teamKey = team.key
  if (finished) {
    const score = firstCount(game, [
      `${side}TeamScore`,
      `${side}Score`,
      `${side.toLowerCase()}Score`,
    ])
    if (score !== undefined) result.score = score
  }
  return result
}

function readShootout(game: RawRecord): Match['shootout'] {
  const value = (key: string) => firstCount(game, [key]) ?? 0
  const home = { goals: value('HomeShootoutGoals'), attempts: value('HomeShootoutAttempts') }
  const away = { goals: value('AwayShootoutGoals'), attempts: value('AwayShootoutAttempts') }
  return home.goals > 0 || home.attempts > 0 || away.goals > 0 || away.attempts > 0
    ? { home, away }
    : undefined
}

export function readMatch(
  gameKey: string,
  game: RawRecord,
  dateKey: string,
  division: Pick<Division, 'id' | 'name'>,
  ctx: ScheduleContext,
): Match {
  const divisionId = division.id
  const finished = isTrueFlag(game.GameComplete ?? game.gameComplete)
  const localDate = parseLocalDate(game.Date ?? game.date) ?? parseLocalDate(dateKey)
  const minutes = parseWallTime(game.Time ?? game.time)
  const gameType = firstText(game, ['GameType', 'gameType'])
  const stage = firstText(game, ['PlayoffsStage', 'playoffStage', 'PlayoffStage', 'Stage', 'stage'])
  const home = readSide(game, 'Home', divisionId, ctx, finished)
  const away = readSide(game, 'Away', divisionId, ctx, finished)
  const match: Match = {
    id: firstText(game, ['gameId', 'GameID', 'gameID', 'game_id']) ?? gameKey,
    seasonId: ctx.seasonId,
    divisionId,
    divisionName: division.name,
    dateKey,
    status: finished ? 'finished' : 'upcoming',
    home,
    away,
    isPlayoff: matchKey(gameType).startsWith('playoff'),
    isPreseason: isPreseasonType(gameType, stage),
    wentOvertime: isTruthyFlag(game.Overtime ?? game.overtime ?? game.OT),
    homeForfeit: home.forfeit,
    awayForfeit: away.forfeit,
    sortDay: localDate ? dayNumber(localDate) : Infinity,
    sortMinutes: minutes ?? Infinity,
  }
  if (localDate) match.date = isoDate(localDate)
  if (minutes !== undefined) match.time = isoTime(minutes)
  if (localDate && minutes !== undefined) match.start = torontoInstant(localDate, minutes)
  const field = firstText(game, ['Field', 'field', 'Location'])
  if (field !== undefined) match.field = field
  if (gameType !== undefined) match.gameType = gameType
  if (stage !== undefined) match.playoffStage = stage
  const stageKey = normalizePlayoffStage(stage)
  if (stageKey !== undefined) match.playoffStageKey = stageKey
  const shootout = readShootout(game)
  if (shootout) match.shootout = shootout
  return match
}

/**
 * Chronological order (SPEC §5): by Toronto date, then time; a match without a readable
 * time comes last within its day and a match without a date comes after all dated ones.
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

/**
 * `compareMatches` with the division ids ranked once: many games share a kick-off, and the
 * collator would otherwise compare their division ids on every tie.
 */
function byDivisionRank(parts: ReadonlyArray<readonly Match[]>): (a: Match, b: Match) => number {
  const ids = [...new Set(parts.flatMap((part) => (part.length > 0 ? [part[0].divisionId] : [])))]
  const ranks = new Map(ids.sort(compareText).map((id, index) => [id, index]))
  return (a, b) =>
    a.sortDay - b.sortDay ||
    a.sortMinutes - b.sortMinutes ||
    (ranks.get(a.divisionId) ?? 0) - (ranks.get(b.divisionId) ?? 0) ||
    compareText(a.divisionId, b.divisionId) ||
    compareText(a.id, b.id) ||
    0
}

const lastMerged = new Map<string, { parts: ReadonlyArray<readonly Match[]>; matches: Match[] }>()

/**
 * The season's matches in order. When only a division or two changed since the season's last
 * list, their old games are dropped and their new ones merged in, in linear time, instead of
 * sorting the whole season again.
 */
function mergeParts(seasonId: string, parts: ReadonlyArray<readonly Match[]>): Match[] {
  const compare = byDivisionRank(parts)
  const last = lastMerged.get(seasonId)
  let matches: Match[] | undefined
  if (last && last.parts.length === parts.length) {
    const before = new Set(last.parts)
    const now = new Set(parts)
    const added = parts.filter((part) => !before.has(part))
    const removed = last.parts.filter((part) => !now.has(part))
    if (added.length <= 2 && removed.length === added.length) {
      const dropped = new Set(removed.flat())
      const kept = last.matches.filter((match) => !dropped.has(match))
      matches = mergeSorted(kept, added.flat().sort(compare), compare)
    }
  }
  matches ??= parts.flat().sort(compare)
  if (lastMerged.size >= 8 && !lastMerged.has(seasonId)) lastMerged.clear()
  lastMerged.set(seasonId, { parts, matches })
  return matches
}

function mergeSorted(
  a: readonly Match[],
  b: readonly Match[],
  compare: (x: Match, y: Match) => number,
): Match[] {
  const out: Match[] = new Array(a.length + b.length)
  let i = 0
  let j = 0
  let k = 0
  while (i < a.length && j < b.length) out[k++] = compare(b[j], a[i]) < 0 ? b[j++] : a[i++]
  while (i < a.length) out[k++] = a[i++]
  while (j < b.length) out[k++] = b[j++]
  return out
}

const divisionSchedules = /* @__PURE__ */ createMemo<Match[]>()
// Per game too: a score re-reads one game, and the other games keep their Match objects (and
// the views memoised on them, such as match sheets).
const gameMatches = /* @__PURE__ */ createMemo<Match>()
const seasonSchedules = /* @__PURE__ */ createMemo<Match[]>()

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
      const seen = new Set<string>()
      for (const [dateKey, dayNode] of childRecords(divisionNode)) {
        for (const [gameKey, game] of childRecords(dayNode)) {
          const match = gameMatches(
            game,
            [gameKey, dateKey, division, ctx.seasonId, ctx.teams],
            () => readMatch(gameKey, game, dateKey, division, ctx),
          )
          if (seen.has(match.id)) continue
          seen.add(match.id)
          matches.push(match)
        }
      }
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
  const divisionsNode = asRecord(seasonScheduleNode)?.Divisions
  return seasonSchedules(divisionsNode, [ctx.seasonId, ctx.divisions, ctx.teams], () => {
    const parts = childRecords(divisionsNode).map(([key, node]) =>
      readDivisionSchedule(key, node, ctx),
    )
    const matches = mergeParts(ctx.seasonId, parts)
    registerGroups(matches, parts, compareMatches)
    return matches
  })
}
