// npm run restore -- FILE, while no server runs on DATA_DIR; the replaced store is kept beside it.
import { BackupError, restoreStore } from '../app/data/store-backup.server.ts'
import { announceStore, commandEnv, fail, parseCommand, systemErrorLine } from './command-line.ts'

const USAGE = `Usage: npm run restore -- FILE

Checks that FILE is a sound store backup holding a league (npm run backup), then puts it in place
of DATA_DIR/league.sqlite. Refuses while a server runs on DATA_DIR (stop it first:
systemctl stop league-site). The replaced store is kept as league.sqlite.before-restore-<time>.
Environment: DATA_DIR (default ./data), LEAGUE_KEY (default demo); .env and .env.local are read.`

const parsed = parseCommand({ name: 'restore', usage: USAGE, options: {}, positionals: true })
if (parsed.positionals.length !== 1) fail('restore', 'expected one backup file (see --help)', 2)
const [from] = parsed.positionals as [string]
const env = commandEnv('restore')
announceStore('restore', env)
try {
  const { leagues, previous } = restoreStore(from, env.DATA_DIR)
  process.stderr.write(
    `restore: restored ${from}; leagues: ${leagues.join(', ')}` +
      (previous ? `; the replaced store is kept as ${previous}` : '') +
      (leagues.includes(env.LEAGUE_KEY)
        ? ''
        : `; NOTE: it holds no league "${env.LEAGUE_KEY}" (LEAGUE_KEY)`) +
      '\n',
  )
} catch (error) {
  if (error instanceof BackupError) fail('restore', error.message)
  fail('restore', systemErrorLine(error) ?? `the restore failed: ${(error as Error).message}`)
}
