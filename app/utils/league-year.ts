import { leagueTimeZone } from '~/league/time.ts'

let yearFormat: { timeZone: string; format: Intl.DateTimeFormat } | undefined

export function leagueYear(now: Date): number {
  const timeZone = leagueTimeZone()
  if (yearFormat?.timeZone !== timeZone)
    yearFormat = {
      timeZone,
      format: new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric' }),
    }
  return Number(yearFormat.format.format(now))
}
