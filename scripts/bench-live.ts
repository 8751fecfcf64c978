// A goal is a cache invalidation for every page that shows it: 2 000 pages following the league live,
// a goal recorded through the scorekeeper's live sheet, the time until every page shows it (its
// notice's patch), the revalidations that follow, the renders they cost per page variant, and the
// cached pages' pace meanwhile against this machine's limit (a bare node:http server answering the
// same bytes, measured in the same run).
import type { ChildProcess } from 'node:child_process'
import http from 'node:http'
import os from 'node:os'

import { SqliteConsoleStore } from '../app/data/console-store-sqlite.server.ts'
import { EmbeddedSource } from '../app/data/embedded-source.server.ts'
import { generatePushId } from '../app/data/league-source.ts'
import { spreadFor } from '../app/view-models/live.ts'
import { startLeagueServer } from '../tests/e2e/support/league-server.ts'
import { bareLimit, httpClient, pacer } from './bench/live-client.ts'
import { type NoticeOutcome, dataTargets, liveCard, readNotice } from './bench/live-page.ts'
import { parseCommand } from './command-line.ts'

const USAGE = `Usage: npm run build && npm run bench:live -- [--pages 2000] [--seconds 6] [--connections 16]

Opens that many pages following live (one event stream each, as a browser tab holds), records a
goal through the live sheet, and times until every page shows the new score from its notice's patch
(target: within 2 s). Each page then revalidates at a random moment of the notice's window, with the
two .data requests a browser sends; the bench counts the renders per page variant and request
(target: one per change) and measures cached pages' requests per second meanwhile, over the whole
window, against a bare node:http server (target: at least 0.9×). Developer benchmark, not a test.`

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
/** Readers with a tab or two each (the server takes at most 20 streams from one address). */
const STREAMS_PER_ADDRESS = 2
const TARGET_MS = 2_000

const children: ChildProcess[] = []
const server = await startLeagueServer({
  leagueKey: 'demo',
  env: { LOG_LEVEL: 'error' },
})
const base = new URL(server.baseURL)
const client = httpClient(server.baseURL)
const request = client.request
const pace = (origin: string, targets: string[], seconds = SECONDS) =>
  pacer(children, CONNECTIONS)(origin, targets, seconds)

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

type Page = {
  variant: string
  /** Its reader's address: the server shares renders and streams out by address. */
  address: string
  stream?: http.ClientRequest
  ready: boolean
  /** Ms from the goal's post until the page shows the new score. */
  took?: number
  /** Ms from the goal's post until its revalidation brought the data of the goal. */
  refreshed?: number
  /** A revalidation is waiting: like the page, later notices join it. */
  scheduled?: boolean
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
/** Renders by `.data` address: each page variant's root and page requests. */
const renders = new Map<string, number>()
let streamErrors = 0
let revalidationErrors = 0
let failed: string | undefined
let goalAt = 0
/** When the change notices reached the pages, after the goal (ms): first and last. */
const noticed: number[] = []
let goalVersion = Infinity
const card = liveCard(gameId)
/** The window within which the server tells pages to revalidate (change-notices.server.ts). */
const SPREAD_MS = spreadFor(PAGES)

async function revalidate(page: Page) {
  const answers = await Promise.all(
    dataTargets(page.variant, server.baseURL).map(async (target) => {
      try {
        const answer = await request('GET', target, { encoding: 'br', localAddress: page.address })
        if (answer.status !== 200) failed ??= `${target}: HTTP ${answer.status}`
        // A render went through Express, which names each request; a cached answer comes from the
        // front layer without one.
        if (answer.headers['x-request-id']) renders.set(target, (renders.get(target) ?? 0) + 1)
        if (answer.status !== 200) return NaN
        // The root's loader names the data version; the page's answer, asked after the change
        // emptied the cache, is of the same version or newer.
        const version = answer.headers['x-data-version']
        return typeof version === 'string' ? Number(version) : Infinity
      } catch {
        return NaN
      }
    }),
  )
  if (answers.some(Number.isNaN)) revalidationErrors += 1
  else if (answers.every((version) => version >= goalVersion)) page.refreshed = Date.now() - goalAt
  // A page the patch did not reach shows the score once its data has it.
  if (page.took === undefined && page.refreshed !== undefined) page.took = page.refreshed
}

/** An event stream as a browser holds it: a change's patch shows at once, its data follows later. */
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
          if (message.startsWith('event: change') && goalAt > 0 && page.refreshed === undefined) {
            noticed.push(Date.now() - goalAt)
            const data = /^data: (.*)$/m.exec(message)?.[1] ?? ''
            const outcome: NoticeOutcome | undefined = readNotice(data, card, { home: 1, away: 0 })
            if (!outcome) continue
            goalVersion = Math.min(goalVersion, outcome.version)
            if (outcome.scored) page.took ??= Date.now() - goalAt
            if (page.scheduled) continue
            page.scheduled = true
            setTimeout(() => {
              page.scheduled = false
              void revalidate(page)
            }, outcome.revalidateIn)
          }
        }
      })
      res.on('error', () => (streamErrors += 1))
    },
  )
  req.on('error', () => (streamErrors += 1))
  page.stream = req
}

