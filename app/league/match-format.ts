/**
 * Display of a match's date and time in the league's zone (docs/product.md#data-rules): the same
 * wall clock whatever the server's or visitor's zone, in winter (GMT-5) as in summer (GMT-4).
 */
import type { Lang } from './labels.ts'
import type { Match } from './schedule.ts'
import { formatLongDate, formatTime } from './time.ts'

/** '9 novembre 2025' / 'November 9, 2025'; '' when the match has no readable date. */
export function formatMatchDate(match: Pick<Match, 'date'>, lang: Lang): string {
  return match.date === undefined ? '' : formatLongDate(match.date, lang)
}

/**
 * '19 h 30' / '7:30 PM'; undefined when the time is unknown, for the page to show its
 * 'TBD' / 'À confirmer' text.
 */
export function formatMatchTime(match: Pick<Match, 'start'>, lang: Lang): string | undefined {
  return match.start === undefined ? undefined : formatTime(match.start, lang)
}
