// 60 s of mixed load against the built server with an import of the whole league in the middle.
import { execFile } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { promisify } from 'node:util'

import { startLeagueServer } from '../tests/e2e/support/league-server.ts'
import { parseCommand } from './command-line.ts'

const USAGE = `Usage: npm run build && npm run bench:load -- [--seconds 60] [--connections 16] [--streams 200] [--no-warm]

Sustained mixed load against the built server, with an import in the middle (developer
benchmark): requests, errors, p50/p99 and memory.`

const { values } = parseCommand({
  name: 'bench:load',
  usage: USAGE,
  allowNegative: true,
  options: {
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '16' },
    streams: { type: 'string', default: '200' },
    warm: { type: 'boolean', default: true },
  },
})
const SECONDS = Number(values.seconds)
const CONNECTIONS = Number(values.connections)
const STREAMS = Number(values.streams)
const WARM_UP_MS = Math.min(10_000, (SECONDS * 1000) / 6)

const server = await startLeagueServer({
  leagueKey: 'demo',
  env: { REGISTRATION_OPEN: 'true', LOG_LEVEL: 'error', REGISTRATION_GLOBAL_PER_MINUTE: '100000' },
})
const base = new URL(server.baseURL)
const rssStart =
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024
const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS })

type Answer = { status: number; body: string; ms: number }

function request(
  method: string,
  target: string,
  options: { body?: string; headers?: Record<string, string>; localAddress?: string } = {},
): Promise<Answer> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method,
        path: target,
        headers: { 'accept-encoding': 'br, gzip', ...options.headers },
        // A registration comes from its own address (no keep-alive); the rest share the pool.
        ...(options.localAddress
          ? { localAddress: options.localAddress, agent: false }
          : { agent }),
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('latin1'),
            ms: performance.now() - started,
          }),
        )
        res.on('error', reject)
      },
    )
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')))
    req.on('error', reject)
    req.end(options.body)
  })
}

const sitemap = (await request('GET', '/sitemap.xml', { headers: {} })).body
const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
  const url = new URL(m[1]!.replace(/&amp;/g, '&'))
  return url.pathname + url.search
})
const english = pages.filter((p) => p.includes('lang=en'))
const french = pages.filter((p) => !p.includes('lang=en'))
const home = (await request('GET', '/', { headers: { 'accept-encoding': 'identity' } })).body
const assets = [
  ...new Set([...home.matchAll(/\/assets\/[\w.-]+\.(?:js|css|woff2)/g)].map((m) => m[0])),
]
console.log(
  `bench:load: ${SECONDS} s, ${CONNECTIONS} connections, ${STREAMS} live streams; ` +
    `${french.length} French and ${english.length} English pages, ${assets.length} assets`,
)

async function importLeague(tag: string): Promise<number> {
  const file = path.join(server.dataDir, 'bench-import.json')
  const tree = { ...(server.read('') as Record<string, unknown>), BenchImport: tag }
  writeFileSync(file, JSON.stringify(tree))
  const t0 = Date.now()
  await promisify(execFile)(process.execPath, ['scripts/import.ts', file], {
    env: { ...process.env, DATA_DIR: server.dataDir, LEAGUE_KEY: 'demo', LOG_LEVEL: 'error' },
  })
  return Date.now() - t0
}

async function everyUrlOnce(): Promise<void> {
  const queue = [...pages, ...assets]
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      for (let next = queue.pop(); next; next = queue.pop()) await request('GET', next)
    }),
  )
}

if (values.warm) {
  // Growth during the run is then what repeats (a leak), not a heap sized for the first time.
  const t0 = Date.now()
  await everyUrlOnce()
  await importLeague('warm-up')
  await everyUrlOnce()
  console.log(
    `warm-up: ${pages.length + assets.length} URLs, an import, the URLs again in ${Date.now() - t0} ms (not timed)`,
  )
}

let changeEvents = 0
const streams: http.ClientRequest[] = []
let streamErrors = 0
for (let i = 0; i < STREAMS; i++) {
  const req = http.get(
    {
      host: base.hostname,
      port: base.port,
      path: '/api/live',
      agent: false,
      localAddress: `127.30.0.${(i % 20) + 1}`,
      headers: { accept: 'text/event-stream' },
    },
    (res) => {
      if (res.statusCode !== 200) streamErrors += 1
      res.setEncoding('utf8')
      res.on('data', (text: string) => (changeEvents += text.split('event: change').length - 1))
      res.on('error', () => {})
    },
  )
  req.on('error', () => (streamErrors += 1))
  streams.push(req)
}

const latencies: number[] = []
const statuses = new Map<string, number>()
let errors = 0
let fiveHundreds = 0
let registrations = 0
const deadline = Date.now() + SECONDS * 1000
let serial = 0

function pick<T>(list: T[]): T {
  return list[Math.floor(Math.random() * list.length)]!
}

function registrationBody(n: number): string {
  return new URLSearchParams([
    ['name', 'Julie Charge'],
    ['phone', '450 555-0199'],
    ['email', `charge${n}@example.org`],
    ['season', '2025W'],
    ['division', 'W2'],
    ['teamName', `Équipe de charge ${n}`],
    ['terms', 'on'],
    ['players[0].firstName', 'Ana'],
    ['players[0].lastName', 'Lima'],
    ['players[0].dob', '1995-03-02'],
    ['players[0].tel', '514 555-0101'],
    ['players[0].email', `ana${n}@example.org`],
    ['players[0].isCaptain', 'on'],
    ['intent', 'submit'],
  ]).toString()
}

