/**
 * Starts a production server of its own for a test file: a fresh DATA_DIR holding the given
 * league tree (or the demo league when none is given), a fixed LEAGUE_NOW, any extra env.
 * Needs the production build (`npm run build`), as the shared webServer does.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { readLeaguePath, writeLeaguePath } from '../../../app/data/embedded-source.server.ts'
import { E2E_NOW } from '../e2e-env.ts'
import { copyDemoStore } from './demo-store.ts'

export type LeagueServer = {
  baseURL: string
  dataDir: string
  leagueKey: string
  /** The server process's id (its memory, in benchmarks). */
  pid: number
  /** Writes a value under leagues/{key}/{path} as another process would; the server sees it within a poll. */
  write: (leaguePath: string, value: unknown) => void
  read: (leaguePath?: string) => unknown
  /** SIGTERM, then waits for the exit; resolves with the exit code. */
  stop: () => Promise<number | null>
  /** Closes the pipes the server logs to, as a log reader that died would. */
  closeLogReader: () => void
}

export type LeagueServerOptions = {
  /**
   * The `leagues/{key}` subtree to serve; omitted: the demo league, copied from the run's seeded
   * store (demo-store.ts) when there is one for the key and `now`, else generated at start.
   */
  tree?: unknown
  leagueKey?: string
  now?: string
  env?: Record<string, string>
  /**
   * Another server's DATA_DIR to serve too (a second instance on the same store): nothing is
   * written to it at start, and it is left in place at stop.
   */
  dataDir?: string
  /** stderr on a pipe nobody reads (a stuck log shipper): the server's log lines pile up. */
  stalledStderr?: boolean
  /**
   * The host name of the server's address (PUBLIC_URL), 127.0.0.1 by default; `localhost` where
   * browsers need a domain, as WebAuthn does (the server listens on 127.0.0.1 either way).
   */
  hostName?: 'localhost'
}

/** The contract example tree (docs/data-contract.md), as the league subtree. */
export function exampleLeagueTree(): Record<string, unknown> {
  const file = path.resolve('app/league/fixtures/league-tree.example.json')
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as {
    leagues: Record<string, Record<string, unknown>>
  }
  return structuredClone(parsed.leagues.demo)
}

/**
 * A server whose league source cannot be reached (nothing listens on the Firebase URL), so
 * every page shows its data-unavailable state once the first load gives up (after 1.5 s here).
 */
export function startUnavailableLeagueServer(
  env: Record<string, string> = {},
): Promise<LeagueServer> {
  return startLeagueServer({
    env: {
      LEAGUE_SOURCE: 'firebase',
      FIREBASE_DATABASE_URL: 'http://127.0.0.1:9',
      LEAGUE_LOAD_TIMEOUT_MS: '1500',
      ...env,
    },
  })
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

async function waitForHealth(
  baseURL: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`)
    try {
      const response = await fetch(`${baseURL}/healthz`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  // Nobody gets a handle to stop it: left running, it would outlive the test run.
  child.kill('SIGKILL')
  throw new Error(`server did not become healthy:\n${output()}`)
}

export async function startLeagueServer(options: LeagueServerOptions = {}): Promise<LeagueServer> {
  const leagueKey = options.leagueKey ?? 'fixture'
  const ownsDataDir = options.dataDir === undefined
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'league-e2e-'))
  const now = options.now ?? E2E_NOW
  if (ownsDataDir && options.tree !== undefined)
    writeLeaguePath(dataDir, leagueKey, '', options.tree)
  // Not for a Firebase source; nor another league profile, whose time zone the demo's dates follow.
  else if (ownsDataDir && !options.env?.LEAGUE_SOURCE && !options.env?.LEAGUE_PROFILE)
    copyDemoStore(leagueKey, now, dataDir)
  const port = await freePort()
  const baseURL = `http://${options.hostName ?? '127.0.0.1'}:${port}`
  let log = ''
  // The project's pinned Node 24 (node:sqlite), whatever Node runs the test runner.
  const child = spawn(path.resolve('node_modules/.bin/node'), ['server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LEAGUE_KEY: leagueKey,
      LEAGUE_NOW: now,
      PUBLIC_URL: baseURL,
      CONTACT_EMAIL: 'ligue@example.org',
      LOG_LEVEL: 'warn',
      // Tests fill forms faster than people; registration-abuse.spec.ts checks the timing.
      REGISTRATION_MIN_FILL_SECONDS: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  if (!options.stalledStderr) child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  await waitForHealth(baseURL, child, () => log)
  return {
    baseURL,
    dataDir,
    leagueKey,
    pid: child.pid ?? 0,
    write: (leaguePath, value) => writeLeaguePath(dataDir, leagueKey, leaguePath, value),
    read: (leaguePath = '') => readLeaguePath(dataDir, leagueKey, leaguePath),
    closeLogReader: () => {
      child.stdout?.destroy()
      child.stderr?.destroy()
    },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true })
      return child.exitCode
    },
  }
}
