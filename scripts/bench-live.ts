// A goal is a cache invalidation for every page that shows it: 2 000 pages following the league live,
// a goal recorded through the scorekeeper's live sheet, the time until every page has it, the
// renders it costs per page variant, and the cached pages' pace meanwhile against this machine's
// limit (a bare node:http server answering the same bytes, measured in the same run).
import { type ChildProcess, spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { SqliteConsoleStore } from '../app/data/console-store-sqlite.server.ts'
import { EmbeddedSource } from '../app/data/embedded-source.server.ts'
import { generatePushId } from '../app/data/league-source.ts'
import { startLeagueServer } from '../tests/e2e/support/league-server.ts'
import { parseCommand } from './command-line.ts'

const USAGE = `Usage: npm run build && npm run bench:live -- [--pages 2000] [--seconds 6] [--connections 16]

Opens that many pages following live (one event stream each, as a browser tab holds), records a
goal through the live sheet, and times until every page has revalidated with the new score (target:
within 2 s), counting the renders per page variant (target: one per change) and measuring cached
pages' requests per second meanwhile against a bare node:http server (target: at least 0.9×).
Developer benchmark, not a test.`

const { values } = parseCommand({
  name: 'bench:live',
  usage: USAGE,
  options: {
    pages: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '6' },
    connections: { type: 'string', default: '16' },
  },
})
const PAGES = Number(values.pages)
const SECONDS = Number(values.seconds)
const CONNECTIONS = Number(values.connections)
/** As use-live-updates.ts: changes arriving together are fetched in one revalidation. */
const BATCH_MS = 150
/** Readers with a tab or two each (the server takes at most 20 streams from one address). */
const STREAMS_PER_ADDRESS = 2
const TARGET_MS = 2_000

const children: ChildProcess[] = []
const server = await startLeagueServer({
  leagueKey: 'demo',
  env: { LOG_LEVEL: 'error' },
})
const base = new URL(server.baseURL)
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

function request(
  method: string,
  target: string,
  options: {
    body?: string
    headers?: Record<string, string>
    encoding?: string
    localAddress?: string
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method,
        path: target,
        agent,
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
        headers: { 'accept-encoding': options.encoding ?? 'identity', ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        )
        res.on('error', reject)
      },
    )
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout: ${target}`)))
    req.on('error', reject)
    req.end(options.body)
  })
}

// A scorekeeper signed in as the console's sign-in would leave them.
const source = new EmbeddedSource({ dataDir: server.dataDir })
const store = new SqliteConsoleStore(source.database)
await store.addOperator('bench.keeper@example.org', 'Bench')
const cookie = `admin_session=${await store.createSession('bench.keeper@example.org')}`
source.closeSync()

const html = async (target: string, headers: Record<string, string> = {}) => {
  const answer = await request('GET', target, { headers })
  if (answer.status !== 200) throw new Error(`${target}: HTTP ${answer.status}`)
  return answer.body.toString('utf8')
}
const tonight = await html('/admin', { cookie })
const gameId = decodeURIComponent(/href="\/admin\/game\/([^/"]+)\/live"/.exec(tonight)?.[1] ?? '')
if (!gameId) throw new Error('no game to play tonight in the demo league')
const sheetPath = `/admin/game/${encodeURIComponent(gameId)}/live`
const sheet = await html(sheetPath, { cookie })
const csrf = /name="csrf" value="([^"]+)"/.exec(sheet)?.[1] ?? ''

async function tap(fields: Record<string, string>): Promise<void> {
  const answer = await request('POST', `${sheetPath}.data`, {
    body: new URLSearchParams({ ...fields, csrf }).toString(),
    headers: {
      cookie,
      origin: server.baseURL,
      'content-type': 'application/x-www-form-urlencoded',
    },
  })
  if (answer.status !== 200) throw new Error(`live sheet ${fields.intent}: HTTP ${answer.status}`)
}
await tap({ intent: 'start' })
const started = await html(sheetPath, { cookie })
const scorer = /value="(home:[^"]+)"/.exec(started)?.[1]
if (!scorer)
  throw new Error(
    `the live sheet of ${gameId} shows no home player: ${started.slice(started.indexOf('live-scoreboard') - 200, started.indexOf('live-scoreboard') + 1800)}`,
  )

// Page variants of every kind that shows the game, in both languages.
const matchPage = await html(`/match/${encodeURIComponent(gameId)}`)
const firstLink = (prefix: string, page = matchPage) =>
  new RegExp(`href="(${prefix}[^"]+)"`).exec(page)?.[1]?.replaceAll('&amp;', '&')
