/**
 * Reliability of what a visitor is told is saved (ADR 0017), against the built server
 * in a child process of its own (port E2E_PORT + 10, one server at a time: serial):
 * - a burst of valid registrations, `kill -9` of the server in the middle of it, a restart on the
 *   same DATA_DIR: every registration whose success was received is in `npm run registrations`,
 *   none twice, and every confirmation e-mail queued before the crash is sent by the new process;
 * - a store file that is not SQLite, or truncated, stops the start with one line naming the file,
 *   and its bytes are unchanged;
 * - `npm run import` replacing the league, again and again, while pages are served: every answer
 *   200, and no page mixes two versions of the data.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import {
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

import { expect, test } from '@playwright/test'

import { readLeaguePath } from '../../app/data/embedded-source.server.ts'
import { rowFieldName } from '../../app/registration/form-data.ts'
import { E2E_NOW, E2E_PORT } from './e2e-env.ts'

test.describe.configure({ mode: 'serial' })

const ROOT = path.resolve(import.meta.dirname, '../..')
const NODE = path.join(ROOT, 'node_modules/.bin/node')
const PORT = E2E_PORT + 10
const BASE = `http://127.0.0.1:${PORT}`
const DATA_DIR = path.join(ROOT, `tests/.tmp/crash-safety-${PORT}`)
const STORE = path.join(DATA_DIR, 'league.sqlite')

type Server = { child: ChildProcess; output: () => string; exited: Promise<number | null> }

function spawnServer(extraEnv: Record<string, string> = {}): Server {
  let output = ''
  const child = spawn(NODE, ['server/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      LEAGUE_KEY: 'demo',
      LEAGUE_SOURCE: 'embedded',
      LEAGUE_NOW: E2E_NOW,
      PUBLIC_URL: BASE,
      CONTACT_EMAIL: 'ligue@example.org',
      LOG_LEVEL: 'warn',
      REGISTRATION_MIN_FILL_SECONDS: '0',
      // Closed (the default), every post is refused (REGISTRATION_OPEN).
      REGISTRATION_OPEN: 'true',
      // Each post names its own client (X-Forwarded-For from loopback), and the global ceiling
      // is lifted: the burst is about crashes, not limits.
      TRUST_PROXY: 'loopback',
      REGISTRATION_GLOBAL_PER_MINUTE: '100000',
      SMTP_URL: '', // confirmations go to DATA_DIR/outbox through the queue
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  )
  return { child, output: () => output, exited }
}

/** Waits until the server answers /healthz with its league loaded (60 s: a loaded machine). */
async function ready(server: Server): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`)
    try {
      const response = await fetch(`${BASE}/healthz`)
      if (response.ok && ((await response.json()) as { status: string }).status === 'ok') return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
  throw new Error(`server did not become healthy within 60 s:\n${server.output()}`)
}

async function stop(server: Server | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return
  server.child.kill('SIGTERM')
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 15_000)
  await server.exited
  clearTimeout(timer)
}

async function exported(): Promise<Array<Record<string, unknown>>> {
  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', '--silent', 'registrations', '--', '--format', 'json'],
    {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR, LEAGUE_KEY: 'demo', LEAGUE_SOURCE: 'embedded' },
    },
  )
  return JSON.parse(stdout) as Array<Record<string, unknown>>
}

/** A complete registration as the form posts it, unique to `n` (team, captain's address). */
function form(n: number): URLSearchParams {
  return new URLSearchParams([
    ['name', 'Julie Roy'],
    ['phone', '450 555-0199'],
    ['email', `contact${n}@example.org`],
    ['season', '2025W'],
    ['division', 'W2'],
    ['teamName', `Crash ${n}`],
    ['jerseyColor', 'Bleu'],
    ['pastLeague', ''],
    ['unavailableDays', ''],
    ['notes', ''],
    ['terms', 'on'],
    [rowFieldName('players', 0, 'firstName'), 'Ana'],
    [rowFieldName('players', 0, 'lastName'), `Lima ${n}`],
    [rowFieldName('players', 0, 'email'), `captain${n}@example.org`],
    [rowFieldName('players', 0, 'isCaptain'), 'on'],
    [rowFieldName('players', 1, 'firstName'), 'Zoé'],
    [rowFieldName('players', 1, 'lastName'), 'Gagnon'],
  ])
}

/** Posts registration `n` like the site's own page; true when the success redirect came back. */
async function post(n: number): Promise<boolean> {
  const response = await fetch(`${BASE}/registration`, {
    method: 'POST',
    body: form(n),
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: BASE,
      'Sec-Fetch-Site': 'same-origin',
      'X-Forwarded-For': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
    signal: AbortSignal.timeout(30_000),
  })
  await response.arrayBuffer()
  if (response.status === 303 && (response.headers.get('location') ?? '').includes('submitted=1'))
    return true
  throw new Error(`registration ${n} answered ${response.status}`)
}

let server: Server | undefined

test.beforeEach(() => {
  rmSync(DATA_DIR, { recursive: true, force: true })
  mkdirSync(path.dirname(DATA_DIR), { recursive: true })
})

test.afterEach(async () => {
  await stop(server)
  server = undefined
  rmSync(DATA_DIR, { recursive: true, force: true })
})

test('kill -9 in the middle of a burst of registrations loses none that was acknowledged', async () => {
  test.setTimeout(240_000)
  server = spawnServer()
  await ready(server)
  // The form's field names, checked once: a typo here would make every post a 400.
  expect(await post(0)).toBe(true)

  const acknowledged = new Set<number>([0])
  let next = 1
  let killed = false
  let inFlight = 0
  const crashed = server
  const worker = async () => {
    while (!killed) {
      const n = next++
      inFlight++
      try {
        if (await post(n)) acknowledged.add(n)
      } catch (error) {
        // Only the crash may fail a post.
        if (!killed) throw error
      } finally {
        inFlight--
      }
    }
  }
  const workers = Array.from({ length: 6 }, worker)
  // Kill once enough have gone through, while posts are still being answered.
  while (acknowledged.size < 40) {
    if (crashed.child.exitCode !== null) throw new Error(`server died:\n${crashed.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  const inFlightAtKill = inFlight
  crashed.child.kill('SIGKILL')
  killed = true
  await crashed.exited
  await Promise.all(workers)
  expect(inFlightAtKill, 'the kill came in the middle of the burst').toBeGreaterThan(0)

  // Restart on the same DATA_DIR (its WAL left as the crash left it).
  server = spawnServer()
  await ready(server)
  const list = await exported()
  const teams = list.map((r) => String(r.teamName))
  expect(new Set(teams).size, 'no registration saved twice').toBe(teams.length)
  const missing = [...acknowledged].filter((n) => !teams.includes(`Crash ${n}`))
  expect(missing, 'acknowledged registrations missing after the crash').toEqual([])
  expect(teams.length).toBeGreaterThanOrEqual(acknowledged.size)

  // Every acknowledged registration's confirmation e-mail goes out, the crashed process's
  // pending ones sent by the new process.
  await expect
    .poll(
      async () => {
        const states = new Map(
          (await exported()).map((r) => [String(r.teamName), r.confirmationEmail]),
        )
        return [...acknowledged].filter((n) => states.get(`Crash ${n}`) !== 'sent').length
      },
      { timeout: 60_000, intervals: [250, 500, 1000] },
    )
    .toBe(0)
  const outbox = readdirSync(path.join(DATA_DIR, 'outbox'))
  expect(outbox.length).toBeGreaterThanOrEqual(acknowledged.size)
  for (const file of outbox)
    expect(statSync(path.join(DATA_DIR, 'outbox', file)).mode & 0o777).toBe(0o600)
  expect(statSync(DATA_DIR).mode & 0o777).toBe(0o700)
  expect(statSync(STORE).mode & 0o777).toBe(0o600)
})

