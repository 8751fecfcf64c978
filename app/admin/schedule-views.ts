import { type League, findMatch, formatLongDate, leagueToday } from '~/league/index.ts'
import type { Lang } from '~/i18n/language.ts'

import { type GameSummary, gameSummary } from './console-views.ts'

export type ScheduleDay = {
  date: string
  dateLabel: string
  games: GameSummary[]
}

export type ScheduleListView = {
  days: ScheduleDay[]
  later: number
}

export const SCHEDULE_WEEKS = 2

export type ScheduleFormValues = { date: string; time: string; field: string }

export type ScheduleFormView = {
  game: GameSummary & { dateLabel: string; seasonId: string }
  values: ScheduleFormValues
  fields: string[]
}

/** A game called off or without a readable day needs the operator's attention whatever its day. */
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
  return { days: [...days.values()], later }
}

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