const team = firstLink('/team/')
const player = team ? firstLink('/player/', await html(team)) : undefined
const french = [
  '/',
  '/tonight',
  '/standings',
  '/schedule',
  `/match/${encodeURIComponent(gameId)}`,
  team,
  player,
].filter((target): target is string => target !== undefined)
const withLang = (target: string) => `${target}${target.includes('?') ? '&' : '?'}lang=en`
const variants = [...french, ...french.map(withLang)]
for (const target of variants) await html(target) // cached before the streams open

/** What a page's revalidation asks for (React Router's single fetch: every loader of the page). */
function dataTarget(target: string): string {
  const url = new URL(target, server.baseURL)
  url.pathname = url.pathname === '/' ? '/_.data' : `${url.pathname}.data`
  return url.pathname + url.search
}

type Page = {
  variant: string
  /** Its reader's address: the server shares renders and streams out by address. */
  address: string
  stream?: http.ClientRequest
  ready: boolean
  took?: number
}
const addressOf = (index: number) => {
  const n = Math.floor(index / STREAMS_PER_ADDRESS)
  return `127.61.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`
}
const pages: Page[] = Array.from({ length: PAGES }, (_, i) => ({
  variant: variants[i % variants.length]!,
  address: addressOf(i),
  ready: false,
}))
const renders = new Map<string, number>()
const versions = new Map<string, Set<string>>()
let streamErrors = 0
let revalidationErrors = 0
let failed: string | undefined
let goalAt = 0
/** When the change notices reached the pages, after the goal (ms): first and last. */
const noticed: number[] = []
let goalVersion = Infinity

function revalidate(page: Page) {
  void request('GET', dataTarget(page.variant), {
    encoding: 'br',
    localAddress: page.address,
  }).then(
    (answer) => {
      if (answer.status !== 200) {
        revalidationErrors += 1
        failed ??= `${dataTarget(page.variant)}: HTTP ${answer.status}`
        return
      }
      // A render went through Express, which names each request; a cached answer comes from the
      // front layer without one.
      if (answer.headers['x-request-id'])
        renders.set(page.variant, (renders.get(page.variant) ?? 0) + 1)
      const version = String(answer.headers['x-data-version'] ?? '')
      if (!versions.has(page.variant)) versions.set(page.variant, new Set())
      versions.get(page.variant)!.add(version)
      if (version === '' || Number(version) >= goalVersion) page.took = Date.now() - goalAt
    },
    () => (revalidationErrors += 1),
  )
}

/** An event stream as a browser holds it: on a change, the page revalidates after its batch delay. */
function follow(page: Page) {
  const req = http.get(
    {
      host: base.hostname,
      port: base.port,
      path: '/api/live',
      agent: false,
      localAddress: page.address,
      headers: { accept: 'text/event-stream' },
    },
    (res) => {
      if (res.statusCode !== 200) {
        streamErrors += 1
        res.resume()
        return
      }
      let buffer = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        buffer += chunk
        let end = buffer.indexOf('\n\n')
        while (end !== -1) {
          const message = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          end = buffer.indexOf('\n\n')
          if (message.startsWith('event: ready')) page.ready = true
          // Every kind of page here follows `matches`, the branch a goal changes.
          if (message.startsWith('event: change') && goalAt > 0 && page.took === undefined) {
            noticed.push(Date.now() - goalAt)
            const data = /^data: (.*)$/m.exec(message)?.[1]
            const version = data ? (JSON.parse(data) as { version?: number }).version : undefined
            if (version !== undefined) goalVersion = Math.min(goalVersion, version)
            setTimeout(() => revalidate(page), BATCH_MS)
          }
        }
      })
      res.on('error', () => (streamErrors += 1))
    },
  )
  req.on('error', () => (streamErrors += 1))
  page.stream = req
}

function pace(origin: string, targets: string[]): Promise<{ perSecond: number; errors: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['scripts/bench/pace.ts', origin, String(SECONDS), String(CONNECTIONS), ...targets],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    children.push(child)
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(output) as { perSecond: number; errors: number })
        : reject(new Error(`pace exited ${code}`)),
    )
  })
}

