// npm run restore -- FILE, while no server runs on DATA_DIR; what it replaces is kept beside it.
import { FirebaseRequestError } from '../app/data/firebase-rest.server.ts'
import { StorageRequestError } from '../app/data/storage-rest.server.ts'
import { BackupError, restoreDataDir } from '../app/data/store-backup.server.ts'
import { announceStore, commandEnv, fail, parseCommand, systemErrorLine } from './command-line.ts'
import { firebaseLeagueOf } from './console-store.ts'

const USAGE = `Usage: npm run restore -- FILE

Checks that FILE is a sound backup (npm run backup: every file against its hash, a league in the
store), then puts its stores and its media in place in DATA_DIR. Refuses while a server runs on
DATA_DIR (stop it first: systemctl stop league-site). What it replaces is kept beside it, as
league.sqlite.before-restore-<time> and media.before-restore-<time>. A backup made by an older
version (the store alone) restores the store.
A Firebase league's backup is restored with LEAGUE_SOURCE=firebase: its uploaded images are put
back in the FIREBASE_STORAGE_BUCKET bucket, then its league tree and console state in one write
(replacing leagues/KEY and consoleState/KEY, KEY being the league the backup names; what they
held is kept in DATA_DIR as firebase-KEY.before-restore-<time>.json). Instances running on other
machines take the restored league at once.
Environment: DATA_DIR (default ./data), LEAGUE_KEY (default demo), LEAGUE_SOURCE and the
Firebase settings; .env and .env.local are read.`

const parsed = parseCommand({ name: 'restore', usage: USAGE, options: {}, positionals: true })
if (parsed.positionals.length !== 1) fail('restore', 'expected one backup file (see --help)', 2)
const [from] = parsed.positionals as [string]
const env = commandEnv('restore')
announceStore('restore', env)
try {
  const firebase = firebaseLeagueOf(env)
  const { leagues, stores, mediaFiles, uploaded, previous } = await restoreDataDir(
    from,
    env.DATA_DIR,
    firebase,
  )
  process.stderr.write(
    `restore: restored ${from}; stores: ${stores.join(', ') || 'none'}; leagues: ${leagues.join(', ') || 'none'}; media: ${mediaFiles} file(s)` +
      (uploaded === undefined ? '' : `, ${uploaded} put back in the bucket`) +
      (previous.length > 0 ? `; what it replaced is kept as ${previous.join(', ')}` : '') +
      (leagues.length === 0 || leagues.includes(env.LEAGUE_KEY)
        ? ''
        : `; NOTE: it holds no league "${env.LEAGUE_KEY}" (LEAGUE_KEY)`) +
      '\n',
  )
} catch (error) {
  if (error instanceof BackupError) fail('restore', error.message)
  if (error instanceof FirebaseRequestError || error instanceof StorageRequestError)
    fail('restore', `Firebase refused the restore or could not be reached: ${error.message}`)
  fail('restore', systemErrorLine(error) ?? `the restore failed: ${(error as Error).message}`)
}