async function one(): Promise<void> {
  const roll = Math.random()
  let kind: string
  let answer: Answer
  try {
    if (roll < 0.4) {
      kind = 'page fr'
      answer = await request('GET', pick(french))
    } else if (roll < 0.75) {
      kind = 'page en'
      answer = await request('GET', pick(english))
    } else if (roll < 0.97) {
      kind = 'asset'
      answer = await request('GET', pick(assets))
    } else {
      kind = 'registration'
      const n = ++serial
      answer = await request('POST', '/registration?lang=fr', {
        body: registrationBody(n),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        localAddress: `127.40.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`,
      })
      if (answer.status === 303) registrations += 1
    }
  } catch {
    errors += 1
    return
  }
  latencies.push(answer.ms)
  const key = `${kind} ${answer.status}`
  statuses.set(key, (statuses.get(key) ?? 0) + 1)
  if (answer.status >= 500) fiveHundreds += 1
  const expected = kind === 'registration' ? answer.status === 303 : answer.status === 200
  if (!expected) errors += 1
}

function rssMb(): number {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

type Health = {
  pageCache?: { bytes?: number }
  memoryMb?: { rss: number; heapUsed: number; heapTotal: number; external: number }
}

async function health(): Promise<Health> {
  return JSON.parse((await request('GET', '/healthz', { headers: {} })).body) as Health
}

const timeline: string[] = []
const sampler = setInterval(() => {
  const at = ((Date.now() - started) / 1000).toFixed(0)
  void health().then((h) => {
    const m = h.memoryMb
    if (!m) return
    timeline.push(
      `${at.padStart(3)} s  rss ${m.rss.toFixed(0)}  heap ${m.heapUsed.toFixed(0)}/${m.heapTotal.toFixed(0)}  ` +
        `external ${m.external.toFixed(0)}  page cache ${((h.pageCache?.bytes ?? 0) / 1024 / 1024).toFixed(0)} MB`,
    )
  })
}, 5_000)

const started = Date.now()
let rssWarm = 0
let cacheWarm = 0
let liveWarm = 0
let imported = ''
const warm = setTimeout(() => {
  rssWarm = rssMb()
  void health().then((h) => {
    cacheWarm = (h.pageCache?.bytes ?? 0) / 1024 / 1024
    liveWarm = (h.memoryMb?.heapUsed ?? 0) + (h.memoryMb?.external ?? 0)
  })
}, WARM_UP_MS)
let importing: Promise<void> = Promise.resolve()
const importer = setTimeout(
  () => {
    const at = ((Date.now() - started) / 1000).toFixed(1)
    importing = importLeague(String(started)).then((ms) => {
      imported = `import at ${at} s took ${ms} ms`
    })
  },
  (SECONDS * 1000) / 2,
)

await Promise.all(
  Array.from({ length: CONNECTIONS }, async () => {
    while (Date.now() < deadline) await one()
  }),
)
await importing
clearTimeout(warm)
clearTimeout(importer)
clearInterval(sampler)
const rssEnd = rssMb()
const healthEnd = await health()
const cacheEnd = (healthEnd.pageCache?.bytes ?? 0) / 1024 / 1024
const liveEnd = (healthEnd.memoryMb?.heapUsed ?? 0) + (healthEnd.memoryMb?.external ?? 0)
for (const stream of streams) stream.destroy()
agent.destroy()
await server.stop()

latencies.sort((a, b) => a - b)
const quantile = (q: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0

console.log(imported || 'import: not reached')
console.log(
  `requests ${latencies.length} (${(latencies.length / SECONDS).toFixed(0)}/s), errors ${errors}, ` +
    `5xx ${fiveHundreds}, p50 ${quantile(0.5).toFixed(1)} ms, p99 ${quantile(0.99).toFixed(1)} ms`,
)
console.log(
  `registrations saved ${registrations}; live streams ${STREAMS} (refused or dropped ${streamErrors}), ` +
    `change events received ${changeEvents}`,
)
console.log(
  `RSS at start ${rssStart.toFixed(0)} MB, after warm-up ${rssWarm.toFixed(0)} MB, at the end ${rssEnd.toFixed(0)} MB ` +
    `(${rssWarm ? (((rssEnd - rssWarm) / rssWarm) * 100).toFixed(1) : '?'} %); page cache ` +
    `${cacheWarm.toFixed(1)} MB then ${cacheEnd.toFixed(1)} MB; live memory (V8 heap used + ` +
    `external) ${liveWarm.toFixed(0)} MB then ${liveEnd.toFixed(0)} MB`,
)
console.log(`memory (MB) every 5 s:\n  ${timeline.join('\n  ')}`)
console.log(
  `by kind and status: ${[...statuses]
    .sort()
    .map(([k, c]) => `${k}×${c}`)
    .join(', ')}`,
)

process.exit(errors > 0 || fiveHundreds > 0 ? 1 : 0)
