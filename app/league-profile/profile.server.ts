import { readFileSync } from 'node:fs'
import path from 'node:path'

import { type LeagueProfile, parseLeagueProfile } from './schema.ts'

/** The committed profile of the league this site was made for, used when LEAGUE_PROFILE is unset. */
export const DEFAULT_LEAGUE_PROFILE = 'league-profile.json'

export class LeagueProfileError extends Error {}

/** The profile file's absolute path: LEAGUE_PROFILE, relative to the working directory. */
export function leagueProfilePath(
  source: Record<string, string | undefined> = process.env,
): string {
  return path.resolve(source.LEAGUE_PROFILE?.trim() || DEFAULT_LEAGUE_PROFILE)
}

/**
 * Reads and validates a profile file; any problem is one line naming the file and the field:
 * 'league profile /srv/league.json: venues[1].address: required'.
 */
export function readLeagueProfile(file: string): LeagueProfile {
  let data: unknown
  try {
    data = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT'
        ? 'no such file (set LEAGUE_PROFILE to the league profile, see docs/deploy.md#league-profile)'
        : error instanceof SyntaxError
          ? `not valid JSON (${error.message})`
          : String((error as Error).message ?? error)
    throw new LeagueProfileError(`league profile ${file}: ${reason}`)
  }
  try {
    return parseLeagueProfile(data)
  } catch (error) {
    throw new LeagueProfileError(`league profile ${file}: ${(error as Error).message}`)
  }
}

let cached: LeagueProfile | undefined

/** The league's profile (LEAGUE_PROFILE), read once. */
export function getLeagueProfile(): LeagueProfile {
  cached ??= readLeagueProfile(leagueProfilePath())
  return cached
}
