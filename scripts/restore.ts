// npm run restore -- FILE, while no server runs on DATA_DIR; what it replaces is kept beside it.
import { BackupError, restoreDataDir } from '../app/data/store-backup.server.ts'
import { announceStore, commandEnv, fail, parseCommand, systemErrorLine } from './command-line.ts'

const USAGE = `Usage: npm run restore -- FILE

Checks that FILE is a sound backup (npm run backup: every file against its hash, a league in the
store), then puts its stores and its media in place in DATA_DIR. Refuses while a server runs on
DATA_DIR (stop it first: systemctl stop league-site). What it replaces is kept beside it, as
league.sqlite.before-restore-<time> and media.before-restore-<time>. A backup made by an older
version (the store alone) restores the store.
Environment: DATA_DIR (default ./data), LEAGUE_KEY (default demo); .env and .env.local are read.`

const parsed = parseCommand({ name: 'restore', usage: USAGE, options: {}, positionals: true })
if (parsed.positionals.length !== 1) fail('restore', 'expected one backup file (see --help)', 2)
const [from] = parsed.positionals as [string]
const env = commandEnv('restore')
announceStore('restore', env)
try {
  const { leagues, stores, mediaFiles, previous } = restoreDataDir(from, env.DATA_DIR)
  process.stderr.write(
    `restore: restored ${from}; stores: ${stores.join(', ')}; leagues: ${leagues.join(', ') || 'none'}; media: ${mediaFiles} file(s)` +
      (previous.length > 0 ? `; what it replaced is kept as ${previous.join(', ')}` : '') +
      (leagues.length === 0 || leagues.includes(env.LEAGUE_KEY)
        ? ''
        : `; NOTE: it holds no league "${env.LEAGUE_KEY}" (LEAGUE_KEY)`) +
      '\n',
  )
} catch (error) {
  if (error instanceof BackupError) fail('restore', error.message)
  fail('restore', systemErrorLine(error) ?? `the restore failed: ${(error as Error).message}`)
}
