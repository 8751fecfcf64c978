// npm run backup -- --out FILE: one archive of the stores (SQLite's online backup) and the media.
import path from 'node:path'

import { FirebaseRequestError } from '../app/data/firebase-rest.server.ts'
import { StorageRequestError } from '../app/data/storage-rest.server.ts'
import { BackupError, backupDataDir } from '../app/data/store-backup.server.ts'
import { announceStore, commandEnv, fail, parseCommand, systemErrorLine } from './command-line.ts'
import { firebaseLeagueOf } from './console-store.ts'

const USAGE = `Usage: npm run backup -- --out FILE

Writes one archive of everything the site cannot rebuild, while the server may be running and
saving registrations: the league's store (league.sqlite: the league, the console's operators,
passkeys, sessions, settings and audit log, the mail queue, push subscriptions), copied with
SQLite's online backup (a consistent copy, never half a transaction), and every image under
DATA_DIR/media. With LEAGUE_SOURCE=firebase: the league's tree (leagues/LEAGUE_KEY) and console
state (consoleState/LEAGUE_KEY) read from the database, every uploaded image they name (from
DATA_DIR/media or the FIREBASE_STORAGE_BUCKET bucket), and this machine's mail queue and push
subscriptions.
FILE is a SQLite file readable by its owner only (0600), written under FILE.partial, read back and
checked (every file against its hash), then renamed. Restore it with npm run restore -- FILE.
Schedule: see docs/deploy.md#backups.
Environment: DATA_DIR (default ./data), LEAGUE_KEY (default demo), LEAGUE_SOURCE and the
Firebase settings; .env and .env.local are read.`

const parsed = parseCommand({ name: 'backup', usage: USAGE, options: { out: { type: 'string' } } })
const out = parsed.values.out
if (!out) fail('backup', 'say where to write the copy: --out FILE (see --help)', 2)
const env = commandEnv('backup')
announceStore('backup', env)
const started = Date.now()
try {
  const firebase = firebaseLeagueOf(env)
  const summary = await backupDataDir(env.DATA_DIR, out, {
    embedded: env.LEAGUE_SOURCE === 'embedded',
    ...(firebase ? { firebase } : {}),
  })
  const megabytes = (summary.mediaBytes / 1024 / 1024).toFixed(1)
  process.stderr.write(
    `backup: wrote ${path.resolve(out)} (0600) in ${Date.now() - started} ms, checked; ` +
      `stores: ${summary.stores.join(', ') || 'none'}; leagues: ${summary.leagues.join(', ') || 'none'}; ` +
      `media: ${summary.mediaFiles} file(s), ${megabytes} MB\n`,
  )
  if (summary.missingMedia.length > 0)
    process.stderr.write(
      `backup: NOTE: the league names ${summary.missingMedia.length} uploaded image(s) its bucket does not have, ` +
        `so the archive cannot keep them: ${summary.missingMedia.join(', ')}\n`,
    )
} catch (error) {
  if (error instanceof BackupError) fail('backup', error.message)
  if (error instanceof FirebaseRequestError || error instanceof StorageRequestError)
    fail('backup', `Firebase did not give the league: ${error.message}`)
  fail('backup', systemErrorLine(error) ?? `the copy failed: ${(error as Error).message}`)
}
