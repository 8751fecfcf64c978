/**
 * Reliability of what a visitor is told is saved (ADR 0017), against the built server in child
 * processes of the file's own, each test with its own DATA_DIR and port (they kill or break
 * their servers, so none is shared):
 * - a burst of valid registrations, `kill -9` of the server in the middle of it, a restart on the
 *   same DATA_DIR: every registration whose success was received is in `npm run registrations`,
 *   none twice, and every confirmation e-mail queued before the crash is sent by the new process;
 * - a store file that is not SQLite, or truncated, stops the start with one line naming the file,
 *   and its bytes are unchanged;
 * - `npm run import` replacing the league, again and again, while pages are served: every answer
 *   200, and no page mixes two versions of the data.
 */
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'

import { readLeaguePath } from '../../app/data/embedded-source.server.ts'
import { rowFieldName } from '../../app/registration/form-data.ts'
import { E2E_NOW } from '../e2e/e2e-env.ts'
import { copyDemoStore } from '../e2e/support/demo-store.ts'
import { freePort } from '../e2e/support/league-server.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const NODE = path.join(ROOT, 'node_modules/.bin/node')

/** Where one server runs: its DATA_DIR (not created: the server makes it), store and address. */
type Site = { dataDir: string; store: string; base: string }

async function newSite(): Promise<Site> {
  const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'league-crash-')), 'data')
  const base = `http://127.0.0.1:${await freePort()}`
  return { dataDir, store: path.join(dataDir, 'league.sqlite'), base }
}

function removeSite(site: Site | undefined): void {
  if (site) rmSync(path.dirname(site.dataDir), { recursive: true, force: true })
}

type Server = { child: ChildProcess; output: () => string; exited: Promise<number | null> }

