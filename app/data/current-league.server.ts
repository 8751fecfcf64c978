/**
 * The one way to the league for a request: pages, calendar feeds, share images, the sitemap and
 * the live stream read the league here, never the raw tree. `currentLeague()` is the in-memory
 * snapshot read through the memoised domain, with the clock the pages use.
 */
import { getNow } from '../env.server.ts'
import {
  type League,
  type LeagueSeasons,
  type ReadLeagueOptions,
  readLeague,
  readLeagueSeasons,
} from '../league/index.ts'
import { log } from '../logger.server.ts'
import {
  type LeagueChangeListener,
  getLeagueSnapshot,
  onLeagueChange,
  peekLeagueSnapshot,
} from './league.server.ts'

export type CurrentLeague = {
  league: League
  /** The same snapshot across its seasons (registration's season, the schedule's fields). */
  acrossSeasons: LeagueSeasons
  /** The snapshot version: a new one on every data change (cache keys, ETags, the live stream). */
  version: number
  now: Date
}

/**
 * The league of the current snapshot (the active season, or `seasonId`). Undefined when the data
 * could not be loaded: the failure is logged here, and each page shows its unavailable state.
 */
export async function currentLeague(
  options?: ReadLeagueOptions,
): Promise<CurrentLeague | undefined> {
  try {
    const snapshot = await getLeagueSnapshot()
    return {
      league: readLeague(snapshot.tree, options),
      acrossSeasons: readLeagueSeasons(snapshot.tree),
      version: snapshot.version,
      now: getNow(),
    }
  } catch (error) {
    log('error', 'league data unavailable', { error })
    return undefined
  }
}

/** The version of the loaded snapshot, without waiting for a load (null before the first). */
export function currentLeagueVersion(): number | null {
  return peekLeagueSnapshot()?.version ?? null
}

/** Calls `listener` with the new version and the changed top-level keys on every data change. */
export function onCurrentLeagueChange(
  listener: (version: number, changedKeys: string[]) => void,
): () => void {
  const onChange: LeagueChangeListener = (snapshot, keys) => listener(snapshot.version, keys)
  return onLeagueChange(onChange)
}
