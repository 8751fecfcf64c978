import { leagueTimeZone } from '~/league/time.ts'

export function leagueYear(now: Date): number {
  const year = new Intl.DateTimeFormat('en-CA', {
    timeZone: leagueTimeZone(),
    year: 'numeric',
  }).format(now)
  return Number(year)
}
