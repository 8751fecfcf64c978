// Only games still to play are edited: a finished game keeps its day.
import { nextSequence, SEQUENCE_FIELD } from './game-sequence.ts'
import { entriesOf, firstValue, scheduledGames, type GameInfo } from './check-context.ts'
import { GAME_STATUSES, MAX_STATUS_REASON, readGameStatus, type GameStatus } from './game-status.ts'
import type { GameRef } from './record-result.ts'
import { type LeagueUpdate, type WriteOutcome, refused } from './write-outcome.ts'
import { asRecord, cleanText, matchKey, type RawRecord } from './text.ts'
import { parseLocalDate, parseWallTime, type LocalDate } from './time.ts'
import { ownChild } from './record-keys.ts'

export interface ScheduleChange {
  date: string
  time?: string
  field?: string
}

const FIELD_KEYS = ['Field', 'field', 'Location']
const DATE_ALIASES = ['date']
const TIME_ALIASES = ['time']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

function dateText(date: LocalDate): string {
  return `${MONTHS[date.month - 1]} ${date.day}, ${date.year}`
}

function timeText(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  const shown = hours % 12 === 0 ? 12 : hours % 12
  return `${shown}:${String(minutes % 60).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`
}

const sameDate = (a: LocalDate | undefined, b: LocalDate | undefined) =>
  a !== undefined && b !== undefined && a.year === b.year && a.month === b.month && a.day === b.day

export function scheduleFields(tree: unknown): string[] {
  const byKey = new Map<string, string>()
  for (const [, season] of entriesOf(asRecord(tree)?.Schedule))
    for (const [, days] of entriesOf(season.Divisions))
      for (const [, day] of entriesOf(days))
        for (const [, game] of entriesOf(day)) {
          const field = cleanText(firstValue(game, FIELD_KEYS))
          if (field !== undefined && !byKey.has(matchKey(field))) byKey.set(matchKey(field), field)
        }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, 'fr', { numeric: true }))
}

const nodeAt = (league: RawRecord, path: string): unknown =>
  path.split('/').reduce<unknown>((node, key) => ownChild(node, key), league)

interface Located {
  league: RawRecord
  game: GameInfo
  record: RawRecord
  divisionPath: string
  dayKey: string
  gameKey: string
}

function locate(tree: unknown, ref: GameRef): Located | WriteOutcome {
  const league = asRecord(tree)
  if (!league) return refused('no-league')
  let found: Located | undefined
  scheduledGames(league, ref.seasonId, (game, record, dayKey) => {
    if (game.id !== ref.gameId || found) return
    const segments = game.path.split('/')
    found = {
      league,
      game,
      record,
      divisionPath: segments.slice(0, 4).join('/'),
      dayKey,
      gameKey: segments[5]!,
    }
  })
  if (!found) return refused('game-not-scheduled', { game: ref.gameId, season: ref.seasonId })
  if (found.game.finished) return refused('game-finished-keeps-date', { game: ref.gameId })
  if (readGameStatus(found.record.Status) === 'live')
    return refused('game-live', { game: ref.gameId })
  return found
}

function dayKeyFor(located: Located, date: LocalDate): string {
  const divisionNode = nodeAt(located.league, located.divisionPath)
  const canonical = dateText(date).toUpperCase()
  const existing = Object.keys(asRecord(divisionNode) ?? {})
  if (existing.includes(canonical)) return canonical
  return existing.find((key) => sameDate(parseLocalDate(key), date)) ?? canonical
}

