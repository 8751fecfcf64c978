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

function open(options: { version?: number | null; heartbeatMs?: number } = {}) {
  const controller = new AbortController()
  aborts.push(controller)
  const source = fakeSource()
  const response = liveStreamResponse({
    request: new Request('http://localhost/api/live', { signal: controller.signal }),
    subscribe: source.subscribe,
    currentVersion: () => options.version ?? null,
    heartbeatMs: options.heartbeatMs,
  })
  return { response, source, controller, reader: response.body!.getReader() }
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
