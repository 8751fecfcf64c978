/**
 * The Server-Sent Events stream of `/api/live` (docs/product.md#live-updates, ADR 0006): one
 * `change` event per new snapshot of the league data, with the top-level keys that changed, so open
 * pages can revalidate what they show without a reload.
 */
import { type ChangeNotice, sseComment, sseEvent } from '~/view-models/live.ts'

export const HEARTBEAT_MS = 25_000
/** Reconnection delay the browser uses after a dropped stream. */
export const RETRY_MS = 5_000
/** Open streams per process; beyond it new ones get 503 (each holds a socket and a listener). */
export const MAX_STREAMS = 2_000
/** Open streams per client address; beyond it new ones get 429, so one client cannot take all. */
export const MAX_STREAMS_PER_CLIENT = 20

export type LiveStreamOptions = {
  request: Request
  /** Registers a change listener; returns its removal (the data layer's `onLeagueChange`). */
  subscribe: (listener: (notice: ChangeNotice) => void) => () => void
  /** The current data version, announced on connection (null while the data is unavailable). */
  currentVersion: () => number | null
  heartbeatMs?: number
  /** Caps (LIVE_STREAMS_MAX, LIVE_STREAMS_PER_CLIENT); the defaults above when omitted. */
  maxStreams?: number
  maxPerClient?: number
}

let openStreams = 0
/** Open streams per client address (server/app.ts hands the address over in `x-client-ip`). */
const perClient = new Map<string, number>()
const closers = new Set<() => void>()

/** Streams currently open in this process (tests, health). */
export function openLiveStreams(): number {
  return openStreams
}

/** Open streams, addresses holding one, and the most any address holds (`/healthz` on loopback). */
export function liveStreamStats(): Record<string, number> {
  let largest = 0
  for (const count of perClient.values()) largest = Math.max(largest, count)
  return { open: openStreams, clients: perClient.size, mostByOneClient: largest }
}

/**
 * Ends every open stream (called by the server's graceful shutdown). A stream never ends by itself, so a graceful shutdown waiting for
 * open requests would wait for its forced-exit timeout; browsers reconnect (to another
 * instance, or to this one once restarted) and catch up through the `ready` event.
 */
export function closeLiveStreams(): void {
  for (const close of [...closers]) close()
}

/**
 * Only an EventSource's request opens a stream: a HEAD (whose body the server drops unread, so
 * the stream would never end) or any other request is refused before a slot is taken.
 */
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
  // The client's own share first: a client at its cap is told so even when the process is full.
  if (ofClient >= (options.maxPerClient ?? MAX_STREAMS_PER_CLIENT)) {
    return refusal(429, 'Too many live connections from this address')
  }
  if (openStreams >= (options.maxStreams ?? MAX_STREAMS)) {
    return refusal(503, 'Too many live connections')
  }
  const encoder = new TextEncoder()
  let cleanup = () => {}
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false
      openStreams += 1
      perClient.set(client, (perClient.get(client) ?? 0) + 1)
      const send = (text: string) => {
        if (closed) return
        try {
          controller.enqueue(encoder.encode(text))
        } catch {
          cleanup()
        }
      }
      const unsubscribe = subscribe((notice) => send(sseEvent('change', notice)))
      const heartbeat = setInterval(
        () => send(sseComment('heartbeat')),
        options.heartbeatMs ?? HEARTBEAT_MS,
      )
      // Lets the process exit while clients are connected (graceful shutdown).
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
          // already closed or errored by the consumer
        }
      }
      closers.add(cleanup)
      // The client went away: Express aborts the request's signal when the socket closes.
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
