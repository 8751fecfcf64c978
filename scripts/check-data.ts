// npm run check-data -- [FILE [--from KEY]] [--source store|firebase] [--format text|json] [--lang en|fr]
import { existsSync, readFileSync } from 'node:fs'

import { countsLine, findingsJson, formatFindings } from '../app/data/check-report.ts'
import { EmbeddedSource, storeFile } from '../app/data/embedded-source.server.ts'
import { firebaseCredential } from '../app/data/firebase-credential.server.ts'
import { FirebaseSource } from '../app/data/firebase-source.server.ts'
import { ImportError, parseLeagueExport } from '../app/data/import.server.ts'
import { joinPath } from '../app/data/league-source.ts'
import { silentLogger } from '../app/data/log.server.ts'
import { checkLeague, countFindings } from '../app/league/index.ts'
import { announceStore, checkDataHint, commandEnv, fail, parseCommand } from './command-line.ts'

const USAGE = `Usage: npm run check-data -- [FILE [--from KEY]] [--source store|firebase] [--format text|json] [--lang en|fr]

Checks the league leagues/{LEAGUE_KEY} against the data contract and lists what the site would
show wrong (errors) or probably not as meant (warnings), each with its path in the tree and what
to fix. Nothing is written.
  FILE               a Realtime Database JSON export, read as npm run import reads it (the whole
                     database or the league subtree): the full list of what a refused import found
  --from KEY         with FILE, the league of the export to check (as npm run import -- --from)
  --source store     the embedded store, DATA_DIR/league.sqlite (default when LEAGUE_SOURCE=embedded)
  --source firebase  the Realtime Database at FIREBASE_DATABASE_URL, with its credential
                     (default when LEAGUE_SOURCE=firebase)
  --format json      counts and every finding as JSON, for machines (default: text, the first 50)
  --lang fr          findings in French (default: English)
Exit code: 0 without errors, 1 with errors or when the league cannot be read, 2 for bad usage.
Environment: DATA_DIR (default ./data), LEAGUE_KEY (default demo), LEAGUE_SOURCE,
FIREBASE_DATABASE_URL, FIREBASE_SERVICE_ACCOUNT or FIREBASE_AUTH; .env and .env.local are read.`

const NAME = 'check-data'

const parsed = parseCommand({
  name: NAME,
  usage: USAGE,
  positionals: true,
  options: {
    from: { type: 'string' },
    source: { type: 'string' },
    format: { type: 'string', default: 'text' },
    lang: { type: 'string', default: 'en' },
  },
})
const { format, lang, from } = parsed.values
if (format !== 'text' && format !== 'json')
  fail(NAME, `unknown format "${format}" (text or json; see --help)`, 2)
if (lang !== 'en' && lang !== 'fr')
  fail(NAME, `unknown language "${lang}" (en or fr; see --help)`, 2)
const requested = parsed.values.source
if (requested !== undefined && requested !== 'store' && requested !== 'firebase')
  fail(NAME, `unknown source "${requested}" (store or firebase; see --help)`, 2)
if (parsed.positionals.length > 1) fail(NAME, 'expected at most one file (see --help)', 2)
const file = parsed.positionals[0]
if (file !== undefined && requested !== undefined)
  fail(NAME, 'check a FILE or a --source, not both (see --help)', 2)
if (file === undefined && from !== undefined) fail(NAME, '--from goes with a FILE (see --help)', 2)

const env = commandEnv(NAME)
const kind =
  file !== undefined
    ? 'file'
    : (requested ?? (env.LEAGUE_SOURCE === 'firebase' ? 'firebase' : 'store'))
const leaguePath = joinPath('leagues', env.LEAGUE_KEY)

let tree: unknown
let where: string
let league = env.LEAGUE_KEY
if (kind === 'file') {
  where = file!
  let parsedExport
  try {
    parsedExport = parseLeagueExport(
      readFileSync(where, 'utf8').replace(/^\uFEFF/, ''),
      env.LEAGUE_KEY,
      from,
    )
  } catch (error) {
    if (error instanceof ImportError) fail(NAME, `${where}: ${error.message}`)
    throw error
  }
  tree = parsedExport.league
  league = parsedExport.exportKey ?? env.LEAGUE_KEY
  process.stderr.write(`${NAME}: file ${where}, league "${league}"\n`)
} else if (kind === 'firebase') {
  if (!env.FIREBASE_DATABASE_URL) fail(NAME, '--source firebase needs FIREBASE_DATABASE_URL.')
  where = env.FIREBASE_DATABASE_URL
  process.stderr.write(`${NAME}: Firebase ${where}, league "${league}"\n`)
  const source = new FirebaseSource({
    databaseURL: env.FIREBASE_DATABASE_URL,
    credential: firebaseCredential(env, silentLogger),
    logger: silentLogger,
  })
  try {
    tree = await source.read(leaguePath)
  } catch (error) {
    fail(NAME, `cannot read ${leaguePath} from ${where}: ${(error as Error).message}`)
  } finally {
    await source.close()
  }
} else {
  announceStore(NAME, { ...env, LEAGUE_SOURCE: 'embedded' })
  where = storeFile(env.DATA_DIR)
  if (!existsSync(where)) fail(NAME, `there is no store at ${where} (check DATA_DIR).`)
  const source = new EmbeddedSource({ dataDir: env.DATA_DIR })
  try {
    tree = source.readSync(leaguePath)
  } finally {
    source.closeSync()
  }
}
if (tree === null || tree === undefined) fail(NAME, `there is no league "${league}" in ${where}.`)

const findings = checkLeague(tree)
const about = { league, source: kind, from: where }
if (format === 'json') {
  process.stdout.write(`${findingsJson(findings, about)}\n`)
} else {
  const heading =
    lang === 'fr'
      ? `Ligue « ${league} » de ${where} : ${countsLine(findings, 'fr')}.`
      : `League "${league}" of ${where}: ${countsLine(findings, 'en')}.`
  const body =
    findings.length > 0
      ? `\n${formatFindings(findings, { lang, more: checkDataHint(file, from) })}`
      : ''
  process.stdout.write(`${heading}${body}\n`)
}
if (countFindings(findings).errors > 0) process.exitCode = 1
