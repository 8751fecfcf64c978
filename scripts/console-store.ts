import { CONSOLE_STATE_ROOT, type ConsoleStore } from '../app/data/console-store.server.ts'
import { FirebaseConsoleStore } from '../app/data/console-store-firebase.server.ts'
import { SqliteConsoleStore } from '../app/data/console-store-sqlite.server.ts'
import { EmbeddedSource } from '../app/data/embedded-source.server.ts'
import type { FirebaseLeague } from '../app/data/firebase-backup.server.ts'
import { firebaseCredential } from '../app/data/firebase-credential.server.ts'
import { FirebaseRest } from '../app/data/firebase-rest.server.ts'
import { joinPath } from '../app/data/league-source.ts'
import { silentLogger } from '../app/data/log.server.ts'
import { storageOrigin } from '../app/data/storage-rest.server.ts'
import type { Env } from '../app/env.server.ts'

/** The store the site itself uses: the embedded store's file, or the league's Firebase. */
export function openConsoleStore(env: Env): { store: ConsoleStore; close: () => void } {
  if (env.LEAGUE_SOURCE === 'firebase') {
    const rest = new FirebaseRest({
      databaseURL: env.FIREBASE_DATABASE_URL as string,
      credential: firebaseCredential(env, silentLogger),
    })
    const root = joinPath(CONSOLE_STATE_ROOT, env.LEAGUE_KEY)
    return { store: new FirebaseConsoleStore(rest, root), close: () => {} }
  }
  const source = new EmbeddedSource({ dataDir: env.DATA_DIR, logger: silentLogger })
  return { store: new SqliteConsoleStore(source.database), close: () => source.closeSync() }
}

/** The league a backup reads and a restore writes when it lives in Firebase, with its bucket. */
export function firebaseLeagueOf(env: Env): FirebaseLeague | undefined {
  if (env.LEAGUE_SOURCE !== 'firebase') return undefined
  const credential = firebaseCredential(env, silentLogger)
  const rest = new FirebaseRest({ databaseURL: env.FIREBASE_DATABASE_URL as string, credential })
  const bucket = env.FIREBASE_STORAGE_BUCKET
  return {
    rest,
    leagueKey: env.LEAGUE_KEY,
    ...(bucket
      ? {
          storage: {
            bucket,
            origin: storageOrigin(env.FIREBASE_STORAGE_EMULATOR_HOST),
            credential,
          },
        }
      : {}),
  }
}