const median = (sorted: number[]) => sorted[Math.floor(sorted.length / 2)] ?? NaN

try {
  // The limit: the same cached bytes from a bare node:http process.
  const bodies: Record<string, { headers: Record<string, string>; body: string }> = {}
  for (const target of variants) {
    const answer = await request('GET', target, { encoding: 'br' })
    const headers: Record<string, string> = {}
    for (const name of ['content-type', 'content-encoding', 'cache-control', 'etag', 'vary']) {
      const value = answer.headers[name]
      if (typeof value === 'string') headers[name] = value
    }
    bodies[`br ${target}`] = { headers, body: answer.body.toString('base64') }
  }
  const bodiesFile = path.join(server.dataDir, 'bench-bodies.json')
  writeFileSync(bodiesFile, JSON.stringify(bodies))
  const barePort = 4402
  const bare = spawn(process.execPath, ['scripts/bench/bare-server.ts'], {
    env: { ...process.env, PORT: String(barePort), BODIES: bodiesFile },
    stdio: 'ignore',
  })
  children.push(bare)
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`http://127.0.0.1:${barePort}/`)
      break
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  const limit = await pace(`http://127.0.0.1:${barePort}`, variants)
  bare.kill('SIGTERM')

  pages.forEach(follow)
  const opening = Date.now()
  while (pages.some((page) => !page.ready) && Date.now() - opening < 60_000) {
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const open = pages.filter((page) => page.ready).length
  console.log(
    `bench:live: ${open} of ${PAGES} pages following live (${variants.length} variants: ` +
      `${french.join(' ')} and each in English), game ${gameId}, ${os.cpus().length} cores, node ${process.version}`,
  )

  // The goal, a second into the pace measurement, through the live sheet's action.
  const during = pace(server.baseURL, variants)
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  goalAt = Date.now()
  await tap({
    intent: 'event',
    eventId: generatePushId(),
    kind: 'goal',
    player: scorer,
    minute: '10',
  })
  const answered = Date.now() - goalAt
  while (
    pages.some((page) => page.ready && page.took === undefined) &&
    Date.now() - goalAt < 20_000
  ) {
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  const meanwhile = await during

  const rows = variants.map((variant) => {
    const of = pages.filter((page) => page.variant === variant)
    const times = of.flatMap((page) => (page.took === undefined ? [] : [page.took]))
    times.sort((a, b) => a - b)
    return {
      page: variant.length > 44 ? `${variant.slice(0, 41)}...` : variant,
      pages: of.length,
      'with goal': times.length,
      'median ms': median(times),
      'worst ms': times.at(-1) ?? NaN,
      renders: renders.get(variant) ?? 0,
    }
  })
  console.table(rows)
  const all = pages.flatMap((page) => (page.took === undefined ? [] : [page.took]))
  all.sort((a, b) => a - b)
  const worst = all.at(-1) ?? Infinity
  const mostRenders = Math.max(0, ...renders.values())
  const ratio = meanwhile.perSecond / limit.perSecond
  const verdict = (ok: boolean) => (ok ? 'within' : 'OVER')
  console.log(
    `goal answered in ${answered} ms; pages with the new score ${all.length} of ${open}: ` +
      `median ${median(all)} ms, worst ${worst} ms (${verdict(worst <= TARGET_MS && all.length === open)} ${TARGET_MS} ms)`,
  )
  noticed.sort((a, b) => a - b)
  console.log(
    `change notices reached the pages ${noticed[0]}–${noticed.at(-1)} ms after the goal's post ` +
      `(${noticed.length} notices)`,
  )
  console.log(
    `renders per page variant for the change: at most ${mostRenders} (${verdict(mostRenders <= 1)} 1)`,
  )
  console.log(
    `cached pages meanwhile ${Math.round(meanwhile.perSecond)}/s against the bare limit ` +
      `${Math.round(limit.perSecond)}/s: ${ratio.toFixed(2)}× (${verdict(ratio >= 0.9)} 0.9×); ` +
      `errors: streams ${streamErrors}, revalidations ${revalidationErrors}, cached ${meanwhile.errors}`,
  )
  if (failed) console.log(`first failed revalidation: ${failed}`)
} finally {
  for (const page of pages) page.stream?.destroy()
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  agent.destroy()
  await server.stop()
}
