/**
 * What each top-level key of the league subtree (docs/data-contract.md) feeds, so that code outside
 * the domain can tell which part of a page a changed key touches without naming raw keys.
 */

/**
 * - sponsors: the sponsor records;
 * - matches: the season schedules and the stats trees (`Schedule`, `Stats_*`, `TeamStats_*`,
 *   `PlayerStats_*`): matches, scores, standings, rankings, strikers;
 * - league: news, seasons, divisions, teams and players.
 */
export type LeagueBranch = 'sponsors' | 'matches' | 'league'

const LEAGUE_KEYS = new Set(['News', 'Seasons', 'Divisions', '2'])

/** The branch of one top-level key; undefined for fines, preseason banners and unknown keys. */
export function branchOfKey(key: string): LeagueBranch | undefined {
  if (key === 'Sponsors') return 'sponsors'
  if (key === 'Schedule' || /^(?:Stats|TeamStats|PlayerStats)_/.test(key)) return 'matches'
  if (LEAGUE_KEYS.has(key) || /_(?:Teams|Players)$/.test(key)) return 'league'
  return undefined
}
