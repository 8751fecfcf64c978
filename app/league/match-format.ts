// In the league's zone: the same wall clock whatever the server's or visitor's zone.
import type { Lang } from './labels.ts'
import type { Match } from './schedule.ts'
import { formatLongDate, formatTime } from './time.ts'

export function formatMatchDate(match: Pick<Match, 'date'>, lang: Lang): string {
  return match.date === undefined ? '' : formatLongDate(match.date, lang)
}

export function formatMatchTime(match: Pick<Match, 'start'>, lang: Lang): string | undefined {
  return match.start === undefined ? undefined : formatTime(match.start, lang)
}
