/**
 * Page-rendering benchmark: starts the production server on a generated league (demo, or
 * `--scale N`), then measures server-rendered pages with concurrent requests on loopback.
 * Usage: npm run build && npm run bench:pages -- [--scale N] [--requests 400] [--concurrency 8]
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    requests: { type: 'string', default: '400' },
    concurrency: { type: 'string', default: '8' },
    port: { type: 'string', default: '4391' },
  },
})
const requests = Number(values.requests)
const concurrency = Number(values.concurrency)
const port = Number(values.port)
const base = `http://127.0.0.1:${port}`
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-pages-'))
const now = '2026-01-14T19:00:00-05:00'

if (values.scale !== '1') {
  // A larger league, written before the server starts so it is not seeded with the demo.
  const seed = spawn(process.execPath, ['scripts/demo-league/seed.ts', '--scale', values.scale], {
    env: { ...process.env, DATA_DIR: dataDir, LEAGUE_KEY: 'demo', LEAGUE_NOW: now },
    stdio: 'inherit',
  })
  await new Promise((resolve) => seed.once('exit', resolve))
}

const server = spawn(process.execPath, ['server/index.ts'], {
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LEAGUE_KEY: 'demo', LEAGUE_NOW: now, LOG_LEVEL: 'error' },
  stdio: ['ignore', 'ignore', 'inherit'],
})

async function waitForServer() {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('server did not start')
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

async function measure(url: string) {
  const timings: number[] = []
  let bytes = 0
  let next = 0
  const started = performance.now()
  async function worker() {
    while (next < requests) {
      next++
      const t0 = performance.now()
      const response = await fetch(`${base}${url}`, { headers: { 'Accept-Encoding': 'identity' } })
      bytes = (await response.arrayBuffer()).byteLength
      timings.push(performance.now() - t0)
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  const seconds = (performance.now() - started) / 1000
  timings.sort((a, b) => a - b)
  return {
    url,
    'req/s': Math.round(requests / seconds),
    'p50 ms': percentile(timings, 50).toFixed(1),
    'p95 ms': percentile(timings, 95).toFixed(1),
    'html KB': (bytes / 1024).toFixed(1),
  }
}

try {
  await waitForServer()
  const home = await (await fetch(`${base}/`)).text()
  const firstLink = (prefix: string) => new RegExp(`href="(${prefix}[^"]+)"`).exec(home)?.[1]?.replaceAll('&amp;', '&')
  const pages = ['/', '/standings', '/rules', firstLink('/team/'), firstLink('/match/'), firstLink('/player/')].filter(
    (url): url is string => Boolean(url),
  )
  for (const url of pages) await measure(url) // warm-up: first render, media lookups
  const rows = []
  for (const url of pages) rows.push(await measure(url))
  console.log(`scale ${values.scale}, ${requests} requests per page, concurrency ${concurrency}`)
  console.table(rows)
} finally {
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
  rmSync(dataDir, { recursive: true, force: true })
}