export function rescheduleGame(tree: unknown, ref: GameRef, change: ScheduleChange): WriteOutcome {
  const located = locate(tree, ref)
  if ('ok' in located) return located
  const { record } = located
  const status = readGameStatus(record.Status)
  if (status === 'cancelled') return refused('game-cancelled', { game: ref.gameId })
  const date = parseLocalDate(change.date)
  if (!date) return refused('unreadable-date', { date: change.date })
  const timeInput = cleanText(change.time ?? firstValue(record, ['Time', 'time']))
  const tbd = timeInput === undefined || timeInput.toUpperCase() === 'TBD'
  const minutes = tbd ? undefined : parseWallTime(timeInput)
  if (!tbd && minutes === undefined) return refused('unreadable-time', { time: timeInput })
  const fieldInput = cleanText(change.field ?? firstValue(record, FIELD_KEYS))
  let field: string | undefined
  if (fieldInput !== undefined) {
    const fields = scheduleFields(tree)
    field = fields.find((known) => matchKey(known) === matchKey(fieldInput))
    if (field === undefined)
      return fields.length
        ? refused('unknown-field', { field: fieldInput, fields: fields.join(', ') })
        : refused('no-fields-known', { field: fieldInput })
  }

  const next: Record<string, unknown> = {
    Date: dateText(date),
    Time: minutes === undefined ? 'TBD' : timeText(minutes),
    Field: field ?? null,
  }
  for (const alias of [...DATE_ALIASES, ...TIME_ALIASES, ...FIELD_KEYS.slice(1)])
    if (record[alias] !== undefined) next[alias] = null
  const oldDate =
    parseLocalDate(firstValue(record, ['Date', 'date'])) ?? parseLocalDate(located.dayKey)
  const oldMinutes = parseWallTime(firstValue(record, ['Time', 'time']))
  if (status === 'postponed' && (!sameDate(oldDate, date) || oldMinutes !== minutes)) {
    next.Status = null
    if (record.StatusReason !== undefined) next.StatusReason = null
  }
  const unchanged = Object.entries(next).every(([key, value]) =>
    value === null ? record[key] === undefined : record[key] === value,
  )
  if (unchanged) return refused('nothing-to-move')
  next[SEQUENCE_FIELD] = nextSequence(record)

  const dayKey = dayKeyFor(located, date)
  const update: LeagueUpdate = {}
  if (dayKey === located.dayKey) {
    for (const [key, value] of Object.entries(next))
      if (!(value === null && record[key] === undefined))
        update[`${located.game.path}/${key}`] = value
    return { ok: true, update }
  }
  const target = `${located.divisionPath}/${dayKey}/${located.gameKey}`
  if (asRecord(nodeAt(located.league, target)))
    return refused('game-slot-taken', { key: located.gameKey, date: dateText(date) })
  const moved: Record<string, unknown> = { ...record }
  for (const [key, value] of Object.entries(next)) {
    if (value === null) delete moved[key]
    else moved[key] = value
  }
  update[located.game.path] = null
  update[target] = moved
  return { ok: true, update }
}

export function setGameStatus(
  tree: unknown,
  ref: GameRef,
  status: GameStatus | undefined,
  reason?: string,
  reasonEn?: string,
): WriteOutcome {
  const located = locate(tree, ref)
  if ('ok' in located) return located
  const { record, game } = located
  const current = readGameStatus(record.Status)
  const update: LeagueUpdate = {}
  if (status === undefined) {
    if (current === undefined) return refused('game-already-scheduled', { game: ref.gameId })
    update[`${game.path}/Status`] = null
    if (record.StatusReason !== undefined) update[`${game.path}/StatusReason`] = null
    if (record.StatusReasonEn !== undefined) update[`${game.path}/StatusReasonEn`] = null
    update[`${game.path}/${SEQUENCE_FIELD}`] = nextSequence(record)
    return { ok: true, update }
  }
  if (!GAME_STATUSES.includes(status)) return refused('unknown-status', { status: String(status) })
  const why = cleanText(reason)
  const whyEn = cleanText(reasonEn)
  if (Math.max(why?.length ?? 0, whyEn?.length ?? 0) > MAX_STATUS_REASON)
    return refused('reason-too-long', { max: MAX_STATUS_REASON })
  if (
    current === status &&
    cleanText(record.StatusReason) === why &&
    cleanText(record.StatusReasonEn) === whyEn
  )
    return refused('status-unchanged')
  update[`${game.path}/Status`] = status
  if (why !== undefined || record.StatusReason !== undefined)
    update[`${game.path}/StatusReason`] = why ?? null
  // Beside the French, never instead: pages in English fall back to the French, marked.
  if (whyEn !== undefined || record.StatusReasonEn !== undefined)
    update[`${game.path}/StatusReasonEn`] = whyEn ?? null
  update[`${game.path}/${SEQUENCE_FIELD}`] = nextSequence(record)
  return { ok: true, update }
}