for (const [kind, damage] of [
  [
    'not a SQLite file',
    () => writeFileSync(STORE, 'PK\u0003\u0004 a zip file, not a store'.repeat(200)),
  ],
  ['truncated', () => truncateSync(STORE, statSync(STORE).size - 1500)],
] as const) {
  test(`a store that is ${kind} stops the start with one line naming it, and is left as it was`, async () => {
    test.setTimeout(120_000)
    // A real store first (the demo league seeded by a server), then damaged.
    server = spawnServer()
    await ready(server)
    expect(await post(1)).toBe(true)
    await stop(server)
    damage()
    const before = readFileSync(STORE)

    server = spawnServer()
    const code = await Promise.race([
      server.exited,
      new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 30_000)),
    ])
    expect(code).toBe(1)
    const lines = server.output().trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain(`The league store ${STORE} cannot be opened`)
    expect(lines[0]).toContain('restore it from a backup, or move it away')
    expect(readFileSync(STORE).equals(before)).toBe(true)
  })
}

test('an import replacing the league while pages are served: all 200, no page mixing two versions', async () => {
  test.setTimeout(240_000)
  // Registration open: the header names the active season too (the root loader), besides the
  // page's own loaders.
  server = spawnServer()
  await ready(server)
  const league = readLeaguePath(DATA_DIR, 'demo') as {
    Seasons: Record<string, Record<string, unknown>>
  }
  /** The league with its active season named after `marker`, in both languages. */
  const version = (marker: string) => {
    const tree = structuredClone(league)
    for (const season of Object.values(tree.Seasons)) {
      if (season.isActive !== true) continue
      season.Season_nameF = `Hiver ${marker}`
      season.Season_nameE = `Winter ${marker}`
    }
    const file = path.join(DATA_DIR, `import-${marker}.json`)
    writeFileSync(file, JSON.stringify({ leagues: { demo: tree } }))
    return file
  }
  const files = { A: version('QA-Alpha'), B: version('QA-Bravo') }
  const importLeague = (file: string) =>
    promisify(execFile)(NODE, ['scripts/import.ts', file], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR, LEAGUE_KEY: 'demo', LOG_LEVEL: 'error' },
    })
  await importLeague(files.A)
  await expect
    .poll(async () => (await (await fetch(`${BASE}/standings`)).text()).includes('QA-Alpha'), {
      timeout: 30_000,
    })
    .toBe(true)

  const pages = ['/', '/?lang=en', '/standings', '/standings?lang=en', '/schedule', '/registration']
  const problems: string[] = []
  const seen = { A: 0, B: 0 }
  let answered = 0
  let importing = true
  const reader = async (offset: number) => {
    for (let i = offset; importing; i++) {
      const url = pages[i % pages.length]!
      const response = await fetch(`${BASE}${url}`, { signal: AbortSignal.timeout(30_000) })
      const html = await response.text()
      answered++
      if (response.status !== 200) problems.push(`${url}: ${response.status}`)
      const a = html.includes('QA-Alpha')
      const b = html.includes('QA-Bravo')
      if (a && b) problems.push(`${url}: both versions in one page`)
      else if (!a && !b) problems.push(`${url}: neither version`)
      else seen[a ? 'A' : 'B']++
    }
  }
  const readers = Array.from({ length: 4 }, (_, i) => reader(i))
  for (const next of ['B', 'A', 'B', 'A', 'B'] as const) {
    await importLeague(files[next])
    await new Promise((resolve) => setTimeout(resolve, 400))
  }
  importing = false
  await Promise.all(readers)
  expect(problems).toEqual([])
  expect(answered).toBeGreaterThan(20)
  // Both versions were served during the run: the imports did land while pages were read.
  expect(seen.A).toBeGreaterThan(0)
  expect(seen.B).toBeGreaterThan(0)
})
