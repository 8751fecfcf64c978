// The production server against this machine's limit, measured in the same run: a bare `node:http`
// process answering the same bytes.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { headersToReplay } from './bench/same-bytes.ts'
import { parseCommand } from './command-line.ts'

const USAGE = `Usage: npm run build && npm run bench:pages -- [--scale N] [--seconds 3] [--rounds 3] [--connections 20] [--renders 60]

Requests per second of the built server against a bare node:http server answering the same bytes,
and uncached render times (developer benchmark). Each page and encoding is measured in rounds, the
app and the bare server in turn (the order alternating), after a warm-up of both: the ratio is the
median of the rounds' ratios, with their range, since a swing in the machine's load falls on one
side of a round only. Needs wrk.`

const { values } = parseCommand({
  name: 'bench:pages',
  usage: USAGE,
  options: {
    scale: { type: 'string', default: '1' },
    seconds: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '20' },
    renders: { type: 'string', default: '60' },
  },
})
const NOW = '2026-01-14T19:00:00-05:00'
const APP_PORT = 4391
const BARE_PORT = 4392
const RENDER_PORT = 4393
const work = mkdtempSync(path.join(os.tmpdir(), 'bench-pages-'))
const dataDir = path.join(work, 'data')
const children: ChildProcess[] = []

try {
  execFileSync('wrk', ['--version'], { stdio: 'ignore' })
} catch (error) {
  // wrk prints its version and exits 1; only a missing binary is a problem.
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
    console.error('bench:pages needs wrk (Debian: apt-get install wrk)')
    process.exit(1)
  }
}

function start(script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  children.push(child)
  return child
}

function appEnv(port: number, extra: Record<string, string> = {}) {
  return {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LEAGUE_KEY: 'demo',
    LEAGUE_NOW: NOW,
    LOG_LEVEL: 'error',
    ...extra,
  }
}

async function waitFor(url: string) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // Not yet listening.
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not answer`)
}

function rawGet(port: number, target: string, encoding: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(
          { host: '127.0.0.1', port, path: target, headers: { 'Accept-Encoding': encoding } },
          (response) => {
            const chunks: Buffer[] = []
            response.on('data', (chunk: Buffer) => chunks.push(chunk))
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                headers: response.headers,
                body: Buffer.concat(chunks),
              }),
            )
          },
        )
        .on('error', reject)
    },
  )
}

function wrk(port: number, target: string, encoding: string, seconds = Number(values.seconds)) {
  const output = execFileSync(
    'wrk',
    [
      '-t1',
      `-c${values.connections}`,
      `-d${seconds}s`,
      '-H',
      `Accept-Encoding: ${encoding}`,
      `http://127.0.0.1:${port}${target}`,
    ],
    { encoding: 'utf8' },
  )
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0)
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0)
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output)
  const errors = non2xx + (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0)
  return { rps, errors }
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  )

