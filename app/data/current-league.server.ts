// The one way to the league for a request: never the raw tree.
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
  acrossSeasons: LeagueSeasons
  version: number
  now: Date
}

/**
 * Undefined when the data could not be loaded: logged here, and the page shows its unavailable
 * state.
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

export function currentLeagueVersion(): number | null {
  return peekLeagueSnapshot()?.version ?? null
}

/** The league as read now, without waiting for a source that has not loaded yet. */
export function peekCurrentLeague(): League | undefined {
  const snapshot = peekLeagueSnapshot()
  return snapshot && readLeague(snapshot.tree)
}

export function onCurrentLeagueChange(
  listener: (league: League, version: number, changedKeys: string[]) => void,
): () => void {
  const onChange: LeagueChangeListener = (snapshot, keys) =>
    listener(readLeague(snapshot.tree), snapshot.version, keys)
  return onLeagueChange(onChange)
}
