// Only games still to play are edited: a finished game keeps its day.
import { entriesOf, firstValue, scheduledGames, type GameInfo } from './check-context.ts'
import { GAME_STATUSES, MAX_STATUS_REASON, readGameStatus, type GameStatus } from './game-status.ts'
import type { GameRef, LeagueUpdate, WriteOutcome } from './record-result.ts'
import { asRecord, cleanText, matchKey, type RawRecord } from './text.ts'
import { parseLocalDate, parseWallTime, type LocalDate } from './time.ts'
import { ownChild } from './record-keys.ts'

export interface ScheduleChange {
  date: string
  time?: string
  field?: string
}

const refused = (en: string, fr: string): WriteOutcome => ({ ok: false, reason: { en, fr } })

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
  if (!league) return refused('There is no league.', 'Il n’y a pas de ligue.')
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
  if (!found)
    return refused(
      `Game "${ref.gameId}" is not in the schedule of ${ref.seasonId}.`,
      `Le match « ${ref.gameId} » n’est pas au calendrier de ${ref.seasonId}.`,
    )
  if (found.game.finished)
    return refused(
      `Game "${ref.gameId}" is finished: a played game keeps its date. If its result was entered by mistake, take the result back first.`,
      `Le match « ${ref.gameId} » est terminé : un match joué garde sa date. Si son résultat a été saisi par erreur, retirez d’abord le résultat.`,
    )
  if (readGameStatus(found.record.Status) === 'live')
    return refused(
      `Game "${ref.gameId}" is being played: end it before moving it or calling it off.`,
      `Le match « ${ref.gameId} » est en cours : terminez-le avant de le déplacer ou de l’annuler.`,
    )
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
  if (status === 'cancelled')
    return refused(
      `Game "${ref.gameId}" is cancelled: put it back on the schedule before moving it.`,
      `Le match « ${ref.gameId} » est annulé : remettez-le au calendrier avant de le déplacer.`,
    )
  const date = parseLocalDate(change.date)
  if (!date)
    return refused(
      `The date "${change.date}" cannot be read: write it like 2026-10-04.`,
      `La date « ${change.date} » ne peut être lue : écrivez-la comme 2026-10-04.`,
    )
  const timeInput = cleanText(change.time ?? firstValue(record, ['Time', 'time']))
  const tbd = timeInput === undefined || timeInput.toUpperCase() === 'TBD'
  const minutes = tbd ? undefined : parseWallTime(timeInput)
  if (!tbd && minutes === undefined)
    return refused(
      `The time "${timeInput}" cannot be read: write it like 19:30 or 7:30 PM.`,
      `L’heure « ${timeInput} » ne peut être lue : écrivez-la comme 19:30 ou 7:30 PM.`,
    )
  const fieldInput = cleanText(change.field ?? firstValue(record, FIELD_KEYS))
  let field: string | undefined
  if (fieldInput !== undefined) {
    const fields = scheduleFields(tree)
    field = fields.find((known) => matchKey(known) === matchKey(fieldInput))
    if (field === undefined)
      return refused(
        `"${fieldInput}" is not a field of the league's schedule${fields.length ? `: choose ${fields.join(', ')}` : ''}.`,
        `« ${fieldInput} » n’est pas un terrain du calendrier de la ligue${fields.length ? ` : choisissez ${fields.join(', ')}` : ''}.`,
      )
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
  if (unchanged)
    return refused(
      'This is already the game’s date, time and field: nothing to change.',
      'Ce sont déjà la date, l’heure et le terrain du match : rien à changer.',
    )

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
    return refused(
      `Another game is already filed as "${located.gameKey}" on ${dateText(date)}.`,
      `Un autre match est déjà classé sous « ${located.gameKey} » le ${dateText(date)}.`,
    )
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
): WriteOutcome {
  const located = locate(tree, ref)
  if ('ok' in located) return located
  const { record, game } = located
  const current = readGameStatus(record.Status)
  const update: LeagueUpdate = {}
  if (status === undefined) {
    if (current === undefined)
      return refused(
        `Game "${ref.gameId}" is already on the schedule.`,
        `Le match « ${ref.gameId} » est déjà au calendrier.`,
      )
    update[`${game.path}/Status`] = null
    if (record.StatusReason !== undefined) update[`${game.path}/StatusReason`] = null
    return { ok: true, update }
  }
  if (!GAME_STATUSES.includes(status))
    return refused(
      `"${String(status)}" is not a status: postponed or cancelled.`,
      `« ${String(status)} » n’est pas un statut : reporté ou annulé.`,
    )
  const why = cleanText(reason)
  if (why !== undefined && why.length > MAX_STATUS_REASON)
    return refused(
      `The reason is too long: ${MAX_STATUS_REASON} characters at most.`,
      `La raison est trop longue : ${MAX_STATUS_REASON} caractères au plus.`,
    )
  if (current === status && cleanText(record.StatusReason) === why)
    return refused(
      'The game already has this status and reason: nothing to change.',
      'Le match a déjà ce statut et cette raison : rien à changer.',
    )
  update[`${game.path}/Status`] = status
  if (why !== undefined || record.StatusReason !== undefined)
    update[`${game.path}/StatusReason`] = why ?? null
  return { ok: true, update }
}
