// npm run check-data -- [--source store|firebase] [--format text|json] [--lang en|fr]
import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'

import { countsLine, findingsJson, formatFindings } from '../app/data/check-report.ts'
import { EmbeddedSource, storeFile } from '../app/data/embedded-source.server.ts'
import { firebaseCredential } from '../app/data/firebase-credential.server.ts'
import { FirebaseSource } from '../app/data/firebase-source.server.ts'
import { joinPath } from '../app/data/league-source.ts'
import { silentLogger } from '../app/data/log.server.ts'
import { getEnv } from '../app/env.server.ts'
import { checkLeague, countFindings } from '../app/league/index.ts'

const USAGE = `Usage: npm run check-data -- [--source store|firebase] [--format text|json] [--lang en|fr]

Checks the league leagues/{LEAGUE_KEY} against the data contract and lists what the site would
show wrong (errors) or probably not as meant (warnings), each with its path in the tree and what
to fix. Nothing is written.
  --source store     the embedded store, DATA_DIR/league.sqlite (default when LEAGUE_SOURCE=embedded)
  --source firebase  the Realtime Database at FIREBASE_DATABASE_URL, with its credential
                     (default when LEAGUE_SOURCE=firebase)
  --format json      counts and every finding as JSON, for machines (default: text, the first 50)
  --lang fr          findings in French (default: English)
Exit code: 0 without errors, 1 with errors or when the league cannot be read, 2 for bad usage.
Environment: DATA_DIR (default ./data), LEAGUE_KEY (default demo), LEAGUE_SOURCE,
FIREBASE_DATABASE_URL, FIREBASE_SERVICE_ACCOUNT or FIREBASE_AUTH.`

function usageError(message: string): never {
  process.stderr.write(`check-data: ${message} (npm run check-data -- --help)\n`)
  process.exit(2)
}

function fail(message: string): never {
  process.stderr.write(`check-data: ${message}\n`)
  process.exit(1)
}

async function main(): Promise<void> {
  let parsed
  try {
    parsed = parseArgs({
      args: process.argv.slice(2),
      options: {
        source: { type: 'string' },
        format: { type: 'string', default: 'text' },
        lang: { type: 'string', default: 'en' },
        help: { type: 'boolean', short: 'h' },
      },
    })
  } catch (error) {
    usageError((error as Error).message)
  }
  if (parsed.values.help) {
    process.stdout.write(`${USAGE}\n`)
    return
  }
  const { format, lang } = parsed.values
  if (format !== 'text' && format !== 'json')
    usageError(`unknown format "${format}" (text or json).`)
  if (lang !== 'en' && lang !== 'fr') usageError(`unknown language "${lang}" (en or fr).`)
  const requested = parsed.values.source
  if (requested !== undefined && requested !== 'store' && requested !== 'firebase')
    usageError(`unknown source "${requested}" (store or firebase).`)

  let env
  try {
    env = getEnv()
  } catch (error) {
    fail((error as Error).message)
  }
  const kind = requested ?? (env.LEAGUE_SOURCE === 'firebase' ? 'firebase' : 'store')
  const leaguePath = joinPath('leagues', env.LEAGUE_KEY)

  let tree: unknown
  let where: string
  if (kind === 'firebase') {
    if (!env.FIREBASE_DATABASE_URL) fail('--source firebase needs FIREBASE_DATABASE_URL.')
    where = env.FIREBASE_DATABASE_URL
    const source = new FirebaseSource({
      databaseURL: env.FIREBASE_DATABASE_URL,
      credential: firebaseCredential(env, silentLogger),
      logger: silentLogger,
    })
    try {
      tree = await source.read(leaguePath)
    } catch (error) {
      fail(`cannot read ${leaguePath} from ${where}: ${(error as Error).message}`)
    } finally {
      await source.close()
    }
  } else {
    where = storeFile(env.DATA_DIR)
    if (!existsSync(where)) fail(`there is no store at ${where} (check DATA_DIR).`)
    const source = new EmbeddedSource({ dataDir: env.DATA_DIR })
    try {
      tree = source.readSync(leaguePath)
    } finally {
      source.closeSync()
    }
  }
  if (tree === null || tree === undefined)
    fail(`there is no league "${env.LEAGUE_KEY}" in ${where}.`)

  const findings = checkLeague(tree)
  const about = { league: env.LEAGUE_KEY, source: kind, from: where }
  if (format === 'json') {
    process.stdout.write(`${findingsJson(findings, about)}\n`)
  } else {
    const heading =
      lang === 'fr'
        ? `Ligue « ${env.LEAGUE_KEY} » de ${where} : ${countsLine(findings, 'fr')}.`
        : `League "${env.LEAGUE_KEY}" of ${where}: ${countsLine(findings, 'en')}.`
    const body = findings.length > 0 ? `\n${formatFindings(findings, { lang })}` : ''
    process.stdout.write(`${heading}${body}\n`)
  }
  if (countFindings(findings).errors > 0) process.exitCode = 1
}

void main()
