// docs/product.md#live-updates, ADR 0006.
import { type ChangeNotice, sseComment, sseEvent } from '~/view-models/live.ts'

export const HEARTBEAT_MS = 25_000
export const RETRY_MS = 5_000
/** Each holds a socket and a listener. */
export const MAX_STREAMS = 2_000
/** So one client cannot take all. */
export const MAX_STREAMS_PER_CLIENT = 20

export type LiveStreamOptions = {
  request: Request
  subscribe: (listener: (notice: ChangeNotice) => void) => () => void
  currentVersion: () => number | null
  heartbeatMs?: number
  maxStreams?: number
  maxPerClient?: number
}

let openStreams = 0
/** Every stream sends the same notice: encoded once, not once per open page. */
const encoded = new WeakMap<ChangeNotice, Uint8Array>()
const encoder = new TextEncoder()

function changeBytes(notice: ChangeNotice): Uint8Array {
  let bytes = encoded.get(notice)
  if (!bytes) encoded.set(notice, (bytes = encoder.encode(sseEvent('change', notice))))
  return bytes
}
const perClient = new Map<string, number>()
const closers = new Set<() => void>()

export function openLiveStreams(): number {
  return openStreams
}

export function liveStreamStats(): Record<string, number> {
  let largest = 0
  for (const count of perClient.values()) largest = Math.max(largest, count)
  return { open: openStreams, clients: perClient.size, mostByOneClient: largest }
}

/** A stream never ends by itself, so a graceful shutdown would wait for its forced-exit timeout. */
export function closeLiveStreams(): void {
  for (const close of [...closers]) close()
}

/** The server drops a HEAD's body unread, so its stream would never end. */
function refusedRequest(request: Request): Response | undefined {
  if (request.method !== 'GET') {
    return new Response('Method not allowed', {
      status: 405,
      headers: { Allow: 'GET', 'Cache-Control': 'no-store' },
    })
  }
  if (!(request.headers.get('Accept') ?? '').includes('text/event-stream')) {
    return new Response('This address is an event stream (Accept: text/event-stream)', {
      status: 406,
      headers: { 'Cache-Control': 'no-store' },
    })
  }
  return undefined
}

export function liveStreamResponse(options: LiveStreamOptions): Response {
  const { request, subscribe, currentVersion } = options
  const refused = refusedRequest(request)
  if (refused) return refused
  const client = request.headers.get('x-client-ip')?.trim() || 'unknown'
  const ofClient = perClient.get(client) ?? 0
  if (ofClient >= (options.maxPerClient ?? MAX_STREAMS_PER_CLIENT)) {
    return refusal(429, 'Too many live connections from this address')
  }
  if (openStreams >= (options.maxStreams ?? MAX_STREAMS)) {
    return refusal(503, 'Too many live connections')
  }
  let cleanup = () => {}
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false
      openStreams += 1
      perClient.set(client, (perClient.get(client) ?? 0) + 1)
      const send = (text: string | Uint8Array) => {
        if (closed) return
        try {
          controller.enqueue(typeof text === 'string' ? encoder.encode(text) : text)
        } catch {
          cleanup()
        }
      }
      const unsubscribe = subscribe((notice) => send(changeBytes(notice)))
      const heartbeat = setInterval(
        () => send(sseComment('heartbeat')),
        options.heartbeatMs ?? HEARTBEAT_MS,
      )
      // Lets the process exit while clients are connected.
      heartbeat.unref?.()
      const onAbort = () => cleanup()
      cleanup = () => {
        if (closed) return
        closed = true
        openStreams -= 1
        const left = (perClient.get(client) ?? 1) - 1
        if (left > 0) perClient.set(client, left)
        else perClient.delete(client)
        closers.delete(cleanup)
        unsubscribe()
        clearInterval(heartbeat)
        request.signal.removeEventListener('abort', onAbort)
        try {
          controller.close()
        } catch {
          // Already closed or errored by the consumer.
        }
      }
      closers.add(cleanup)
      request.signal.addEventListener('abort', onAbort)
      send(`retry: ${RETRY_MS}\n\n`)
      send(sseEvent('ready', { version: currentVersion() }))
      if (request.signal.aborted) cleanup()
    },
    cancel() {
      cleanup()
    },
  })
  return new Response(body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    },
  })
}

function refusal(status: 429 | 503, text: string): Response {
  return new Response(text, {
    status,
    headers: { 'Retry-After': '30', 'Cache-Control': 'no-store' },
  })
}
