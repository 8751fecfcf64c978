// npm run backup -- --out FILE: SQLite's online backup, safe while the server runs.
import path from 'node:path'

import { BackupError, backupStore } from '../app/data/store-backup.server.ts'
import { announceStore, commandEnv, fail, parseCommand, systemErrorLine } from './command-line.ts'

const USAGE = `Usage: npm run backup -- --out FILE

Copies the embedded store (DATA_DIR/league.sqlite) to FILE while the server may be running and
saving registrations (SQLite's online backup: a consistent copy, never half a transaction). FILE
is readable by its owner only (0600); it is written under FILE.partial, then renamed. Restore it
with npm run restore -- FILE. Schedule: see docs/deploy.md#backups.
Environment: DATA_DIR (default ./data), LEAGUE_KEY (default demo); .env and .env.local are read.`

const parsed = parseCommand({ name: 'backup', usage: USAGE, options: { out: { type: 'string' } } })
const out = parsed.values.out
if (!out) fail('backup', 'say where to write the copy: --out FILE (see --help)', 2)
const env = commandEnv('backup')
if (env.LEAGUE_SOURCE === 'firebase')
  fail(
    'backup',
    'LEAGUE_SOURCE=firebase: the league lives in Firebase, back it up there (docs/firebase.md).',
  )
announceStore('backup', env)
const started = Date.now()
try {
  const { leagues } = await backupStore(env.DATA_DIR, out)
  process.stderr.write(
    `backup: wrote ${path.resolve(out)} (0600) in ${Date.now() - started} ms; leagues: ${leagues.join(', ') || 'none'}\n`,
  )
} catch (error) {
  if (error instanceof BackupError) fail('backup', error.message)
  fail('backup', systemErrorLine(error) ?? `the copy failed: ${(error as Error).message}`)
}
