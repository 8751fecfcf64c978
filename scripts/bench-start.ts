// npm run build && npm run bench:start: from spawning the production server to its first 200
// standings page of a division, on a demo league at a given scale (issue 41: 10× within 3 s).
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { summariseProfile } from './bench/cpu-profile.ts'
import { cpuTime } from './bench/cpu-time.ts'
import { parseCommand } from './command-line.ts'

const USAGE = `Usage: npm run build && npm run bench:start -- [--scale 10] [--runs 5] [--compare DIR] [--cpu-prof] [--data DIR]

Seeds the demo league at --scale into a temporary store once, then starts the built server
(node server/index.ts) --runs times, after one start that fills Node's compile cache, and reports
the median and worst time from spawn to the first 200 of a division's standings page, the moments
of the server's own log lines, and its CPU time until then.
  --compare DIR  another checkout (built, with node_modules), started alternately with this one
  --cpu-prof     profile each start (node --cpu-prof) and show where the median run's time went
  --data DIR     use (and keep) this data directory; seeded only when it holds no store
  --port N       the server's port (default 4422)`

const { values } = parseCommand({
  name: 'bench:start',
  usage: USAGE,
  options: {
    scale: { type: 'string', default: '10' },
    runs: { type: 'string', default: '5' },
    compare: { type: 'string' },
    'cpu-prof': { type: 'boolean' },
    data: { type: 'string' },
    port: { type: 'string', default: '4422' },
  },
})

const NOW = '2026-01-14T19:00:00-05:00'
const PORT = Number(values.port)
const runs = Number(values.runs)
const here = path.resolve(import.meta.dirname, '..')
const roots = [here, ...(values.compare ? [path.resolve(values.compare)] : [])]
const work = mkdtempSync(path.join(os.tmpdir(), 'bench-start-'))
const dataDir = values.data ? path.resolve(values.data) : path.join(work, 'data')
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(PORT),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LEAGUE_KEY: 'demo',
  LEAGUE_NOW: NOW,
  PUBLIC_URL: `http://127.0.0.1:${PORT}`,
  LOG_LEVEL: 'info',
}

for (const root of roots) {
  if (!existsSync(path.join(root, 'build/server/index.js')))
    throw new Error(`no build in ${root}: run npm run build there first`)
}

function seed(): Promise<void> {
  if (existsSync(path.join(dataDir, 'league.sqlite'))) return Promise.resolve()
  const child = spawn(
    process.execPath,
    ['scripts/demo-league/seed.ts', '--scale', values.scale as string],
    { cwd: here, env, stdio: ['ignore', 'inherit', 'inherit'] },
  )
  return new Promise((resolve, reject) =>
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed: ${code}`)))),
  )
}

function get(target: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: PORT, path: target, agent: false }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        )
      })
      .on('error', reject)
  })
}

type Start = {
  root: string
  ms: number
  cpuMs: number | undefined
  lines: Record<string, number>
  loadMs: number | undefined
  renderMs: number | undefined
  profile: string | undefined
  body: string
}

async function startOnce(root: string, target: string, profileDir?: string): Promise<Start> {
  const args = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []
  const started = performance.now()
  const child: ChildProcess = spawn(process.execPath, [...args, 'server/index.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  const lines: Record<string, number> = {}
  let loadMs: number | undefined
  let renderMs: number | undefined
  let pending = ''
  child.stderr!.on('data', (chunk: Buffer) => {
    const at = performance.now() - started
    pending += chunk.toString()
    const complete = pending.split('\n')
    pending = complete.pop() ?? ''
    for (const line of complete) {
      if (!line.startsWith('{')) continue
      const entry = JSON.parse(line) as { msg: string; ms?: number; status?: number }
      lines[entry.msg] ??= at
      if (entry.msg === 'league data loaded') loadMs = entry.ms
      if (entry.msg === 'request' && entry.status === 200) renderMs ??= entry.ms
    }
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let answer = await get(target).catch(() => undefined)
  while (answer?.status !== 200) {
    if (child.exitCode !== null) throw new Error(`the server in ${root} exited`)
    await new Promise((resolve) => setTimeout(resolve, 20))
    answer = await get(target).catch(() => undefined)
  }
  const ms = performance.now() - started
  const cpuMs = cpuTime(child.pid as number).total || undefined
  const body = answer.body
  child.kill('SIGTERM')
  await exited
  // The main thread's (thread 0): worker threads write profiles of their own.
  const profile = profileDir
    ? readdirSync(profileDir)
        .filter((name) => /\.0\.\d+\.cpuprofile$/.test(name))
        .map((name) => path.join(profileDir, name))[0]
    : undefined
  return { root, ms, cpuMs, lines, loadMs, renderMs, profile, body }
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]
const fmt = (value: number | undefined) => (value === undefined ? '–' : `${Math.round(value)}`)

try {
  await seed()
  // The first start also fills Node's compile cache, as the first start of a release does.
  const warm = await startOnce(here, '/standings')
  process.stdout.write(`warm-up start (compile cache filled): ${fmt(warm.ms)} ms\n`)
  // A division other than the one /standings shows first.
  const divisions = [...warm.body.matchAll(/<option value="([^"]+)"/g)].map((match) => match[1])
  const target = `/standings?division=${encodeURIComponent(divisions[1] ?? divisions[0] ?? '')}`
  for (const root of roots.slice(1)) await startOnce(root, target)
  const results: Start[] = []
  for (let run = 0; run < runs; run++) {
    for (const root of roots) {
      const profileDir = values['cpu-prof'] ? path.join(work, `prof-${results.length}`) : undefined
      const result = await startOnce(root, target, profileDir)
      results.push(result)
      process.stdout.write(
        `${path.basename(root)} run ${run + 1}: ${fmt(result.ms)} ms (CPU ${fmt(result.cpuMs)} ms)\n`,
      )
    }
  }
  process.stdout.write(
    `\nbench:start: scale ${values.scale}, ${target}, Node ${process.version}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}\n`,
  )
  for (const root of roots) {
    const mine = results.filter((result) => result.root === root)
    const times = mine.map((result) => result.ms)
    const at = (msg: string) => median(mine.map((result) => result.lines[msg] ?? NaN))
    process.stdout.write(
      `\n${root}\n` +
        `  spawn → first 200: median ${fmt(median(times))} ms, worst ${fmt(Math.max(...times))} ms, ` +
        `server CPU median ${fmt(median(mine.map((result) => result.cpuMs ?? NaN)))} ms\n` +
        `  log lines seen at (median ms from spawn): league data loaded ${fmt(at('league data loaded'))} ` +
        `(its load ${fmt(median(mine.map((result) => result.loadMs ?? NaN)))} ms), ` +
        `listening ${fmt(at('listening'))}, first 200 rendered in ` +
        `${fmt(median(mine.map((result) => result.renderMs ?? NaN)))} ms\n`,
    )
    const profiled = [...mine].sort((a, b) => a.ms - b.ms)[Math.floor(mine.length / 2)]
    if (profiled?.profile) {
      const summary = summariseProfile(profiled.profile)
      process.stdout.write(`  median run's profile (${fmt(summary.totalMs)} ms), self time:\n`)
      for (const [place, ms] of summary.byPlace)
        process.stdout.write(`    ${fmt(ms).padStart(6)} ms  ${place}\n`)
      process.stdout.write('  top functions:\n')
      for (const [fn, ms] of summary.byFunction)
        process.stdout.write(`    ${fmt(ms).padStart(6)} ms  ${fn}\n`)
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true })
}
