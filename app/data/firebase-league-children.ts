/**
 * Which children of a league are public, so read and streamed one by one: security rules usually
 * deny reading `leagues/{key}` itself because registrations (`RegisterTeamForm`) live under it.
 *
 * Pure module.
 */
import { isPlainObject, splitPath } from './league-source.ts'

/** League children that are public and streamed separately. */
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

/** The per-season public children of a league. */
export function seasonChildren(seasonId: string): string[] {
  return [
    `${seasonId}_Teams`,
    `${seasonId}_Players`,
    `PlayerStats_${seasonId}`,
    `TeamStats_${seasonId}`,
    `Stats_${seasonId}`,
  ]
}

/** Every public child to read for a league, given its `Seasons` node. */
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

/** Whether `path` is a league root, `leagues/{key}`. */
export function isLeagueRoot(path: string): boolean {
  const segments = splitPath(path)
  return segments.length === 2 && segments[0] === 'leagues'
}
