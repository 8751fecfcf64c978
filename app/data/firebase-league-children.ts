// Security rules usually deny reading `leagues/{key}` (registrations live under it), so public
// children are read one by one.
import { isPlainObject, splitPath } from './league-source.ts'

export const PUBLIC_LEAGUE_CHILDREN: readonly string[] = [
  'Seasons',
  'Divisions',
  '2',
  'Schedule',
  'News',
  'Sponsors',
  'PreSeason',
  'Team_Fines',
]

export function seasonChildren(seasonId: string): string[] {
  return [
    `${seasonId}_Teams`,
    `${seasonId}_Players`,
    `PlayerStats_${seasonId}`,
    `TeamStats_${seasonId}`,
    `Stats_${seasonId}`,
  ]
}

export function leagueChildKeys(seasons: unknown): string[] {
  const ids = new Set<string>()
  if (isPlainObject(seasons)) {
    for (const [key, season] of Object.entries(seasons)) {
      ids.add(key)
      if (
        isPlainObject(season) &&
        typeof season.season_id === 'string' &&
        season.season_id.trim() !== ''
      ) {
        ids.add(season.season_id.trim())
      }
    }
  }
  const keys = [...PUBLIC_LEAGUE_CHILDREN]
  for (const id of [...ids].sort()) {
    if (!/[.#$[\]/]/.test(id)) keys.push(...seasonChildren(id))
  }
  return keys
}

export function isLeagueRoot(path: string): boolean {
  const segments = splitPath(path)
  return segments.length === 2 && segments[0] === 'leagues'
}
