// npm run check-firebase: the way to test a Firebase setup (docs/firebase.md).
import {
  type FirebaseCredential,
  firebaseCredential,
  ServiceAccountCredential,
} from '../app/data/firebase-credential.server.ts'
import { readServiceAccount } from '../app/data/firebase-service-account.server.ts'
import { FirebaseRequestError, FirebaseSource } from '../app/data/firebase-source.server.ts'
import { CONSOLE_STATE_ROOT } from '../app/data/console-store.server.ts'
import { errorDetail } from '../app/data/firebase-rest.server.ts'
import { joinPath } from '../app/data/league-source.ts'
import { silentLogger } from '../app/data/log.server.ts'
import type { Env } from '../app/env.server.ts'
import { leagueCounts } from '../app/league/league-counts.ts'
import { commandEnv, fail, parseCommand } from './command-line.ts'

const NAME = 'check-firebase'

const USAGE = `Usage: npm run check-firebase

Reads the league leagues/{LEAGUE_KEY} from the Realtime Database at FIREBASE_DATABASE_URL with
the configured credential, child by child as the site does, and reports the database, the league,
the credential (a service account's access token, the legacy secret, or none) and what the league
holds (seasons, teams, games, news, sponsors), then asks for consoleState/{LEAGUE_KEY}, where the
console keeps its state, without any credential: the database must refuse it. Nothing is written.
Exit code: 0 when the league was read, 1 with the reason when it was not, 2 for bad usage.
Environment: FIREBASE_DATABASE_URL, LEAGUE_KEY (default demo), FIREBASE_SERVICE_ACCOUNT (a key
file) or FIREBASE_AUTH (legacy secret); .env and .env.local are read. See docs/firebase.md.`

/** Asked without any credential, as a visitor's browser would: undefined when it answers. */
async function publicReadRefusal(databaseURL: string, at: string): Promise<string | undefined> {
  const url = new URL(`${at.split('/').map(encodeURIComponent).join('/')}.json`, databaseURL)
  url.searchParams.set('shallow', 'true')
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
  const detail = errorDetail(await response.text(), response.headers.get('content-type'))
  return response.status === 401 || response.status === 403
    ? `HTTP ${response.status} ${detail}`
    : undefined
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`
}

function describeCredential(env: Env): string {
  if (env.FIREBASE_SERVICE_ACCOUNT) {
    const key = readServiceAccount(env.FIREBASE_SERVICE_ACCOUNT)
    return `service account ${key.clientEmail} (${env.FIREBASE_SERVICE_ACCOUNT})`
  }
  if (env.FIREBASE_AUTH) return 'legacy database secret (FIREBASE_AUTH, sent as auth=)'
  return 'none (the database rules must let anyone read the league)'
}

/** One exchange now, so that a refused key is said as such. */
async function tokenLine(credential: FirebaseCredential): Promise<string | undefined> {
  if (!(credential instanceof ServiceAccountCredential)) return undefined
  const started = Date.now()
  try {
    const authorization = await credential.authorize()
    const lifetime = Math.round(((authorization.renewAt ?? started) - started) / 60_000)
    return `obtained from ${credential.tokenUri} in ${Date.now() - started} ms (renewed in ${lifetime} min)`
  } catch (error) {
    fail(NAME, `no access token: ${(error as Error).message}`)
  }
}

parseCommand({ name: NAME, usage: USAGE, options: {} })
const env = commandEnv(NAME)
const databaseURL = env.FIREBASE_DATABASE_URL
if (!databaseURL) {
  fail(NAME, 'FIREBASE_DATABASE_URL is not set: name the database to check (docs/firebase.md).')
}
const root = joinPath('leagues', env.LEAGUE_KEY)
const lines: Array<[string, string]> = [
  ['Database', databaseURL],
  ['League', root],
  ['Credential', describeCredential(env)],
]
const credential = firebaseCredential(env, silentLogger)
const token = await tokenLine(credential)
if (token) lines.push(['Access token', token])

const source = new FirebaseSource({ databaseURL, credential, logger: silentLogger })
const started = Date.now()
let tree: unknown
try {
  tree = await source.read(root)
  // Ask Seasons alone to tell a refused credential from a wrong LEAGUE_KEY.
  if (tree === null) await source.read(joinPath(root, 'Seasons'))
} catch (error) {
  const status = error instanceof FirebaseRequestError ? error.status : 0
  const why =
    status === 401 || status === 403
      ? `the database refused the credential (${(error as Error).message}); see docs/firebase.md#database-rules`
      : (error as Error).message
  fail(NAME, `cannot read ${root} from ${databaseURL}: ${why}`)
} finally {
  await source.close()
}
const took = Date.now() - started
if (tree === null) {
  fail(NAME, `nothing under ${root} in ${databaseURL}: is LEAGUE_KEY right?`)
}
const counts = leagueCounts(tree)
lines.push([
  'Read',
  `in ${took} ms: ${plural(counts.seasons, 'season')}, ${plural(counts.teams, 'team')}, ` +
    `${plural(counts.games, 'game')}, ${plural(counts.news, 'news item')}, ` +
    `${plural(counts.sponsors, 'sponsor')}`,
])
for (const [label, value] of lines) process.stdout.write(`${`${label}:`.padEnd(15)}${value}\n`)
if (counts.seasons === 0) {
  fail(NAME, `${root} has no Seasons: the site would have no season to show.`)
}
const privatePath = joinPath(CONSOLE_STATE_ROOT, env.LEAGUE_KEY)
const refusal = await publicReadRefusal(databaseURL, privatePath)
if (!refusal) {
  fail(
    NAME,
    `anyone can read ${privatePath} in ${databaseURL}, where the console keeps its state: apply the database rules (docs/firebase.md#database-rules).`,
  )
}
process.stdout.write(
  `${'Console state:'.padEnd(15)}${privatePath}, refused to the public (${refusal})\n`,
)
process.stdout.write(`OK: the site can read this league with this credential.\n`)
