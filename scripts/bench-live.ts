// A goal is a cache invalidation for every page that shows it: 2 000 pages following the league live,
// a goal recorded through the scorekeeper's live sheet, the time until every page shows it (its
// notice's patch), the revalidations that follow, the renders they cost per page variant, and the
// cached pages' pace meanwhile against this machine's limit, measured in the same run: a bare
// node:http server answering the same bytes under the same client workload. The bench's client
// shares the machine's cores with the server, so the limit is the bare server taking the same
// goal: the same 2 000 streams get the app's notice bytes at the same moments, each page
// revalidates after the same wait with the same two requests, answered with the app's bytes, while
// the same pace meter asks for the same cached pages. What differs is only the server.
import type { ChildProcess } from 'node:child_process'
import os from 'node:os'

import { SqliteConsoleStore } from '../app/data/console-store-sqlite.server.ts'
import { EmbeddedSource } from '../app/data/embedded-source.server.ts'
import { generatePushId } from '../app/data/league-source.ts'
import { spreadFor } from '../app/view-models/live.ts'
import { startLeagueServer } from '../tests/e2e/support/league-server.ts'
import { cpuSince, cpuTime } from './bench/cpu-time.ts'
import { httpClient, pacer, recordAnswers, startBareServer } from './bench/live-client.ts'
import { liveCard } from './bench/live-page.ts'
import {
  type Measure,
  type Round,
  type Window,
  reportGoals,
  reportRound,
} from './bench/live-report.ts'
import { type Following, allRefreshed, followLive, variantRows } from './bench/live-pages.ts'
import { parseCommand } from './command-line.ts'

const USAGE = `Usage: npm run build && npm run bench:live -- [--pages 2000] [--seconds 6] [--connections 16] [--goals 3]

Opens that many pages following live (one event stream each, as a browser tab holds), records a
goal through the live sheet, and times until every page shows the new score from its notice's patch
(target: within 2 s). Each page then revalidates at a random moment of the notice's window, with the
two .data requests a browser sends; the bench counts the renders per page variant and request
(target: one per change) and measures cached pages' requests per second meanwhile, over the whole
window (target: at least 0.9× the limit).

Each goal is taken against the app and then replayed against the limit, in turn, so a change in
the machine's load weighs on both sides: the figure is the median of the goals' ratios.

The limit is a bare node:http server answering the same bytes under the same client workload,
in the same run: the bench replays the goal against it (the app's notice bytes sent to 2 000 streams
at the moments the pages got them, each page revalidating after the same wait with the same
requests, answered with the app's bytes, the same pace meter). The client's work takes the same
share of the machine's cores in both, so the ratio is the server's own cost. The quiet figure (no
change) is against the bare server with the client idle. Prints each process's CPU time over each
window. Developer benchmark, not a test.`

const { values } = parseCommand({
  name: 'bench:live',
  usage: USAGE,
  options: {
    pages: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '6' },
    connections: { type: 'string', default: '16' },
    goals: { type: 'string', default: '3' },
  },
})
const PAGES = Number(values.pages)
const SECONDS = Number(values.seconds)
const CONNECTIONS = Number(values.connections)
/** Goals, each against the app and then replayed against the bare server: the ratio is their median. */
const ROUNDS = Number(values.goals)
/** Readers with a tab or two each (the server takes at most 20 streams from one address). */
const STREAMS_PER_ADDRESS = 2
const TARGET_MS = 2_000

const children: ChildProcess[] = []
const server = await startLeagueServer({
  leagueKey: 'demo',
  env: { LOG_LEVEL: 'error' },
})
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

const addressOf = (index: number) => {
  const n = Math.floor(index / STREAMS_PER_ADDRESS)
  return `127.61.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`
}
const layout = Array.from({ length: PAGES }, (_, i) => ({
  variant: variants[i % variants.length]!,
  address: addressOf(i),
}))
const card = liveCard(gameId)
/** The window within which the server tells pages to revalidate (change-notices.server.ts). */
const SPREAD_MS = spreadFor(PAGES)
const WINDOW_SECONDS = Math.max(SECONDS, 2 + SPREAD_MS / 1000)

/**
 * The goal a second into the pace measurement, the pace measured until the last page has
 * revalidated, and who used the CPU meanwhile.
 */
