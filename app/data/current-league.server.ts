/**
 * The League of the current snapshot, read through the memoised domain: what loaders and view
 * models use, so none of them handles the raw tree.
 */
import { type League, type ReadLeagueOptions, readLeague } from '../league/index.ts'
import { getLeagueSnapshot } from './league.server.ts'

export type CurrentLeague = {
  league: League
  /** The snapshot version: a new one on every data change (cache keys, ETags). */
  version: number
}

/** Throws `LeagueUnavailableError` when the league data could not be loaded. */
export async function getCurrentLeague(options?: ReadLeagueOptions): Promise<CurrentLeague> {
  const snapshot = await getLeagueSnapshot()
  return { league: readLeague(snapshot.tree, options), version: snapshot.version }
}
