// A kick-off then a final score to 10 000 subscriptions: the main thread's CPU per push, the time
// until the last push is handed to a local push service, and the pace of cached pages meanwhile,
// against a bare node:http server in the same run.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import { STORE_FILE_NAME } from '../app/data/embedded-source.server.ts'
import { SqlitePushStore } from '../app/data/push-store-sqlite.server.ts'
import { exampleLeagueTree, startLeagueServer } from '../tests/e2e/support/league-server.ts'
import { startPushStandIn } from '../tests/support/push-service-stand-in.ts'
import {
  UPCOMING_GAME,
  UPCOMING_GAME_PATH,
  withUpcomingGame,
} from '../tests/support/upcoming-game.ts'
import { cpuTime } from './bench/cpu-time.ts'
import { parseCommand } from './command-line.ts'

const USAGE = `Usage: npm run build && npm run bench:push -- [--subscriptions 10000] [--connections 8]

Developer benchmark (ADR 0023): 10 000 subscriptions following one team. Its game's kick-off
written to the store with no page asked for: the CPU time of the server's main thread per push.
Then its final: time until the last push reaches a local push service, and requests per second of
a cached page during the sending, beside the same page idle and a bare node:http server.`

const { values } = parseCommand({
  name: 'bench:push',
  usage: USAGE,
  options: {
    subscriptions: { type: 'string', default: '10000' },
    connections: { type: 'string', default: '8' },
  },
})
const SUBSCRIPTIONS = Number(values.subscriptions)
const CONNECTIONS = Number(values.connections)
const PAGE = '/standings?division=M1&lang=en'
const GAME = { ...UPCOMING_GAME, Status: 'live', HomeTeamScore: 2, AwayTeamScore: 1 }
const tree = withUpcomingGame(exampleLeagueTree())

const pushService = await startPushStandIn({ decryptEvery: 100 })
const server = await startLeagueServer({
  tree,
  env: { PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true', LOG_LEVEL: 'error' },
})

const db = new DatabaseSync(path.join(server.dataDir, STORE_FILE_NAME), { timeout: 5000 })
const store = new SqlitePushStore(db)
db.exec('BEGIN')
for (let i = 0; i < SUBSCRIPTIONS; i++) {
  const browser = pushService.subscribe()
  const lang = i % 2 ? 'en' : 'fr'
  await store.save({
    endpoint: browser.endpoint,
    keys: browser.keys,
    lang,
    teams: { T10: ['kickoff', 'final'] },
  })
}
db.exec('COMMIT')

/** The main thread answers pages; its CPU, unlike requests per second, ignores what else runs. */
function mainThreadCpuMs(pid: number): number {
  return cpuTime(pid).main || NaN
}

/** Requests per second of `url` over `ms`, `CONNECTIONS` keep-alive connections. */
async function pace(url: string, ms: number, until?: Promise<unknown>): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS })
  let done = 0
  let stop = false
  const started = performance.now()
  const end = until
    ? until.then(() => (stop = true))
    : new Promise((r) => setTimeout(r, ms)).then(() => (stop = true))
  const one = () =>
    new Promise<void>((resolve, reject) => {
      http
        .get(url, { agent, headers: { 'accept-encoding': 'br' } }, (response) => {
          response.resume()
          response.on('end', () => {
            done++
            resolve()
          })
        })
        .on('error', reject)
    })
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (!stop) await one()
    }),
  )
  await end
  agent.destroy()
  return Math.round(done / ((performance.now() - started) / 1000))
}

// The bare limit: the same bytes from a plain node:http server on this machine, now.
const body = await new Promise<Buffer>((resolve, reject) => {
  http
    .get(server.baseURL + PAGE, { headers: { 'accept-encoding': 'br' } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve(Buffer.concat(chunks)))
    })
    .on('error', reject)
})
const bare = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'br' }).end(body)
})
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve))
const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}${PAGE}`
const bareRate = await pace(bareUrl, 3000)
bare.close()
const idleRate = await pace(server.baseURL + PAGE, 3000)

// The kick-off with no page asked for: the main thread's CPU is the pushes' alone.
const quietCpu = mainThreadCpuMs(server.pid)
const quietStart = performance.now()
server.write(UPCOMING_GAME_PATH, GAME)
await pushService.until(SUBSCRIPTIONS, 300_000)
const quietMs = performance.now() - quietStart
const perPushCpu = (mainThreadCpuMs(server.pid) - quietCpu) / SUBSCRIPTIONS

// The final while cached pages are asked for as fast as they come.
const start = performance.now()
server.write(UPCOMING_GAME_PATH, { ...GAME, GameComplete: true, Status: '' })
const delivered = pushService
  .until(2 * SUBSCRIPTIONS, 300_000)
  .then(() => performance.now() - start)
const busyRate = await pace(server.baseURL + PAGE, 0, delivered)
const ms = await delivered
const ok = pushService.received.filter((push) => push.status === 201).length - SUBSCRIPTIONS

console.log(
  JSON.stringify(
    {
      subscriptions: SUBSCRIPTIONS,
      delivered: ok,
      lastPushMs: Math.round(ms),
      pushesPerSecond: Math.round(ok / (ms / 1000)),
      cachedPagePerSecond: { bare: bareRate, idle: idleRate, whileSending: busyRate },
      kickoffWithoutPages: {
        lastPushMs: Math.round(quietMs),
        mainThreadCpuMsPerPush: Math.round(perPushCpu * 1000) / 1000,
      },
    },
    null,
    2,
  ),
)
await server.stop()
await pushService.close()