async function goalWindow(options: {
  origin: string
  pid: number
  following: Following
  goal: () => Promise<void>
}): Promise<Window> {
  const serverBefore = cpuTime(options.pid)
  const benchBefore = process.cpuUsage()
  const pacing = pace(options.origin, variants, WINDOW_SECONDS)
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  const goalAt = Date.now()
  options.following.goal(goalAt)
  await options.goal()
  const answered = Date.now() - goalAt
  await allRefreshed(options.following, goalAt, 20_000 + SPREAD_MS)
  const paced = await pacing
  const bench = process.cpuUsage(benchBefore)
  return {
    paced,
    answered,
    server: cpuSince(serverBefore, cpuTime(options.pid)),
    benchMs: Math.round((bench.user + bench.system) / 1000),
  }
}

const goalTap = () =>
  tap({ intent: 'event', eventId: generatePushId(), kind: 'goal', player: scorer, minute: '10' })

/** One goal against the app, then the same goal replayed against a bare server. */
async function goalRound(goals: number, quietFirst: () => Promise<void>): Promise<Round> {
  const expected = { home: goals, away: 0 }
  const app = followLive({ origin: server.baseURL, request, layout, card, expected })
  following.add(app)
  const open = await app.opened
  await quietFirst()
  const appWindow = await goalWindow({
    origin: server.baseURL,
    pid: server.pid,
    following: app,
    goal: goalTap,
  })
  app.close()

  // The same goal against the bare server: the app's bytes, the app's moments.
  const bare = await startBareServer({
    answers: { ...(await recordAnswers(request, variants)), ...Object.fromEntries(app.answers) },
    dir: server.dataDir,
    children,
  })
  const bareClient = httpClient(bare.origin)
  const replay = followLive({
    origin: bare.origin,
    request: bareClient.request,
    layout,
    card,
    expected,
    waits: app.pages.map((page) => page.revalidateIn),
  })
  following.add(replay)
  const replayOpen = await replay.opened
  const bareWindow = await goalWindow({
    origin: bare.origin,
    pid: bare.pid,
    following: replay,
    goal: async () => {
      const start = Date.now()
      for (const { at, message } of app.notices) {
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - (Date.now() - start))))
        await bareClient.request('POST', '/api/live', { body: message })
      }
    },
  })
  replay.close()
  bareClient.destroy()
  bare.stop()
  return { app, replay, open, replayOpen, appWindow, bareWindow }
}

const measure: Measure = {
  goals: ROUNDS,
  targetMs: TARGET_MS,
  spreadMs: SPREAD_MS,
  windowSeconds: WINDOW_SECONDS,
}
const following = new Set<Following>()
try {
  let quietLine = ''
  const rounds: Round[] = []
  for (let goal = 1; goal <= ROUNDS; goal++) {
    rounds.push(
      await goalRound(goal, async () => {
        if (goal > 1) return
        // The quiet figure, with the streams open and nothing changing, against the bare server
        // with the client idle.
        const idle = await startBareServer({
          answers: await recordAnswers(request, variants),
          dir: server.dataDir,
          children,
        })
        const idleLimit = await pace(idle.origin, variants)
        idle.stop()
        const quiet = await pace(server.baseURL, variants)
        quietLine =
          `cached pages before the first goal, streams open, nothing changing: ${Math.round(quiet.perSecond)}/s ` +
          `against the bare server with the client idle ${Math.round(idleLimit.perSecond)}/s: ` +
          `${(quiet.perSecond / idleLimit.perSecond).toFixed(2)}×`
      }),
    )
  }
  const first = rounds[0]!
  console.log(
    `bench:live: ${first.open} of ${PAGES} pages following live (${variants.length} variants: ` +
      `${french.join(' ')} and each in English), game ${gameId}, ${ROUNDS} goals, ` +
      `${os.cpus().length} cores, node ${process.version}`,
  )
  console.table(variantRows(first.app, variants, server.baseURL))
  rounds.forEach((round, index) => reportRound(round, index, measure))
  reportGoals(rounds, measure)
  console.log(quietLine)
} finally {
  for (const pages of following) pages.close()
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  client.destroy()
  await server.stop()
}
