import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { FirebaseProtocolServer } from '../../tests/support/firebase-protocol-server.ts'
import { TEST_CLIENT_EMAIL, TokenEndpoint } from '../../tests/support/token-endpoint.ts'

const run = promisify(execFile)
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const example = JSON.parse(
  readFileSync(path.join(root, 'app/league/fixtures/league-tree.example.json'), 'utf8'),
)

let dir: string
let endpoint: TokenEndpoint
let database: FirebaseProtocolServer

/** Runs the command in its own process (async: the servers in this one must answer). */
async function checkFirebase(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [path.join(root, 'scripts/check-firebase.ts'), ...args],
      {
        env: {
          PATH: process.env.PATH,
          LEAGUE_KEY: 'demo',
          LEAGUE_SOURCE: 'firebase',
          FIREBASE_DATABASE_URL: database.url,
          LOG_LEVEL: 'silent',
          ...env,
        },
      },
    )
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'check-firebase-'))
  endpoint = new TokenEndpoint()
  await endpoint.listen()
  database = new FirebaseProtocolServer({
    tree: example,
    secret: 's3cret',
    acceptToken: (token) => endpoint.isValid(token),
  })
  await database.listen()
})

afterEach(async () => {
  await database.close()
  await endpoint.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('npm run check-firebase', { timeout: 60_000 }, () => {
  it('answers --help with its usage, and an unknown option with one line', async () => {
    const help = await checkFirebase(['--help'])
    expect(help.code).toBe(0)
    expect(help.stdout).toMatch(/^Usage: npm run check-firebase\n/)
    const wrong = await checkFirebase(['--bogus'])
    expect(wrong.code).toBe(2)
    expect(wrong.stderr).toBe("check-firebase: Unknown option '--bogus' (see --help)\n")
  })

  it('reads the league with a service account and reports what it found', async () => {
    const key = endpoint.keyFile(dir)
    const { code, stdout, stderr } = await checkFirebase([], { FIREBASE_SERVICE_ACCOUNT: key })
    expect(stderr).toBe('')
    expect(code).toBe(0)
    expect(stdout).toContain(`Database:      ${database.url}\n`)
    expect(stdout).toContain('League:        leagues/demo\n')
    expect(stdout).toContain(`Credential:    service account ${TEST_CLIENT_EMAIL} (${key})\n`)
    expect(stdout).toMatch(new RegExp(`Access token:  obtained from ${endpoint.url} in \\d+ ms`))
    expect(stdout).toMatch(
      /Read: {10}in \d+ ms: 2 seasons, 3 teams, 4 games, 1 news item, 2 sponsors\n/,
    )
    expect(stdout).toContain(
      'Console state: consoleState/demo, refused to the public (HTTP 401 Unauthorized request.)\n',
    )
    expect(stdout).toMatch(/OK: the site can read this league with this credential.\n$/)
    const league = database.requests.filter((request) => request.path.startsWith('leagues/'))
    expect(new Set(league.map((request) => request.credential))).toEqual(new Set(['ya29.test-1']))
    // The private path is asked for as a visitor would, without any credential.
    expect(
      database.requests
        .filter((request) => !request.path.startsWith('leagues/'))
        .map(({ path, credential }) => ({ path, credential })),
    ).toEqual([{ path: 'consoleState/demo', credential: undefined }])
  })

  it('reads the league with the legacy secret', async () => {
    const { code, stdout } = await checkFirebase([], { FIREBASE_AUTH: 's3cret' })
    expect(code).toBe(0)
    expect(stdout).toContain('Credential:    legacy database secret (FIREBASE_AUTH, sent as auth=)')
  })

  it('says in one line that the token endpoint refused the key', async () => {
    endpoint.refuse = true
    const key = endpoint.keyFile(dir)
    const { code, stderr } = await checkFirebase([], { FIREBASE_SERVICE_ACCOUNT: key })
    expect(code).toBe(1)
    expect(stderr).toBe(
      `check-firebase: no access token: the token endpoint ${endpoint.url} refused the ` +
        `service account key (HTTP 401: invalid_grant: refused by the test)\n`,
    )
    expect(database.requests).toEqual([])
  })

  it('says in one line that the database refused the credential', async () => {
    const { code, stderr } = await checkFirebase([], { FIREBASE_AUTH: 'wrong' })
    expect(code).toBe(1)
    expect(stderr).toBe(
      `check-firebase: cannot read leagues/demo from ${database.url}: the database refused the ` +
        `credential (GET leagues/demo/Seasons: HTTP 401 Unauthorized request.); ` +
        `see docs/firebase.md#database-rules\n`,
    )
  })

  it('says when there is nothing under the league key, and when the key file is wrong', async () => {
    const key = endpoint.keyFile(dir)
    const missing = await checkFirebase([], { FIREBASE_SERVICE_ACCOUNT: key, LEAGUE_KEY: 'demp' })
    expect(missing.code).toBe(1)
    expect(missing.stderr).toBe(
      `check-firebase: nothing under leagues/demp in ${database.url}: is LEAGUE_KEY right?\n`,
    )
    const bad = await checkFirebase([], { FIREBASE_SERVICE_ACCOUNT: path.join(dir, 'nope.json') })
    expect(bad.code).toBe(1)
    expect(bad.stderr).toContain(
      `FIREBASE_SERVICE_ACCOUNT: ${path.join(dir, 'nope.json')} cannot be read (no such file)`,
    )
    expect(bad.stderr).not.toMatch(/\n\s+at /)
  })

  it("fails when the database lets anyone read the console's state", async () => {
    // Rules that open the whole league's database, the console's private path included.
    const open = new FirebaseProtocolServer({ tree: example, denyRead: () => false })
    await open.listen()
    try {
      const { code, stderr } = await checkFirebase([], { FIREBASE_DATABASE_URL: open.url })
      expect(code).toBe(1)
      expect(stderr).toBe(
        `check-firebase: anyone can read consoleState/demo in ${open.url}, where the console keeps ` +
          'its state: apply the database rules (docs/firebase.md#database-rules).\n',
      )
    } finally {
      await open.close()
    }
  })
})