function spawnServer(site: Site): Server {
  let output = ''
  const child = spawn(NODE, ['server/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: new URL(site.base).port,
      HOST: '127.0.0.1',
      DATA_DIR: site.dataDir,
      LEAGUE_KEY: 'demo',
      LEAGUE_SOURCE: 'embedded',
      LEAGUE_NOW: E2E_NOW,
      PUBLIC_URL: site.base,
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

/** Waits until the server answers /healthz with its league loaded (120 s: a loaded machine). */
async function ready(site: Site, server: Server): Promise<void> {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`)
    try {
      const response = await fetch(`${site.base}/healthz`)
      if (response.ok && ((await response.json()) as { status: string }).status === 'ok') return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
  throw new Error(`server did not become healthy within 120 s:\n${server.output()}`)
}

async function stop(server: Server | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return
  server.child.kill('SIGTERM')
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 15_000)
  await server.exited
  clearTimeout(timer)
}

/** `npm run registrations -- --format json`, without npm's own start. */
async function exported(site: Site): Promise<Array<Record<string, unknown>>> {
  const { stdout } = await promisify(execFile)(
    NODE,
    ['scripts/registrations.ts', '--format', 'json'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DATA_DIR: site.dataDir,
        LEAGUE_KEY: 'demo',
        LEAGUE_SOURCE: 'embedded',
      },
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
async function post(site: Site, n: number): Promise<boolean> {
  const response = await fetch(`${site.base}/registration`, {
    method: 'POST',
    body: form(n),
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: site.base,
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

/** The current test's place and server, removed and stopped after it. */
let site: Site
let server: Server | undefined

beforeEach(async () => {
  site = await newSite()
})

afterEach(async () => {
  await stop(server)
  server = undefined
  removeSite(site)
})

test(
  'kill -9 in the middle of a burst of registrations loses none that was acknowledged',
  {
    timeout: 240_000,
  },
  async ({ signal }) => {
    // A DATA_DIR the server creates and seeds itself: the file modes checked below are its own.
    server = spawnServer(site)
    await ready(site, server)
    // The form's field names, checked once: a typo here would make every post a 400.
    expect(await post(site, 0)).toBe(true)

    const acknowledged = new Set<number>([0])
    let next = 1
    let killed = false
    let inFlight = 0
    /** A post that failed before the kill: every worker stops, and the test fails with it. */
    let failure: unknown
    const crashed = server
    const worker = async () => {
      while (!killed && failure === undefined && !signal.aborted) {
        const n = next++
        inFlight++
        try {
          if (await post(site, n)) acknowledged.add(n)
        } catch (error) {
          // Only the crash may fail a post.
          if (!killed) failure ??= error
        } finally {
          inFlight--
        }
      }
    }
    const workers = Array.from({ length: 6 }, worker)
    // Kill once enough have gone through, while posts are still being answered.
    while (acknowledged.size < 40 && !signal.aborted) {
      if (failure !== undefined) throw failure
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
    server = spawnServer(site)
    await ready(site, server)
    const list = await exported(site)
    const teams = list.map((r) => String(r.teamName))
    expect(new Set(teams).size, 'no registration saved twice').toBe(teams.length)
    const missing = [...acknowledged].filter((n) => !teams.includes(`Crash ${n}`))
    expect(missing, 'acknowledged registrations missing after the crash').toEqual([])
    expect(teams.length).toBeGreaterThanOrEqual(acknowledged.size)

    // Every acknowledged registration's confirmation e-mail goes out, the crashed process's
    // pending ones sent by the new process. The outbox is read until it holds as many mails (one
    // directory listing a poll); then the export, a process each time, says each one was sent.
    const outbox = path.join(site.dataDir, 'outbox')
    const mails = () => (existsSync(outbox) ? readdirSync(outbox) : [])
    await expect
      .poll(() => mails().length, { timeout: 60_000 })
      .toBeGreaterThanOrEqual(acknowledged.size)
    await expect
      .poll(
        async () => {
          const states = new Map(
            (await exported(site)).map((r) => [String(r.teamName), r.confirmationEmail]),
          )
          return [...acknowledged].filter((n) => states.get(`Crash ${n}`) !== 'sent').length
        },
        { timeout: 60_000, interval: 500 },
      )
      .toBe(0)
    for (const file of mails()) expect(statSync(path.join(outbox, file)).mode & 0o777).toBe(0o600)
    expect(statSync(site.dataDir).mode & 0o777).toBe(0o700)
    expect(statSync(site.store).mode & 0o777).toBe(0o600)
  },
)

describe('on a store a server ran on, with a registration, then stopped', () => {
  // Made once for these tests, each of which works on a copy (cp -a keeps the files' modes,
  // which the server checks at start). The demo league is the run's seeded copy (global setup).
  let template: Site
  beforeAll(async () => {
    template = await newSite()
    mkdirSync(template.dataDir, { mode: 0o700 })
    if (!copyDemoStore('demo', E2E_NOW, template.dataDir))
      throw new Error('no current demo store: the global setup seeds it')
    const maker = spawnServer(template)
    try {
      await ready(template, maker)
      expect(await post(template, 1)).toBe(true)
    } finally {
      await stop(maker)
    }
  })
  afterAll(() => removeSite(template))
  beforeEach(() => {
    execFileSync('cp', ['-a', template.dataDir, site.dataDir])
  })

  for (const [kind, damage] of [
    [
      'not a SQLite file',
      (file: string) => writeFileSync(file, 'PK\u0003\u0004 a zip file, not a store'.repeat(200)),
    ],
    ['truncated', (file: string) => truncateSync(file, statSync(file).size - 1500)],
  ] as const) {
    test(
      `a store that is ${kind} stops the start with one line naming it, and is left as it was`,
      { timeout: 120_000 },
      async () => {
        damage(site.store)
        const before = readFileSync(site.store)

        server = spawnServer(site)
        const code = await Promise.race([
          server.exited,
          new Promise<'still running'>((resolve) =>
            setTimeout(() => resolve('still running'), 60_000),
          ),
        ])
        expect(code).toBe(1)
        const lines = server.output().trim().split('\n')
        expect(lines).toHaveLength(1)
        expect(lines[0]).toContain(`The league store ${site.store} cannot be opened`)
        expect(lines[0]).toContain('restore it from a backup, or move it away')
        expect(readFileSync(site.store).equals(before)).toBe(true)
      },
    )
  }

  test(
    'an import replacing the league while pages are served: all 200, no page mixing two versions',
    {
      timeout: 240_000,
    },
    async ({ signal }) => {
      // Registration open: the header names the active season too (the root loader), besides the
      // page's own loaders.
      server = spawnServer(site)
      await ready(site, server)
      const league = readLeaguePath(site.dataDir, 'demo') as {
        Seasons: Record<string, Record<string, unknown>>
        News?: Record<string, Record<string, Record<string, unknown>>>
      }
      const markers = { A: 'QA-Alpha', B: 'QA-Bravo' } as const
      /**
       * The league with every season and news title carrying version `key`'s marker, in both
       * languages: the other pages name the season, the home page shows the news.
       */
      const version = (key: keyof typeof markers) => {
        const tree = structuredClone(league)
        for (const [id, season] of Object.entries(tree.Seasons)) {
          season.Season_nameF = `Saison ${id} ${markers[key]}`
          season.Season_nameE = `Season ${id} ${markers[key]}`
        }
        for (const day of Object.values(tree.News ?? {}))
          for (const item of Object.values(day))
            for (const field of ['title', 'Title', 'title_en', 'title_fr', 'Title_fr', 'titre'])
              if (typeof item[field] === 'string') item[field] = `${item[field]} ${markers[key]}`
        const file = path.join(site.dataDir, `import-${markers[key]}.json`)
        writeFileSync(file, JSON.stringify({ leagues: { demo: tree } }))
        return file
      }
      const files = { A: version('A'), B: version('B') }
      /** `npm run import FILE`, then waits until the server's pages show that version. */
      const importLeague = async (key: keyof typeof markers) => {
        await promisify(execFile)(NODE, ['scripts/import.ts', files[key]], {
          signal,
          cwd: ROOT,
          env: { ...process.env, DATA_DIR: site.dataDir, LEAGUE_KEY: 'demo', LOG_LEVEL: 'error' },
        })
        await expect
          .poll(
            async () =>
              (await (await fetch(`${site.base}/standings`)).text()).includes(markers[key]),
            { timeout: 30_000 },
          )
          .toBe(true)
      }
      await importLeague('A')

      const pages = [
        '/',
        '/?lang=en',
        '/standings',
        '/standings?lang=en',
        '/schedule',
        '/registration',
      ]
      const problems: string[] = []
      const seen = { A: 0, B: 0 }
      let answered = 0
      let importing = true
      const reader = async (offset: number) => {
        for (let i = offset; importing && !signal.aborted; i++) {
          const url = pages[i % pages.length]!
          const response = await fetch(`${site.base}${url}`, {
            signal: AbortSignal.any([signal, AbortSignal.timeout(30_000)]),
          })
          const html = await response.text()
          answered++
          if (response.status !== 200) problems.push(`${url}: ${response.status}`)
          const a = html.includes(markers.A)
          const b = html.includes(markers.B)
          if (a && b) problems.push(`${url}: both versions in one page`)
          else if (!a && !b) problems.push(`${url}: neither version`)
          else seen[a ? 'A' : 'B']++
        }
      }
      // A reader's failure is a problem of the run, not an error nobody awaits.
      const readers = Array.from({ length: 4 }, (_, i) =>
        reader(i).catch((error: unknown) => problems.push(`a reader stopped: ${String(error)}`)),
      )
      try {
        // Each import lands (its version served) before the next replaces it: one swap each way.
        for (const next of ['B', 'A'] as const) await importLeague(next)
      } finally {
        importing = false
        await Promise.all(readers)
      }
      expect(problems).toEqual([])
      expect(answered).toBeGreaterThan(20)
      // Both versions were served to the readers: the imports did land while pages were read.
      expect(seen.A).toBeGreaterThan(0)
      expect(seen.B).toBeGreaterThan(0)
    },
  )
})