/** Rounds of the app and the bare server in turn, the order alternating: medians and the range. */
function paired(target: string, encoding: string) {
  wrk(APP_PORT, target, encoding, 1)
  wrk(BARE_PORT, target, encoding, 1)
  const app: number[] = []
  const bare: number[] = []
  const ratios: number[] = []
  let errors = 0
  for (let round = 0; round < Number(values.rounds); round++) {
    const appFirst = round % 2 === 0
    const first = wrk(appFirst ? APP_PORT : BARE_PORT, target, encoding)
    const second = wrk(appFirst ? BARE_PORT : APP_PORT, target, encoding)
    const [ofApp, ofBare] = appFirst ? [first, second] : [second, first]
    app.push(ofApp.rps)
    bare.push(ofBare.rps)
    ratios.push(ofApp.rps / ofBare.rps)
    errors += ofApp.errors
  }
  const range = `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`
  return { app: median(app), bare: median(bare), ratio: median(ratios), range, errors }
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

function largestAsset(): string {
  const dir = path.resolve('build/client/assets')
  const files = readdirSync(dir).filter((name) => /\.(js|css)$/.test(name))
  files.sort((a, b) => statSync(path.join(dir, b)).size - statSync(path.join(dir, a)).size)
  return `/assets/${files[0]}`
}

try {
  if (values.scale !== '1') {
    const seed = spawn(process.execPath, ['scripts/demo-league/seed.ts', '--scale', values.scale], {
      env: { ...process.env, DATA_DIR: dataDir, LEAGUE_KEY: 'demo', LEAGUE_NOW: NOW },
      stdio: 'inherit',
    })
    await new Promise((resolve) => seed.once('exit', resolve))
  }
  start('server/index.ts', appEnv(APP_PORT))
  await waitFor(`http://127.0.0.1:${APP_PORT}/healthz`)
  const home = (await rawGet(APP_PORT, '/', 'identity')).body.toString('utf8')
  const firstLink = (prefix: string) =>
    new RegExp(`href="(${prefix}[^"]+)"`).exec(home)?.[1]?.replaceAll('&amp;', '&')
  const pages = [
    '/',
    '/standings',
    firstLink('/team/'),
    firstLink('/match/'),
    firstLink('/player/'),
    '/rules',
  ].filter((url): url is string => Boolean(url))
  const targets = [...pages, largestAsset()]

  const responses: Record<string, { headers: Record<string, string>; body: string }> = {}
  const sizes: Record<string, Record<string, number>> = {}
  for (const target of targets) {
    for (const encoding of ['identity', 'br']) {
      const response = await rawGet(APP_PORT, target, encoding)
      if (response.status !== 200) throw new Error(`${target}: HTTP ${response.status}`)
      responses[`${encoding} ${target}`] = {
        headers: headersToReplay(response.headers),
        body: response.body.toString('base64'),
      }
      ;(sizes[target] ??= {})[encoding] = response.body.length
    }
  }
  const bodiesFile = path.join(work, 'bodies.json')
  writeFileSync(bodiesFile, JSON.stringify(responses))
  start('scripts/bench/bare-server.ts', { PORT: String(BARE_PORT), BODIES: bodiesFile })
  await waitFor(`http://127.0.0.1:${BARE_PORT}/`)

  console.log(
    `bench:pages: scale ${values.scale}, wrk ${values.connections} connections × ${values.seconds} s, ` +
      `${values.rounds} rounds (median ratio, range), ` +
      `${os.cpus().length} cores, node ${process.version}`,
  )
  const rows = []
  let worst = Infinity
  let errors = 0
  for (const target of targets) {
    const row: Record<string, string | number> = {
      target: target.length > 40 ? `${target.slice(0, 37)}...` : target,
    }
    for (const encoding of ['identity', 'br']) {
      const measured = paired(target, encoding)
      worst = Math.min(worst, measured.ratio)
      errors += measured.errors
      const label = encoding === 'br' ? 'br' : 'id'
      row[`${label} KB`] = Number(((sizes[target]?.[encoding] ?? 0) / 1024).toFixed(1))
      row[`${label} app/s`] = Math.round(measured.app)
      row[`${label} bare/s`] = Math.round(measured.bare)
      row[`${label} ratio`] = Number(measured.ratio.toFixed(2))
      row[`${label} range`] = measured.range
    }
    rows.push(row)
  }
  console.table(rows)

  start('server/index.ts', appEnv(RENDER_PORT, { PAGE_CACHE: 'off' }))
  await waitFor(`http://127.0.0.1:${RENDER_PORT}/healthz`)
  const renders = Number(values.renders)
  const renderRows = []
  for (const target of pages) {
    for (let i = 0; i < 5; i++) await rawGet(RENDER_PORT, target, 'identity') // warm-up
    const timings: number[] = []
    for (let i = 0; i < renders; i++) {
      const t0 = performance.now()
      await rawGet(RENDER_PORT, target, 'identity')
      timings.push(performance.now() - t0)
    }
    timings.sort((a, b) => a - b)
    renderRows.push({
      page: target.length > 40 ? `${target.slice(0, 37)}...` : target,
      'render p50 ms': Number(percentile(timings, 50).toFixed(1)),
      'render p95 ms': Number(percentile(timings, 95).toFixed(1)),
      'html KB': Number(((sizes[target]?.identity ?? 0) / 1024).toFixed(1)),
    })
  }
  console.table(renderRows)
  console.log(`worst median ratio to bare node:http: ${worst.toFixed(2)}×, errors: ${errors}`)
} finally {
  for (const child of children) child.kill('SIGTERM')
  await Promise.all(
    children.map((child) =>
      child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null,
    ),
  )
  rmSync(work, { recursive: true, force: true })
}
