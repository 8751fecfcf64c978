/**
 * npm run import -- FILE [--replace-registrations]
 *
 * Loads a Firebase Realtime Database JSON export (the whole database with leagues/{LEAGUE_KEY}
 * inside, or just the league subtree) into the embedded store of DATA_DIR, replacing that league's
 * subtree in one transaction. A running server picks the change up within a second.
 */
import { readFileSync } from 'node:fs'

import { EmbeddedSource } from '../app/data/embedded-source.server.ts'
import {
  ImportError,
  formatImportResult,
  importLeague,
  parseLeagueExport,
} from '../app/data/import.server.ts'
import { announceStore, commandEnv, parseCommand } from './command-line.ts'

const USAGE = `Usage: npm run import -- FILE [--from KEY] [--replace-registrations]

Loads a Firebase Realtime Database JSON export into the embedded store (DATA_DIR/league.sqlite),
replacing the subtree leagues/{LEAGUE_KEY} all at once. FILE may be the whole database export
(with "leagues" at its top) or the league subtree alone. From a whole export, the league taken is
leagues/{LEAGUE_KEY}, else the only league it holds, else the one named by --from KEY.

Registrations already in the store that the export lacks are kept, unless --replace-registrations.
Environment: DATA_DIR (default ./data), LEAGUE_KEY (default demo).`

function fail(message: string): never {
  process.stderr.write(`import: ${message}\n`)
  process.exit(1)
}

function main(): void {
  const parsed = parseCommand({
    name: 'import',
    usage: USAGE,
    positionals: true,
    options: { from: { type: 'string' }, 'replace-registrations': { type: 'boolean' } },
  })
  if (parsed.positionals.length !== 1) fail(`expected one file.\n\n${USAGE}`)
  const file = parsed.positionals[0]

  const env = commandEnv('import')
  announceStore('import', env)

  let text: string
  try {
    text = readFileSync(file, 'utf8').replace(/^\uFEFF/, '')
  } catch (error) {
    fail(`cannot read ${file}: ${(error as Error).message}`)
  }

  let parsedExport
  try {
    parsedExport = parseLeagueExport(text, env.LEAGUE_KEY, parsed.values.from)
  } catch (error) {
    if (error instanceof ImportError) fail(`${file}: ${error.message} Nothing was changed.`)
    throw error
  }

  const source = new EmbeddedSource({ dataDir: env.DATA_DIR })
  try {
    const result = importLeague(source, env.LEAGUE_KEY, parsedExport.league, {
      replaceRegistrations: parsed.values['replace-registrations'] === true,
      exportKey: parsedExport.exportKey,
    })
    process.stdout.write(`${formatImportResult(result)}\n`)
    if (env.LEAGUE_SOURCE === 'firebase') {
      process.stderr.write(
        'import: note: LEAGUE_SOURCE=firebase, so the site reads Firebase, not this store.\n',
      )
    }
  } catch (error) {
    fail(`the import failed and nothing was changed: ${(error as Error).message}`)
  } finally {
    source.closeSync()
  }
}

main()
