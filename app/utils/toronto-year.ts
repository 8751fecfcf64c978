/** The calendar year in the league's time zone (the footer's copyright year). */
export function torontoYear(now: Date): number {
  const year = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Toronto',
    year: 'numeric',
  }).format(now)
  return Number(year)
}
