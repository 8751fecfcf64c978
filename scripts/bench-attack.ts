// The floods of an anonymous attacker against the built server, on loopback only.
import { readFileSync } from 'node:fs'
import http from 'node:http'
import { parseArgs } from 'node:util'

import { startLeagueServer } from '../tests/e2e/support/league-server.ts'
import { cpuTime } from './bench/cpu-time.ts'

const USAGE = `Usage: npm run bench:attack -- [options]
  --seconds N       length of the mixed flood (default 60, at most 300)
  --connections N   concurrent attacking connections (default 16)
  --cache-mb N      the server's PAGE_CACHE_MB (default 128)
  --after N         seconds watched after the flood (default 15)
  --help            this text
Needs the production build (npm run build). Starts its own server on 127.0.0.1.`

function options() {
  try {
    return parseArgs({
      options: {
        seconds: { type: 'string', default: '60' },
        connections: { type: 'string', default: '16' },
        'cache-mb': { type: 'string', default: '128' },
        after: { type: 'string', default: '15' },
        help: { type: 'boolean', default: false },
      },
    }).values
  } catch (error) {
    process.stderr.write(`bench:attack: ${(error as Error).message.split('\n')[0]}\n`)
    process.exit(2)
  }
}

const values = options()
if (values.help) {
  process.stdout.write(`${USAGE}\n`)
  process.exit(0)
}
const number = (name: string, text: string, max: number) => {
  const value = Number(text)
  if (!Number.isInteger(value) || value < 1 || value > max) {
    process.stderr.write(`bench:attack: --${name} must be a whole number from 1 to ${max}\n`)
    process.exit(2)
  }
  return value
}
const SECONDS = number('seconds', values.seconds, 300)
const CONNECTIONS = number('connections', values.connections, 256)
const CACHE_MB = number('cache-mb', values['cache-mb'], 4096)
const AFTER = number('after', values.after, 120)

const server = await startLeagueServer({
  leagueKey: 'demo',
  env: { LOG_LEVEL: 'error', PAGE_CACHE_MB: String(CACHE_MB) },
})
const base = new URL(server.baseURL)
const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS })
const probeAgent = new http.Agent({ keepAlive: true, maxSockets: 1 })

type Answer = { status: number; body: Buffer; headers: http.IncomingHttpHeaders; ms: number }

function request(
  target: string,
  init: {
    method?: string
    headers?: Record<string, string>
    localAddress?: string
    agent?: http.Agent
  } = {},
): Promise<Answer> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: init.method ?? 'GET',
        path: target,
        headers: { 'accept-encoding': 'br, gzip', ...init.headers },
        ...(init.localAddress
          ? { localAddress: init.localAddress, agent: false }
          : { agent: init.agent ?? agent }),
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks),
            headers: res.headers,
            ms: performance.now() - started,
          }),
        )
        res.on('error', reject)
      },
    )
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')))
    req.on('error', reject)
    req.end()
  })
}

const rssMb = () =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024
const cpuSeconds = () => cpuTime(server.pid).total / 1000
type MemoryMb = Record<string, number>
let lastMemory: MemoryMb = {}
async function cacheMb(): Promise<number> {
  const health = JSON.parse((await request('/healthz', { headers: {} })).body.toString()) as {
    pageCache?: { bytes?: number }
    memoryMb?: MemoryMb
  }
  lastMemory = health.memoryMb ?? {}
  return (health.pageCache?.bytes ?? 0) / 1024 / 1024
}
const htmlLang = (answer: Answer) =>
  /<html[^>]*\blang="([a-z]+)"/.exec(answer.body.toString('latin1'))?.[1]

const rssStart = rssMb()
/** The process at start, plus what its caches may hold, plus the share images' worker thread. */
const SHARE_IMAGES_MB = 96
const SHARE_WORKER_MB = 64
const MARGIN_MB = 320
const P99_LIMIT_MS = 50
const UNCACHED_P99_LIMIT_MS = 500

// A cached page must not depend on anything its key does not hold.
await request('/privacy-policy', { headers: { cookie: 'lang=%65n', 'accept-encoding': '' } })
const poisoned =
  htmlLang(await request('/privacy-policy', { headers: { 'accept-encoding': '' } })) !== 'fr'

for (let i = 0; i < 25; i++)
  await request('/api/live', {
    method: 'HEAD',
    localAddress: '127.31.0.1',
    headers: { accept: 'text/event-stream' },
  })

