import { getCurrentLeague } from '~/data/current-league.server.ts'
import { getNow } from '~/env.server.ts'
import type { League, ReadLeagueOptions } from '~/league/index.ts'
import { log } from '~/logger.server.ts'

export type LeagueContext = {
  league: League
  /** The snapshot version: a new one on every data change (cache keys, ETags). */
  version: number
  now: Date
}

/**
 * The league as loaders see it: the in-memory snapshot read through the memoised domain.
 * Returns undefined when the data could not be loaded, so each widget shows its error state.
 */
export async function loadLeagueContext(
  options?: ReadLeagueOptions,
): Promise<LeagueContext | undefined> {
  try {
    const { league, version } = await getCurrentLeague(options)
    return { league, version, now: getNow() }
  } catch (error) {
    log('error', 'league data unavailable', { error })
    return undefined
  }
}
