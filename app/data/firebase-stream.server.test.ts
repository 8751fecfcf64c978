import { afterEach, describe, expect, it } from 'vitest'

import { FirebaseStream, type StreamSettings } from './firebase-stream.server.ts'
import { applyStreamEvent, type SourceStatus, type StreamEvent } from './league-source.ts'
import type { Logger } from './log.server.ts'
import {
  FirebaseProtocolServer,
  HTML_ERROR_PAGE,
  respondWith,
} from '../../tests/support/firebase-protocol-server.ts'
import { until as waitUntil } from '../../tests/support/until.ts'

const PATH = 'leagues/demo/Sponsors'
const tree = { leagues: { demo: { Sponsors: { s1: { name: 'Sport Expert' } } } } }

let server: FirebaseProtocolServer
let stream: FirebaseStream | undefined

afterEach(async () => {
  stream?.close()
  stream = undefined
  await server?.close()
})

const until = (condition: () => boolean) => waitUntil(condition, { timeoutMs: 5000, intervalMs: 5 })

type LogLine = { level: string; msg: string; fields?: Record<string, unknown> }

/** Opens a stream of PATH and records what it reports, as a subscriber would. */
async function open(settings: Partial<StreamSettings> = {}) {
  server = new FirebaseProtocolServer({ tree })
  const url = await server.listen()
  const state = {
    value: null as unknown,
    events: [] as StreamEvent[],
    statuses: [] as SourceStatus[],
    denials: [] as string[],
    logs: [] as LogLine[],
    /** Log lines above debug level. */
    loud: () => state.logs.filter((line) => line.level !== 'debug'),
  }
  const logger: Logger = (level, msg, fields) => state.logs.push({ level, msg, fields })
  stream = new FirebaseStream(
    {
      urlFor: (path) => `${url}/${path}.json`,
      logger,
      initialBackoffMs: 20,
      maxBackoffMs: 100,
      connectTimeoutMs: 5000,
      idleTimeoutMs: 5000,
      ...settings,
    },
    PATH,
    {
      onEvent: (event) => {
        state.events.push(event)
        state.value = applyStreamEvent(state.value, event)
      },
      onStatus: (status) => state.statuses.push(status),
      onDenied: (reason) => state.denials.push(reason),
    },
  )
  stream.start()
  await until(() => state.events.length === 1)
  return state
}

/** Stream requests of PATH received since `since` (an index into server.requests). */
function attempts(since: number): number[] {
  return server.requests
    .slice(since)
    .filter((request) => request.stream && request.path === PATH)
    .map((request) => request.at)
}

/**
 * Checks that retries waited at least the back-off (20 ms doubling to 100 ms, jitter ±25 %), plus
 * `extraMs`; `firstAttempt` is the back-off step of the first retry in `times`.
 */
function expectBackoff(times: number[], firstAttempt: number, extraMs = 0): void {
  for (let i = 1; i < times.length; i++) {
    const backoff = Math.min(100, 20 * 2 ** (firstAttempt + i - 1))
    expect(times[i] - times[i - 1], `wait before retry ${i}`).toBeGreaterThanOrEqual(
      extraMs + 0.75 * backoff - 2,
    )
  }
}