const sitemap = (await request('/sitemap.xml', { headers: {} })).body.toString()
const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
  const url = new URL(m[1]!.replace(/&amp;/g, '&'))
  return url.pathname + url.search
})
const shareImages = new Set<string>()
const warmStart = Date.now()
const queue = [...pages]
await Promise.all(
  Array.from({ length: CONNECTIONS }, async () => {
    for (let next = queue.pop(); next; next = queue.pop()) {
      const answer = await request(next, { headers: { 'accept-encoding': '' } })
      const image = /property="og:image" content="([^"]+)"/.exec(answer.body.toString())?.[1]
      if (image?.includes('/share/')) {
        const url = new URL(image.replace(/&amp;/g, '&'))
        shareImages.add(url.pathname + url.search)
      }
    }
  }),
)
const images = [...shareImages]
const teamImage = images.find((image) => image.startsWith('/share/team/')) ?? '/share/team/x'
console.log(
  `bench:attack: ${SECONDS} s flood, ${CONNECTIONS} connections, PAGE_CACHE_MB=${CACHE_MB}; ` +
    `warm-up ${pages.length} pages, ${images.length} share images in ${Date.now() - warmStart} ms`,
)
const rssWarm = rssMb()
console.log(`RSS after warm-up: ${rssWarm.toFixed(0)} MB, cache ${(await cacheMb()).toFixed(1)} MB`)

let serial = 0
const random = () => `${Date.now().toString(36)}${(serial++).toString(36)}`
const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!
const counts = new Map<string, number>()
let failures = 0

async function attack(): Promise<void> {
  const roll = Math.random()
  let kind: string
  if (roll < 0.15) {
    kind = 'share season'
    const url = new URL(teamImage, base)
    url.searchParams.set('season', `${random()}${'s'.repeat(180)}`)
    await request(url.pathname + url.search)
  } else if (roll < 0.3) {
    kind = 'search'
    await request(`/search?q=zz${random()}`)
  } else if (roll < 0.4) {
    kind = 'HEAD live'
    await request('/api/live', {
      method: 'HEAD',
      localAddress: `127.31.${serial % 5}.${(serial++ % 20) + 1}`,
    })
  } else if (roll < 0.5) {
    kind = 'schedule team x6'
    const target = `/schedule?team=${random()}`
    for (let i = 0; i < 6; i++) await request(target)
  } else if (roll < 0.7) {
    kind = 'share images'
    await request(images[serial++ % Math.max(1, images.length)] ?? '/share/standings')
  } else if (roll < 0.85) {
    kind = 'unknown ids'
    await request(pick([`/?news=${random()}`, `/team/${random()}`, `/match/${random()}`]))
  } else {
    kind = 'cookie'
    await request(pick(pages), {
      headers: {
        cookie: pick(['lang=%65n', 'lang=EN', 'lang=en; lang=fr', 'lang="en"', 'lang=%']),
      },
    })
  }
  counts.set(kind, (counts.get(kind) ?? 0) + 1)
}

const pipelined = new Map<number, number>()
let pipelining = true
const pipeliner = (async () => {
  const net = await import('node:net')
  const team = pages.find((page) => page.startsWith('/team/')) ?? '/team/x'
  while (pipelining) {
    await new Promise<void>((resolve) => {
      const socket = net.connect(Number(base.port), base.hostname)
      let received = ''
      const batch = Array.from({ length: 100 }, (_, n) =>
        n % 2 === 0
          ? `GET /search?q=p${random()} HTTP/1.1\r\nHost: x\r\n\r\n`
          : `GET ${team.split('?')[0]}?season=x&division=x${random()} HTTP/1.1\r\nHost: x\r\n\r\n`,
      )
      socket.on('data', (chunk: Buffer) => {
        received += chunk.toString('latin1')
        const answered = received.match(/HTTP\/1\.1 \d{3}/g) ?? []
        if (answered.length >= batch.length) socket.destroy()
      })
      socket.on('close', () => {
        for (const line of received.match(/HTTP\/1\.1 \d{3}/g) ?? []) {
          const status = Number(line.slice(9))
          pipelined.set(status, (pipelined.get(status) ?? 0) + 1)
        }
        resolve()
      })
      socket.on('error', () => resolve())
      socket.setTimeout(30_000, () => socket.destroy())
      socket.write(batch.join(''))
    })
  }
})()

