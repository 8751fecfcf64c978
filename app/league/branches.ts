// What each top-level key feeds, so code outside the domain can tell which part of a page a changed
// key touches.

export type LeagueBranch = 'sponsors' | 'matches' | 'league'

const LEAGUE_KEYS = new Set(['News', 'Seasons', 'Divisions', '2'])

export function branchOfKey(key: string): LeagueBranch | undefined {
  if (key === 'Sponsors') return 'sponsors'
  if (key === 'Schedule' || /^(?:Stats|TeamStats|PlayerStats)_/.test(key)) return 'matches'
  if (LEAGUE_KEYS.has(key) || /_(?:Teams|Players)$/.test(key)) return 'league'
  return undefined
}
