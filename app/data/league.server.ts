/**
 * The league data of this server process: THE integration point the site uses.
 *
 * One lazily created singleton per process (kept on `globalThis` under a symbol, so a dev-server
 * module reload does not start a second one): the source chosen by LEAGUE_SOURCE, the demo league
 * seeded into an empty embedded store, and the in-memory mirror of `leagues/{LEAGUE_KEY}` that every
 * page reads. Registrations (personal data) are written through here but never enter a snapshot.
 */
import { getEnv, getNow, type Env } from '../env.server.ts'
import { seedDemoLeague } from './demo-league/seed.server.ts'
import { EmbeddedSource, validateTree } from './embedded-source.server.ts'
import { FirebaseSource } from './firebase-source.server.ts'
import { isPlainObject, joinPath, type LeagueSource } from './league-source.ts'
import { jsonLogger } from './log.server.ts'
import { invalidateMediaCache } from './media.server.ts'
import {
  LeagueMirror,
  LeagueUnavailableError,
  type LeagueChangeListener,
  type LeagueSnapshot,
} from './mirror.server.ts'

export { LeagueUnavailableError }
export type { LeagueChangeListener, LeagueSnapshot }

type LeagueDataState = {
  source: LeagueSource | undefined
  mirror: LeagueMirror | undefined
  starting: Promise<void> | undefined
  listeners: Set<LeagueChangeListener>
}

const STATE = Symbol.for('league-site.league-data')

function state(): LeagueDataState {
  const holder = globalThis as unknown as Record<symbol, LeagueDataState | undefined>
  let current = holder[STATE]
  if (!current) {
    current = { source: undefined, mirror: undefined, starting: undefined, listeners: new Set() }
    holder[STATE] = current
  }
  return current
}

function leagueRoot(env: Env): string {
  return joinPath('leagues', env.LEAGUE_KEY)
}

/** Creates the source described by the environment. */
export function createLeagueSource(env: Env = getEnv()): LeagueSource {
  if (env.LEAGUE_SOURCE === 'firebase') {
    return new FirebaseSource({
      databaseURL: env.FIREBASE_DATABASE_URL as string,
      auth: env.FIREBASE_AUTH,
    })
  }
  return new EmbeddedSource({ dataDir: env.DATA_DIR })
}

function ensureSource(): LeagueSource {
  const current = state()
  current.source ??= createLeagueSource()
  return current.source
}

/**
 * Starts the league data (idempotent): creates the source, seeds the demo league when the embedded
 * store has nothing under `leagues/{LEAGUE_KEY}`, and loads the mirror. Rejects with
 * LeagueUnavailableError when the first load fails; a Firebase source keeps retrying in the
 * background and `getLeagueSnapshot` succeeds once a load does.
 */
export function startLeagueData(): Promise<void> {
  const current = state()
  if (current.starting) return current.starting
  const starting = (async () => {
    const env = getEnv()
    let source: LeagueSource
    try {
      source = ensureSource()
      if (source instanceof EmbeddedSource) {
        const seeded = seedDemoLeague(source, env.DATA_DIR, env.LEAGUE_KEY, { now: getNow() })
        if (seeded.seeded) {
          jsonLogger('info', 'seeded the demo league into an empty store', {
            league: env.LEAGUE_KEY,
            file: source.file,
            activeSeason: seeded.facts?.activeSeasonId,
            now: getNow().toISOString(),
          })
        }
      }
    } catch (error) {
      current.starting = undefined // nothing was started: the next call tries again
      jsonLogger('error', 'league data source could not be opened', { error })
      throw new LeagueUnavailableError(`League data source could not be opened: ${String(error)}`, {
        cause: error,
      })
    }
    const mirror = new LeagueMirror({ source, path: leagueRoot(env), loadTimeoutMs: env.LEAGUE_LOAD_TIMEOUT_MS })
    current.mirror = mirror
    mirror.onChange((snapshot, keys) => {
      invalidateMediaCache()
      for (const listener of current.listeners) {
        try {
          listener(snapshot, keys)
        } catch (error) {
          jsonLogger('error', 'league change listener failed', { error })
        }
      }
    })
    await mirror.start()
  })()
  current.starting = starting
  starting.catch(() => {}) // reported to the caller; never an unhandled rejection
  return starting
}

/** The current snapshot of `leagues/{LEAGUE_KEY}` (without registrations); starts the data layer if needed. */
export async function getLeagueSnapshot(): Promise<LeagueSnapshot> {
  const ready = state().mirror?.snapshot()
  if (ready) return ready
  try {
    await startLeagueData()
  } catch (error) {
    const late = state().mirror?.snapshot()
    if (late) return late
    throw error instanceof LeagueUnavailableError
      ? error
      : new LeagueUnavailableError('League data is unavailable', { cause: error })
  }
  const snapshot = state().mirror?.snapshot()
  if (!snapshot) throw new LeagueUnavailableError('League data is unavailable')
  return snapshot
}

/** The latest snapshot if one is loaded, without waiting. */
export function peekLeagueSnapshot(): LeagueSnapshot | undefined {
  return state().mirror?.snapshot()
}

/** A JSON-ready health report of the data layer (for a /healthz endpoint). */
export async function leagueHealth(): Promise<Record<string, unknown>> {
  const env = getEnv()
  const mirror = state().mirror
  const health = mirror?.health()
  const snapshot = mirror?.snapshot()
  return {
    ok: snapshot !== undefined,
    source: env.LEAGUE_SOURCE,
    league: env.LEAGUE_KEY,
    state: health?.state ?? 'not started',
    since: health?.since.toISOString(),
    ...(health && 'reason' in health ? { reason: health.reason } : {}),
    version: snapshot?.version,
    loadedAt: snapshot?.loadedAt.toISOString(),
  }
}

/**
 * Calls `listener` after every new snapshot with the top-level keys that changed (e.g. ['Sponsors']),
 * for Server-Sent Events. Returns a function that removes it.
 */
export function onLeagueChange(listener: LeagueChangeListener): () => void {
  const listeners = state().listeners
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Saves a team registration under `leagues/{LEAGUE_KEY}/RegisterTeamForm`; returns its push id. */
export async function pushRegistration(value: object): Promise<string> {
  if (!isPlainObject(value)) throw new TypeError('a registration must be a plain object')
  const record = JSON.parse(JSON.stringify(value)) as unknown
  validateTree(record)
  return ensureSource().push(joinPath(leagueRoot(getEnv()), 'RegisterTeamForm'), record)
}

/** Graceful shutdown: closes streams, pollers and the database. A later call starts afresh. */
export async function stopLeagueData(): Promise<void> {
  const current = state()
  const { mirror, source } = current
  current.mirror = undefined
  current.source = undefined
  current.starting = undefined
  current.listeners.clear()
  mirror?.close()
  await source?.close()
}
