import { leagueTimeZone } from '~/league/time.ts'

/** The calendar year in the league's time zone (the footer's copyright year). */
export function leagueYear(now: Date): number {
  const year = new Intl.DateTimeFormat('en-CA', {
    timeZone: leagueTimeZone(),
    year: 'numeric',
  }).format(now)
  return Number(year)
}
