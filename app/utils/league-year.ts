import { leagueTimeZone } from '~/league/time.ts'

// Every page asks: the formatter is made once per time zone, not per request.
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