const uncached = { ms: [] as number[], statuses: new Map<number, number>() }
let asking = true
const asker = (async () => {
  while (asking) {
    const answer = await request(`/search?q=visitor${random()}`, {
      localAddress: '127.32.0.1',
    }).catch(() => undefined)
    if (answer) {
      uncached.ms.push(answer.ms)
      uncached.statuses.set(answer.status, (uncached.statuses.get(answer.status) ?? 0) + 1)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
})()

const probe = {
  during: [] as number[],
  after: [] as number[],
  phase: 'during' as 'during' | 'after',
}
let probing = true
const prober = (async () => {
  while (probing) {
    const answer = await request('/', { agent: probeAgent }).catch(() => undefined)
    if (answer) probe[probe.phase].push(answer.ms)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
})()

let rssMax = 0
let cacheMax = 0
let memoryAtMax: MemoryMb = {}
const sampler = setInterval(() => {
  const rss = rssMb()
  if (rss > rssMax) memoryAtMax = lastMemory
  rssMax = Math.max(rssMax, rss)
  void cacheMb().then((mb) => (cacheMax = Math.max(cacheMax, mb)))
}, 1000)

const deadline = Date.now() + SECONDS * 1000
await Promise.all(
  Array.from({ length: CONNECTIONS }, async () => {
    while (Date.now() < deadline) await attack().catch(() => (failures += 1))
  }),
)
pipelining = false
asking = false
await Promise.all([pipeliner, asker])
const rssEnd = rssMb()
probe.phase = 'after'
await new Promise((resolve) => setTimeout(resolve, 1000))
const cpu0 = cpuSeconds()
const t0 = performance.now()
await new Promise((resolve) => setTimeout(resolve, (AFTER - 1) * 1000))
const cpuAfter = (cpuSeconds() - cpu0) / ((performance.now() - t0) / 1000)
probing = false
await prober
clearInterval(sampler)

const live = await new Promise<number>((resolve) => {
  const req = http.get(
    {
      host: base.hostname,
      port: base.port,
      path: '/api/live',
      agent: false,
      localAddress: '127.31.0.1',
      headers: { accept: 'text/event-stream' },
    },
    (res) => {
      resolve(res.statusCode ?? 0)
      req.destroy()
    },
  )
  req.on('error', () => resolve(0))
})

const percentile = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
}
const ms = (list: number[]) =>
  `p50 ${percentile(list, 50).toFixed(1)} ms, p99 ${percentile(list, 99).toFixed(1)} ms (${list.length})`
const health = JSON.parse((await request('/healthz', { headers: {} })).body.toString()) as Record<
  string,
  unknown
>

console.log(
  `requests: ${[...counts].map(([kind, n]) => `${kind} ${n}`).join(', ')}; failures ${failures}`,
)
const rssLimit = rssStart + CACHE_MB + SHARE_IMAGES_MB + SHARE_WORKER_MB + MARGIN_MB
const verdict = (within: boolean) => (within ? 'within' : 'OVER')
console.log(
  `RSS: ${rssStart.toFixed(0)} MB at start, max ${rssMax.toFixed(0)} MB during, ${rssEnd.toFixed(0)} MB at the end, ${rssMb().toFixed(0)} MB ${AFTER} s later; ` +
    `limit ${rssLimit.toFixed(0)} MB = start + ${CACHE_MB} MB page cache + ${SHARE_IMAGES_MB} MB share images + ${SHARE_WORKER_MB} MB their worker + ${MARGIN_MB} MB margin (${verdict(rssMax <= rssLimit)}); cache max ${cacheMax.toFixed(1)} MB`,
)
console.log(`memory near the RSS peak (MB): ${JSON.stringify(memoryAtMax)}`)
const p99During = percentile(probe.during, 99)
console.log(
  `cached page /: during ${ms(probe.during)} (p99 limit ${P99_LIMIT_MS} ms: ${verdict(p99During <= P99_LIMIT_MS)}); after ${ms(probe.after)}`,
)
const uncachedP99 = percentile(uncached.ms, 99)
const othersBusy = uncached.statuses.get(503) ?? 0
console.log(
  `pipelined flood (one connection, batches of 100): ${[...pipelined].map(([status, n]) => `${status} ×${n}`).join(', ')}; ` +
    `another client's uncached pages: ${ms(uncached.ms)} (p99 limit ${UNCACHED_P99_LIMIT_MS} ms: ${verdict(uncachedP99 <= UNCACHED_P99_LIMIT_MS)}), ` +
    `503s ${othersBusy} (limit none: ${verdict(othersBusy === 0)})`,
)
console.log(`CPU busy after the flood: ${(cpuAfter * 100).toFixed(0)} % of a core`)
console.log(`cookie poisoning: ${poisoned ? 'YES' : 'no'}; live stream after HEADs: ${live}`)
console.log(`healthz: ${JSON.stringify(health)}`)
await server.stop()
