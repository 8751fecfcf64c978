/**
 * What the console's schedule pages show, from the league as the site reads it: the season's
 * games still to play by day (and those called off, whatever their day), and one game's schedule
 * form filled with its day, time and field. Pure: no I/O, no clock (today is passed in).
 */
import { type League, findMatch, formatLongDate, leagueToday } from '~/league/index.ts'
import type { Lang } from '~/i18n/language.ts'

import { type GameSummary, gameSummary } from './console-views.ts'

export type ScheduleDay = {
  /** 'YYYY-MM-DD', or '' for the games without a readable day. */
  date: string
  dateLabel: string
  games: GameSummary[]
}

export type ScheduleListView = {
  days: ScheduleDay[]
  /** Games still to play left out of a short list (later than its weeks). */
  later: number
}

/** How far ahead the short list looks: the weeks an operator reschedules in. */
export const SCHEDULE_WEEKS = 2

/** The form's starting values, in the field names of schedule-form.ts. */
export type ScheduleFormValues = { date: string; time: string; field: string }

export type ScheduleFormView = {
  game: GameSummary & { dateLabel: string; seasonId: string }
  values: ScheduleFormValues
  /** Every field the league's schedule names: the form offers these only. */
  fields: string[]
}

/**
 * The season's games still to play, by day, soonest first: from today on (the next weeks only,
 * unless `all`), and any game called off or without a readable day (each needs the operator's
 * attention whatever its day).
 */
export function scheduleListView(
  league: League,
  now: Date,
  lang: Lang,
  { all = false }: { all?: boolean } = {},
): ScheduleListView {
  const today = leagueToday(now)
  const horizon = new Date(Date.parse(`${today}T12:00:00Z`) + SCHEDULE_WEEKS * 7 * 86_400_000)
    .toISOString()
    .slice(0, 10)
  const days = new Map<string, ScheduleDay>()
  let later = 0
  for (const match of league.matches) {
    if (match.status === 'finished') continue
    const date = match.date ?? ''
    if (date !== '' && date < today && !match.calledOff) continue
    if (!all && date !== '' && date > horizon && !match.calledOff) {
      later += 1
      continue
    }
    let day = days.get(date)
    if (!day) {
      day = { date, dateLabel: date === '' ? '' : formatLongDate(date, lang), games: [] }
      days.set(date, day)
    }
    day.games.push(gameSummary(match, lang))
  }
  // league.matches is chronological with undated games last: the days come in that order.
  return { days: [...days.values()], later }
}

/** A game's schedule form, or undefined when the season has no such game. */
export function scheduleFormView(
  league: League,
  gameId: string,
  fields: readonly string[],
  lang: Lang,
): ScheduleFormView | undefined {
  const match = findMatch(league, gameId)
  if (!match) return undefined
  return {
    game: {
      ...gameSummary(match, lang),
      seasonId: match.seasonId,
      dateLabel: match.date ? formatLongDate(match.date, lang) : '',
    },
    values: { date: match.date ?? '', time: match.time ?? '', field: match.field ?? '' },
    fields: [...fields],
  }
}