const htmlPage = (title: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`

describe('a Firebase stream when the server misbehaves', () => {
  it.each([
    [
      'a Firebase error',
      500,
      'application/json; charset=utf-8',
      '{"error":"Internal server error."}',
      'HTTP 500 Internal server error.',
    ],
    [
      'an HTML error page',
      503,
      'text/html',
      htmlPage('503 Service Unavailable'),
      'HTTP 503 503 Service Unavailable',
    ],
    [
      'JSON instead of events',
      200,
      'application/json',
      '{"s1":{}}',
      'answered application/json instead of an event stream',
    ],
    [
      'HTML with a success status',
      200,
      'text/html; charset=utf-8',
      HTML_ERROR_PAGE,
      'answered text/html instead of an event stream',
    ],
    [
      'events whose data is not JSON',
      200,
      'text/event-stream',
      'event: put\ndata: <h1>oops</h1>\n\n',
      'malformed put event ("<h1>oops</h1>"); resyncing',
    ],
  ])(
    'keeps the last data on %s, retries with back-off, logs once and resyncs',
    async (_fault, status, contentType, body, reason) => {
      const state = await open()
      const since = server.requests.length
      server.intercept = (request, response) => {
        if (!request.stream) return false
        respondWith(response, status, contentType, body)
        return true
      }
      server.dropConnections()
      server.setSilently(`${PATH}/s1/name`, 'Changed during the outage')
      await until(() => attempts(since).length >= 5)
      expect(state.value).toEqual({ s1: { name: 'Sport Expert' } })
      expect(state.statuses.at(-1)).toEqual({ state: 'disconnected', reason })
      // The drop is retried after 20 ms, the first failure after 40 ms, then 80, then 100.
      expectBackoff(attempts(since), 1)
      expect(state.loud().filter((line) => line.fields?.reason === reason)).toHaveLength(1)
      expect(state.logs.filter((line) => line.fields?.reason === reason).length).toBeGreaterThan(2)

      server.intercept = undefined
      await until(() => state.statuses.at(-1)?.state === 'connected')
      expect(state.value).toEqual({ s1: { name: 'Changed during the outage' } })
      expect(state.loud().at(-1)).toMatchObject({ level: 'info', msg: 'firebase stream recovered' })
    },
  )

  it('on 401 reports the path unreadable once, retries at the longest back-off, and loads it when allowed', async () => {
    const state = await open()
    const since = server.requests.length
    server.denyRead = (path) => path === PATH
    server.dropConnections()
    await until(() => attempts(since).length >= 4)
    expect(state.denials[0]).toBe('permission denied (HTTP 401)')
    expect(state.statuses.at(-1)).toEqual({
      state: 'cancelled',
      reason: 'permission denied (HTTP 401)',
    })
    const times = attempts(since)
    for (let i = 2; i < times.length; i++)
      expect(times[i] - times[i - 1]).toBeGreaterThanOrEqual(98)
    const denied = state.logs.filter((line) => line.msg === 'firebase path not readable')
    expect(denied.length).toBeGreaterThanOrEqual(2)
    expect(denied.filter((line) => line.level !== 'debug')).toEqual([
      {
        level: 'error',
        msg: 'firebase path not readable',
        fields: { path: PATH, state: 'cancelled', reason: 'permission denied (HTTP 401)' },
      },
    ])
    expect(state.value).toEqual({ s1: { name: 'Sport Expert' } })

    server.denyRead = () => false
    server.setSilently(`${PATH}/s2`, { name: 'Nouveau' })
    await until(() => state.statuses.at(-1)?.state === 'connected')
    expect(state.value).toEqual({ s1: { name: 'Sport Expert' }, s2: { name: 'Nouveau' } })
  })

  it('gives up on a request that never answers, keeps the data, and retries with back-off', async () => {
    const state = await open({ connectTimeoutMs: 150 })
    const since = server.requests.length
    server.intercept = (request) => request.stream // and never answer
    server.dropConnections()
    server.setSilently(`${PATH}/s1/name`, 'Changed while hanging')
    await until(() => attempts(since).length >= 4)
    expect(state.statuses.at(-1)).toEqual({
      state: 'disconnected',
      reason: 'no answer within 150 ms',
    })
    expectBackoff(attempts(since), 1, 150)
    expect(state.value).toEqual({ s1: { name: 'Sport Expert' } })
    expect(
      state.loud().filter((line) => line.fields?.reason === 'no answer within 150 ms'),
    ).toHaveLength(1)

    server.intercept = undefined
    await until(() => state.statuses.at(-1)?.state === 'connected')
    expect(state.value).toEqual({ s1: { name: 'Changed while hanging' } })
  })

  it('renews its token no earlier than the credential says, though a timer may fire a millisecond early', async () => {
    // Node's timers and Date.now() are different clocks: about 1 in 70 timers fires before Date
    // reaches its time, so 150 renewals a few milliseconds apart meet it (3–5 times here).
    const asked: number[] = []
    const renewAts: number[] = []
    await open({
      credential: {
        mode: 'service-account',
        authorize: async () => {
          asked.push(Date.now())
          return {
            parameter: ['access_token', `t${asked.length}`],
            // Read once the stream is open: due a few milliseconds later.
            get renewAt() {
              renewAts.push(Date.now() + 2 + (asked.length % 3))
              return renewAts.at(-1)
            },
            refused: () => false,
          }
        },
      },
    })
    await until(() => asked.length >= 150)
    const early = asked.slice(1).filter((at, i) => at < renewAts[i]!)
    expect(early).toEqual([])
  })

  it('reopens a stream that goes silent, without even a keep-alive', async () => {
    const state = await open({ idleTimeoutMs: 200 })
    server.intercept = (request, response) => {
      if (!request.stream) return false
      response.writeHead(200, { 'Content-Type': 'text/event-stream' })
      response.write(': connected, and then nothing\n')
      return true
    }
    server.dropConnections()
    await until(() =>
      state.statuses.some(
        (status) =>
          status.state === 'disconnected' && status.reason === 'nothing received for 200 ms',
      ),
    )
    server.intercept = undefined
    await until(() => state.statuses.at(-1)?.state === 'connected')
    expect(state.events.at(-1)).toEqual({
      event: 'put',
      path: '/',
      data: { s1: { name: 'Sport Expert' } },
    })
  })

  it.each([
    ['inside the data', 'event: put\ndata: {"path":"/s1/name","data":"Half a na'],
    [
      'before the blank line that ends it',
      'event: put\ndata: {"path":"/s1/name","data":"Whole"}\n',
    ],
  ])(
    'discards an event cut %s by a dropped connection, reconnects and resyncs',
    async (_where, partial) => {
      const state = await open()
      server.writeRaw(partial)
      await new Promise((resolve) => setTimeout(resolve, 30))
      server.setSilently(`${PATH}/s1/name`, 'After the drop')
      server.dropConnections()
      await until(() => state.events.length === 2)
      expect(state.statuses.map((status) => status.state)).toEqual([
        'connected',
        'disconnected',
        'connected',
      ])
      expect(state.events[1]).toEqual({
        event: 'put',
        path: '/',
        data: { s1: { name: 'After the drop' } },
      })
      expect(state.value).toEqual({ s1: { name: 'After the drop' } })
    },
  )

  it('decodes an event whose bytes, and one of whose characters, arrive in separate network writes', async () => {
    const state = await open()
    const bytes = new TextEncoder().encode(
      'event: patch\ndata: {"path":"/s1","data":{"name":"Café ⚽"}}\n\n',
    )
    const split = bytes.indexOf(0xc3) + 1
    server.writeRaw(bytes.slice(0, split))
    await new Promise((resolve) => setTimeout(resolve, 30))
    server.writeRaw(bytes.slice(split))
    await until(() => state.events.length === 2)
    expect(state.value).toEqual({ s1: { name: 'Café ⚽' } })
  })
})
