import { afterEach, describe, expect, it } from 'vitest'

import type { ChangeNotice } from '~/view-models/live.ts'

import { closeLiveStreams, liveStreamResponse, openLiveStreams } from './event-stream.server.ts'

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
}

function open(options: OpenOptions = {}) {
  const controller = new AbortController()
  aborts.push(controller)
  const source = fakeSource()
  const response = liveStreamResponse({
    request: new Request('http://localhost/api/live', {
      signal: controller.signal,
      headers: { 'x-client-ip': options.client ?? '127.0.0.1' },
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
})
