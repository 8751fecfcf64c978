import { todayOf } from './match-lists.ts'
import type { Match } from './schedule.ts'

export interface ScheduleDay {
  date: string
  matches: Match[]
}

export interface ScheduleDays {
  days: ScheduleDay[]
  undated: Match[]
  jumpDate?: string
  jumpIsToday: boolean
}

/** Pure: "now" is an argument. */
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
  days.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
  for (const day of days) day.matches.sort((a, b) => a.sortMinutes - b.sortMinutes)
  return { days, undated, byDate }
}
