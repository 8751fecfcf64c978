// A production server of its own for a test file: a fresh DATA_DIR, a fixed LEAGUE_NOW. Needs the
// production build.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { readLeaguePath, writeLeaguePath } from '../../../app/data/embedded-source.server.ts'
import { E2E_NOW } from '../e2e-env.ts'

export { exampleLeagueTree } from '../../../app/league/fixtures/example-tree.ts'
import { copyDemoStore } from './demo-store.ts'

export type LeagueServer = {
  baseURL: string
  dataDir: string
  leagueKey: string
  pid: number
  write: (leaguePath: string, value: unknown) => void
  read: (leaguePath?: string) => unknown
  stop: () => Promise<number | null>
  /** Closes the pipes the server logs to, as a log reader that died would. */
  closeLogReader: () => void
}

export type LeagueServerOptions = {
  tree?: unknown
  leagueKey?: string
  now?: string
  env?: Record<string, string>
  dataDir?: string
  stalledStderr?: boolean
  /** Browsers need a domain for WebAuthn; the server listens on 127.0.0.1 either way. */
  hostName?: 'localhost'
}

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
      // Not listening yet.
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
