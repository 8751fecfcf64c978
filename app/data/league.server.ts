// The league data of this process: app/data/README.md.
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import { getEnv, getNow, type Env } from '../env.server.ts'
import { processSingleton } from '../utils/process-singleton.ts'
import { type AuditRecord, CONSOLE_STATE_ROOT, type ConsoleStore } from './console-store.server.ts'
import { FirebaseConsoleStore } from './console-store-firebase.server.ts'
import { SqliteConsoleStore } from './console-store-sqlite.server.ts'
import type { PushStore } from './push-store.server.ts'
import { FirebasePushStore } from './push-store-firebase.server.ts'
import { SqlitePushStore } from './push-store-sqlite.server.ts'
import { BackgroundDataCheck } from './data-check.server.ts'
import { seedDemoLeague } from './demo-league/seed.server.ts'
import { EmbeddedSource, validateTree } from './embedded-source.server.ts'
import { firebaseCredential } from './firebase-credential.server.ts'
import { FirebaseRest } from './firebase-rest.server.ts'
import { FirebaseSource } from './firebase-source.server.ts'
import { ensurePrivateDir, ensurePrivateFile } from './store-files.server.ts'
import { isPlainObject, joinPath, type LeagueSource } from './league-source.ts'
import { jsonLogger } from './log.server.ts'
import {
  MAIL_QUEUE_FILE_NAME,
  MailQueue,
  type QueuedMessage,
  mailStates,
} from './mail-queue.server.ts'
import { invalidateMediaCache } from './media.server.ts'
import { type ExportedRegistration, listRegistrations } from './registrations.ts'
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
  mailQueue: MailQueue | undefined
  mailDb: DatabaseSync | undefined
  consoleStore: ConsoleStore | undefined
  pushStore: PushStore | undefined
  dataCheck: BackgroundDataCheck
}

/** Looked up once: every request reaches it. */
let held: LeagueDataState | undefined

function state(): LeagueDataState {
  return (held ??= processSingleton<LeagueDataState>('league-data', () => ({
    source: undefined,
    mirror: undefined,
    starting: undefined,
    listeners: new Set(),
    mailQueue: undefined,
    mailDb: undefined,
    consoleStore: undefined,
    pushStore: undefined,
    dataCheck: new BackgroundDataCheck({ logger: jsonLogger }),
  })))
}

function leagueRoot(env: Env): string {
  return joinPath('leagues', env.LEAGUE_KEY)
}

export function createLeagueSource(env: Env = getEnv()): LeagueSource {
  if (env.LEAGUE_SOURCE === 'firebase') {
    return new FirebaseSource({
      databaseURL: env.FIREBASE_DATABASE_URL as string,
      credential: firebaseCredential(env, jsonLogger),
    })
  }
  return new EmbeddedSource({ dataDir: env.DATA_DIR })
}

function ensureSource(): LeagueSource {
  const current = state()
  current.source ??= createLeagueSource()
  return current.source
}

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
    const mirror = new LeagueMirror({
      source,
      path: leagueRoot(env),
      loadTimeoutMs: env.LEAGUE_LOAD_TIMEOUT_MS,
    })
    current.mirror = mirror
    mirror.onChange((snapshot, keys) => {
      invalidateMediaCache()
      current.dataCheck.schedule(snapshot)
      for (const listener of current.listeners) {
        try {
          listener(snapshot, keys)
        } catch (error) {
          jsonLogger('error', 'league change listener failed', { error })
        }
      }
    })
    await mirror.start()
    const first = mirror.snapshot()
    if (first) current.dataCheck.schedule(first)
  })()
  current.starting = starting
  starting.catch(() => {}) // reported to the caller; never an unhandled rejection
  return starting
}

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

export function peekLeagueSnapshot(): LeagueSnapshot | undefined {
  return state().mirror?.snapshot()
}

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
    dataCheck: state().dataCheck.report() ?? { state: 'not checked yet' },
  }
}

