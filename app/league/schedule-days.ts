/**
 * A season's schedule grouped by day (the schedule page and the printed schedule): every game of
 * a division or a team, dated days in order, then the games without a readable date, and the
 * day to jump to ("today", else the next day with a game still to play).
 */
import { todayOf } from './match-lists.ts'
import type { Match } from './schedule.ts'

export interface ScheduleDay {
  /** league calendar date 'YYYY-MM-DD'. */
  date: string
  /** In kick-off order; a game without a time comes last in its day. */
  matches: Match[]
}

export interface ScheduleDays {
  days: ScheduleDay[]
  /** Games whose date cannot be read: listed after the dated days, never lost. */
  undated: Match[]
  /** The day the "jump" link targets: today when it has games, else the next day with an unplayed game. */
  jumpDate?: string
  /** True when `jumpDate` is today. */
  jumpIsToday: boolean
}

/**
 * Groups chronological matches (`league.matches` order, see `compareMatches`) by league date.
 * Pure: "now" is an argument; an invalid "now" gives no jump target.
 */
export function groupScheduleByDay(matches: readonly Match[], now: Date | number): ScheduleDays {
  const { days, undated, byDate } = groupByDay(matches)
  const today = todayOf(now)
  const result: ScheduleDays = { days, undated, jumpIsToday: false }
  if (today === '') return result
  if (byDate.has(today)) return { ...result, jumpDate: today, jumpIsToday: true }
  const next = days.find(
    (day) => day.date > today && day.matches.some((match) => match.status !== 'finished'),
  )
  if (next) result.jumpDate = next.date
  return result
}

type Grouping = Pick<ScheduleDays, 'days' | 'undated'> & { byDate: Map<string, ScheduleDay> }

function groupByDay(matches: readonly Match[]): Grouping {
  const days: ScheduleDay[] = []
  const undated: Match[] = []
  const byDate = new Map<string, ScheduleDay>()
  for (const match of matches) {
    if (match.date === undefined) {
      undated.push(match)
      continue
    }
    let day = byDate.get(match.date)
    if (!day) {
      day = { date: match.date, matches: [] }
      byDate.set(match.date, day)
      days.push(day)
    }
    day.matches.push(match)
  }
  // The input is normally sorted already; sorting again keeps the grouping right for any caller.
  days.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
  for (const day of days) day.matches.sort((a, b) => a.sortMinutes - b.sortMinutes)
  return { days, undated, byDate }
}
