import { TZDate } from '@date-fns/tz'

import { leagueTimeZone } from '../../league/time.ts'

export type Day = { readonly y: number; readonly m: number; readonly d: number }

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

export function leagueDay(instant: Date): Day {
  const local = new TZDate(instant.getTime(), leagueTimeZone())
  return { y: local.getFullYear(), m: local.getMonth() + 1, d: local.getDate() }
}

export function leagueInstant(day: Day, hour: number, minute: number): Date {
  return new Date(new TZDate(day.y, day.m - 1, day.d, hour, minute, leagueTimeZone()).getTime())
}

export function addDays(day: Day, days: number): Day {
  const date = new Date(Date.UTC(day.y, day.m - 1, day.d + days))
  return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() }
}

export function compareDays(a: Day, b: Day): number {
  return a.y - b.y || a.m - b.m || a.d - b.d
}

/** Schedule grouping key: 'NOV 9, 2025' ('MMM D, YYYY' uppercased, en-US). */
export function scheduleKey(day: Day): string {
  return `${MONTHS[day.m - 1].toUpperCase()} ${day.d}, ${day.y}`
}

/** A game's Date field: 'Nov 9, 2025'. */
export function gameDate(day: Day): string {
  return `${MONTHS[day.m - 1]} ${day.d}, ${day.y}`
}

/** 'YYYY-MM-DD'. */
export function isoDay(day: Day): string {
  return `${day.y}-${String(day.m).padStart(2, '0')}-${String(day.d).padStart(2, '0')}`
}

/** '7:30 PM' (12-hour) or '19:30' (24-hour). */
export function clockTime(hour: number, minute: number, style: '12h' | '24h'): string {
  const mm = String(minute).padStart(2, '0')
  if (style === '24h') return `${hour}:${mm}`
  const suffix = hour >= 12 ? 'PM' : 'AM'
  const h12 = hour % 12 === 0 ? 12 : hour % 12
  return `${h12}:${mm} ${suffix}`
}