const median = (sorted: number[]) => sorted[Math.floor(sorted.length / 2)] ?? NaN

try {
  pages.forEach(follow)
  const opening = Date.now()
  while (pages.some((page) => !page.ready) && Date.now() - opening < 60_000) {
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const open = pages.filter((page) => page.ready).length
  // Measured with the streams open, as the app's paces are: the machine is in the same state.
  const limit = await bareLimit({
    request,
    pace: (origin, targets) => pace(origin, targets),
    targets: variants,
    dir: server.dataDir,
    children,
  })

  // The server's own pace with nothing changing, streams open: what the change costs is the rest.
  const quiet = await pace(server.baseURL, variants)
  console.log(
    `bench:live: ${open} of ${PAGES} pages following live (${variants.length} variants: ` +
      `${french.join(' ')} and each in English), game ${gameId}, ${os.cpus().length} cores, node ${process.version}`,
  )

  // The goal, a second into the pace measurement, through the live sheet's action; the pace is
  // measured until the last page has revalidated.
  const during = pace(server.baseURL, variants, Math.max(SECONDS, 2 + SPREAD_MS / 1000))
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
    pages.some((page) => page.ready && page.refreshed === undefined) &&
    Date.now() - goalAt < 20_000 + SPREAD_MS
  ) {
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  const meanwhile = await during

  const sorted = (values: Array<number | undefined>) =>
    values.filter((value): value is number => value !== undefined).sort((a, b) => a - b)
  const rows = variants.map((variant) => {
    const of = pages.filter((page) => page.variant === variant)
    const shown = sorted(of.map((page) => page.took))
    const refreshed = sorted(of.map((page) => page.refreshed))
    return {
      page: variant.length > 44 ? `${variant.slice(0, 41)}...` : variant,
      pages: of.length,
      'with goal': shown.length,
      'median ms': median(shown),
      'worst ms': shown.at(-1) ?? NaN,
      'data median ms': median(refreshed),
      'data worst ms': refreshed.at(-1) ?? NaN,
      'renders root+page': dataTargets(variant, server.baseURL)
        .map((target) => renders.get(target) ?? 0)
        .join('+'),
    }
  })
  console.table(rows)
  const all = sorted(pages.map((page) => page.took))
  const worst = all.at(-1) ?? Infinity
  const refreshed = sorted(pages.map((page) => page.refreshed))
  const mostRenders = Math.max(0, ...renders.values())
  const ratio = meanwhile.perSecond / limit.perSecond
  const verdict = (ok: boolean) => (ok ? 'within' : 'OVER')
  console.log(
    `goal answered in ${answered} ms; pages showing the new score ${all.length} of ${open}: ` +
      `median ${median(all)} ms, worst ${worst} ms (${verdict(worst <= TARGET_MS && all.length === open)} ${TARGET_MS} ms)`,
  )
  noticed.sort((a, b) => a - b)
  console.log(
    `change notices reached the pages ${noticed[0]}–${noticed.at(-1)} ms after the goal's post ` +
      `(${noticed.length} notices)`,
  )
  console.log(
    `pages with the goal's data ${refreshed.length} of ${open} (revalidated within the notice's ` +
      `${SPREAD_MS} ms window): median ${median(refreshed)} ms, worst ${refreshed.at(-1)} ms`,
  )
  console.log(
    `renders per page variant and request for the change: at most ${mostRenders} (${verdict(mostRenders <= 1)} 1)`,
  )
  console.log(
    `cached pages meanwhile ${Math.round(meanwhile.perSecond)}/s against the bare limit ` +
      `${Math.round(limit.perSecond)}/s: ${ratio.toFixed(2)}× (${verdict(ratio >= 0.9)} 0.9×); ` +
      `errors: streams ${streamErrors}, revalidations ${revalidationErrors}, cached ${meanwhile.errors}`,
  )
  console.log(
    `cached pages before the goal, streams open, nothing changing: ${Math.round(quiet.perSecond)}/s ` +
      `(${(quiet.perSecond / limit.perSecond).toFixed(2)}× the bare limit)`,
  )
  if (failed) console.log(`first failed revalidation: ${failed}`)
} finally {
  for (const page of pages) page.stream?.destroy()
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  client.destroy()
  await server.stop()
}
