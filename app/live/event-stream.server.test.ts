import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import type { ChangeNotice } from '~/view-models/live.ts'

import {
  closeLiveStreams,
  liveStreamResponse,
  liveStreamStats,
  openLiveStreams,
} from './event-stream.server.ts'

function fakeSource() {
  const listeners = new Set<(notice: ChangeNotice) => void>()
  return {
    listeners,
    subscribe: (listener: (notice: ChangeNotice) => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    emit: (notice: ChangeNotice) => listeners.forEach((listener) => listener(notice)),
  }
}

async function readUntil(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  text: string,
): Promise<string> {
  const decoder = new TextDecoder()
  let received = ''
  while (!received.includes(text)) {
    const { value, done } = await reader.read()
    if (done) break
    received += decoder.decode(value)
  }
  return received
}

const aborts: AbortController[] = []
afterEach(() => {
  for (const controller of aborts.splice(0)) controller.abort()
})

type OpenOptions = {
  version?: number | null
  heartbeatMs?: number
  client?: string
  maxStreams?: number
  maxPerClient?: number
  method?: string
  accept?: string | null
}

/** Interval timers set and not yet cleared (the heartbeats; unref'd, so Node does not list them). */
const liveIntervals = new Set<unknown>()
const setIntervalBefore = globalThis.setInterval
const clearIntervalBefore = globalThis.clearInterval
beforeAll(() => {
  globalThis.setInterval = ((...args: Parameters<typeof setInterval>) => {
    const handle = setIntervalBefore(...args)
    liveIntervals.add(handle)
    return handle
  }) as typeof setInterval
  globalThis.clearInterval = ((handle: Parameters<typeof clearInterval>[0]) => {
    liveIntervals.delete(handle)
    clearIntervalBefore(handle)
  }) as typeof clearInterval
})
afterAll(() => {
  globalThis.setInterval = setIntervalBefore
  globalThis.clearInterval = clearIntervalBefore
})
const timers = () => liveIntervals.size

function open(options: OpenOptions = {}) {
  const controller = new AbortController()
  aborts.push(controller)
  const source = fakeSource()
  const response = liveStreamResponse({
    request: new Request('http://localhost/api/live', {
      method: options.method ?? 'GET',
      signal: controller.signal,
      headers: {
        'x-client-ip': options.client ?? '127.0.0.1',
        ...(options.accept === null ? {} : { accept: options.accept ?? 'text/event-stream' }),
      },
    }),
    subscribe: source.subscribe,
    currentVersion: () => options.version ?? null,
    heartbeatMs: options.heartbeatMs,
    maxStreams: options.maxStreams,
    maxPerClient: options.maxPerClient,
  })
  return {
    response,
    source,
    controller,
    reader: response.body?.getReader() as ReadableStreamDefaultReader<Uint8Array>,
  }
}

describe('the /api/live event stream', () => {
  it('is an uncompressed, unbuffered, uncached event stream', () => {
    const { response } = open()
    expect(response.headers.get('Content-Type')).toBe('text/event-stream; charset=utf-8')
    expect(response.headers.get('Cache-Control')).toBe('no-cache, no-transform')
    expect(response.headers.get('X-Accel-Buffering')).toBe('no')
  })

  it('announces the data version on connection', async () => {
    const { reader } = open({ version: 12 })
    const text = await readUntil(reader, '{"version":12}\n\n')
    expect(text).toBe('retry: 5000\n\nevent: ready\ndata: {"version":12}\n\n')
  })

  it('sends a change event with the changed keys for every new snapshot', async () => {
    const { reader, source } = open({ version: 1 })
    await readUntil(reader, 'event: ready')
    source.emit({ version: 2, keys: ['Sponsors'] })
    expect(await readUntil(reader, 'Sponsors')).toContain(
      'event: change\ndata: {"version":2,"keys":["Sponsors"]}\n\n',
    )
  })

  it('sends one notice to every open stream, with its game patches', async () => {
    const first = open({ version: 1 })
    const second = open({ version: 1, client: '127.0.0.2' })
    await readUntil(first.reader, 'event: ready')
    await readUntil(second.reader, 'event: ready')
    const notice = {
      version: 2,
      keys: ['Schedule'],
      games: [{ id: 'G20', status: 'live' as const, homeScore: 1, awayScore: 0, minute: 3 }],
      spread: 10,
    }
    first.source.emit(notice)
    second.source.emit(notice)
    const event = `event: change\ndata: ${JSON.stringify(notice)}\n\n`
    expect(await readUntil(first.reader, '"spread"')).toContain(event)
    expect(await readUntil(second.reader, '"spread"')).toContain(event)
  })

  it('sends a comment heartbeat', async () => {
    const { reader } = open({ heartbeatMs: 10 })
    expect(await readUntil(reader, ': heartbeat')).toContain(': heartbeat\n\n')
  })

  it('removes its listener and closes when the client disconnects', async () => {
    const before = openLiveStreams()
    const { reader, source, controller } = open()
    await readUntil(reader, 'event: ready')
    expect(source.listeners.size).toBe(1)
    expect(openLiveStreams()).toBe(before + 1)
    controller.abort()
    expect(source.listeners.size).toBe(0)
    expect(openLiveStreams()).toBe(before)
    const rest = await reader.read()
    expect(rest.done).toBe(true)
  })

  it('removes its listener when the body is cancelled', async () => {
    const { reader, source } = open()
    await readUntil(reader, 'event: ready')
    await reader.cancel()
    expect(source.listeners.size).toBe(0)
  })

  it('refuses a client past its own share with 429, while other clients still connect', async () => {
    const limits = { maxPerClient: 2, maxStreams: 10 }
    const first = open({ ...limits, client: '198.51.100.7' })
    open({ ...limits, client: '198.51.100.7' })
    await readUntil(first.reader, 'event: ready')
    const third = open({ ...limits, client: '198.51.100.7' })
    expect(third.response.status).toBe(429)
    expect(third.response.headers.get('Retry-After')).toBe('30')
    expect(open({ ...limits, client: '198.51.100.8' }).response.status).toBe(200)
    // A closed stream gives its slot back.
    first.controller.abort()
    expect(open({ ...limits, client: '198.51.100.7' }).response.status).toBe(200)
  })

  it('refuses every client with 503 once the process holds its total', () => {
    const limits = { maxPerClient: 5, maxStreams: openLiveStreams() + 2 }
    expect(open({ ...limits, client: '203.0.113.1' }).response.status).toBe(200)
    expect(open({ ...limits, client: '203.0.113.2' }).response.status).toBe(200)
    const refused = open({ ...limits, client: '203.0.113.3' })
    expect(refused.response.status).toBe(503)
    expect(refused.response.headers.get('Cache-Control')).toBe('no-store')
  })

  it('ends every open stream at shutdown, so the server can close', async () => {
    const first = open()
    const second = open()
    await readUntil(first.reader, 'event: ready')
    await readUntil(second.reader, 'event: ready')
    closeLiveStreams()
    expect(openLiveStreams()).toBe(0)
    expect(first.source.listeners.size + second.source.listeners.size).toBe(0)
    expect((await first.reader.read()).done).toBe(true)
    expect((await second.reader.read()).done).toBe(true)
  })

  it.each([
    ['HEAD', 'text/event-stream', 405],
    ['POST', 'text/event-stream', 405],
    ['GET', null, 406],
    ['GET', 'text/html', 406],
  ] as const)(
    'refuses %s with Accept %s (%i) without taking a slot, a listener or a timer',
    (method, accept, status) => {
      const before = { streams: openLiveStreams(), timers: timers() }
      const { response, source } = open({ method, accept, maxPerClient: 1, client: '192.0.2.9' })
      expect(response.status).toBe(status)
      expect(openLiveStreams()).toBe(before.streams)
      expect(source.listeners.size).toBe(0)
      expect(timers()).toBe(before.timers)
      // HEAD twenty times over still leaves the address its one stream.
      expect(open({ maxPerClient: 1, client: '192.0.2.9' }).response.status).toBe(200)
    },
  )

  it.each([
    ['the client aborts', (stream: ReturnType<typeof open>) => stream.controller.abort()],
    ['the consumer cancels', (stream: ReturnType<typeof open>) => void stream.reader.cancel()],
    [
      'the consumer fails',
      (stream: ReturnType<typeof open>) => void stream.reader.cancel(new Error('EPIPE')),
    ],
    ['the server shuts down', () => closeLiveStreams()],
  ])('gives back its slot, listener and timer when %s', async (_path, end) => {
    const before = { streams: openLiveStreams(), timers: timers() }
    const stream = open({ heartbeatMs: 50 })
    await readUntil(stream.reader, 'event: ready')
    expect(timers()).toBe(before.timers + 1)
    end(stream)
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(openLiveStreams()).toBe(before.streams)
    expect(stream.source.listeners.size).toBe(0)
    expect(timers()).toBe(before.timers)
    expect(liveStreamStats().open).toBe(before.streams)
  })

  it('gives back its slot, listener and timer when the socket closes under a real server', async () => {
    const source = fakeSource()
    const server = http.createServer((req, res) => {
      const controller = new AbortController()
      res.once('close', () => controller.abort())
      const response = liveStreamResponse({
        request: new Request(`http://localhost${req.url}`, {
          method: req.method,
          signal: controller.signal,
          headers: { accept: req.headers.accept ?? '' },
        }),
        subscribe: source.subscribe,
        currentVersion: () => 1,
        heartbeatMs: 50,
      })
      res.writeHead(response.status, Object.fromEntries(response.headers))
      if (req.method === 'HEAD' || !response.body) res.end()
      else void pipeline(Readable.fromWeb(response.body as never), res).catch(() => {})
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const before = { streams: openLiveStreams(), timers: timers() }
    const ask = (method: string) =>
      new Promise<http.IncomingMessage>((resolve, reject) => {
        const req = http.request(
          { host: '127.0.0.1', port, method, path: '/api/live', agent: false },
          resolve,
        )
        req.setHeader('accept', 'text/event-stream')
        req.on('error', reject)
        req.end()
      })
    for (let i = 0; i < 25; i++) (await ask('HEAD')).resume()
    expect(openLiveStreams()).toBe(before.streams)
    const open = await ask('GET')
    await new Promise((resolve) => open.once('data', resolve))
    expect(openLiveStreams()).toBe(before.streams + 1)
    open.destroy()
    // The server hears of the close on a later turn (later still on a busy machine).
    await vi.waitFor(
      () => {
        expect(openLiveStreams()).toBe(before.streams)
        expect(source.listeners.size).toBe(0)
        expect(timers()).toBe(before.timers)
      },
      { timeout: 10_000, interval: 20 },
    )
    await new Promise((resolve) => server.close(resolve))
  })
})