export function onLeagueChange(listener: LeagueChangeListener): () => void {
  const listeners = state().listeners
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

function openLocalDatabase(fileName: string): DatabaseSync {
  const file = path.join(getEnv().DATA_DIR, fileName)
  ensurePrivateDir(path.dirname(file))
  ensurePrivateFile(file)
  const db = new DatabaseSync(file, { timeout: 5000 })
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;')
  return db
}

/** A table of the embedded store, so a registration and its e-mail are saved in one transaction. */
export function getMailQueue(): MailQueue {
  const current = state()
  if (current.mailQueue) return current.mailQueue
  const source = ensureSource()
  if (source instanceof EmbeddedSource) {
    current.mailQueue = new MailQueue(source.database)
  } else {
    const db = openLocalDatabase(MAIL_QUEUE_FILE_NAME)
    current.mailDb = db
    current.mailQueue = new MailQueue(db)
  }
  return current.mailQueue
}

/** Beside a Firebase source, in the same database: every instance shares it (ADR 0022). */
export function getConsoleStore(): ConsoleStore {
  const current = state()
  if (current.consoleStore) return current.consoleStore
  const source = ensureSource()
  if (source instanceof EmbeddedSource)
    current.consoleStore = new SqliteConsoleStore(source.database, Date.now, source)
  else if (source instanceof FirebaseSource)
    current.consoleStore = consoleStoreBeside(source, getEnv())
  else throw new Error(`no console store beside a ${source.kind} source`)
  return current.consoleStore
}

/** Beside the league as the console store is: every instance on it shares one (ADR 0023). */
export function getPushStore(): PushStore {
  const current = state()
  if (current.pushStore) return current.pushStore
  const source = ensureSource()
  if (source instanceof EmbeddedSource) current.pushStore = new SqlitePushStore(source.database)
  else if (source instanceof FirebaseSource) {
    const env = getEnv()
    current.pushStore = new FirebasePushStore(
      restBeside(source, env),
      joinPath(CONSOLE_STATE_ROOT, env.LEAGUE_KEY, 'push'),
    )
  } else throw new Error(`no push store beside a ${source.kind} source`)
  return current.pushStore
}

function restBeside(source: FirebaseSource, env: Env): FirebaseRest {
  return new FirebaseRest({
    databaseURL: env.FIREBASE_DATABASE_URL as string,
    credential: source.credential,
  })
}

function consoleStoreBeside(source: FirebaseSource, env: Env): FirebaseConsoleStore {
  return new FirebaseConsoleStore(
    restBeside(source, env),
    joinPath(CONSOLE_STATE_ROOT, env.LEAGUE_KEY),
  )
}

/**
 * Written with its audit entry, both or neither; resolves once this process publishes the new
 * snapshot, so the next page shows the change.
 */
export async function writeLeagueUpdate(
  update: Readonly<Record<string, unknown>>,
  afterVersion: number,
  audit: AuditRecord,
  waitMs = 3000,
): Promise<void> {
  const current = state()
  const published = new Promise<void>((resolve) => {
    const timer = setTimeout(done, waitMs)
    timer.unref?.()
    const stop = current.mirror?.onChange((snapshot) => {
      if (snapshot.version > afterVersion) done()
    })
    function done() {
      clearTimeout(timer)
      stop?.()
      resolve()
    }
    if ((current.mirror?.snapshot()?.version ?? 0) > afterVersion) done()
  })
  await getConsoleStore().applyLeagueUpdate(leagueRoot(getEnv()), update, audit)
  await published
}

/** Durable before this resolves; the confirmation is queued in the same transaction. */
export async function pushRegistration(
  value: object,
  confirmation?: QueuedMessage,
  notice?: (id: string) => QueuedMessage,
): Promise<string> {
  if (!isPlainObject(value)) throw new TypeError('a registration must be a plain object')
  const record = JSON.parse(JSON.stringify(value)) as unknown
  validateTree(record)
  const at = joinPath(leagueRoot(getEnv()), 'RegisterTeamForm')
  const source = ensureSource()
  const queue = confirmation || notice ? getMailQueue() : undefined
  const enqueue = (id: string) => {
    const now = Date.now()
    if (confirmation) queue?.enqueue(id, confirmation, now)
    // A registration's key names its confirmation (the export's e-mail column).
    if (notice) queue?.enqueue(`${REGISTRATION_NOTICE_KEY}${id}`, notice(id), now)
  }
  if (source instanceof EmbeddedSource) return source.pushDurably(at, record, enqueue)
  const id = await source.push(at, record)
  enqueue(id)
  return id
}

export const REGISTRATION_NOTICE_KEY = 'registration-notice:'

/** Read from the source each time: registrations never enter a snapshot. */
export async function readRegistrations(): Promise<ExportedRegistration[]> {
  const node = await ensureSource().read(joinPath(leagueRoot(getEnv()), 'RegisterTeamForm'))
  return listRegistrations(
    node,
    mailStates(getMailQueue().db),
    await getConsoleStore().reviews.all(),
  )
}

export async function stopLeagueData(): Promise<void> {
  const current = state()
  const { mirror, source } = current
  current.mirror = undefined
  current.source = undefined
  current.starting = undefined
  current.listeners.clear()
  current.mailQueue = undefined
  current.mailDb?.close()
  current.mailDb = undefined
  current.consoleStore = undefined
  current.pushStore = undefined
  current.dataCheck.stop()
  current.dataCheck = new BackgroundDataCheck({ logger: jsonLogger })
  mirror?.close()
  await source?.close()
}
