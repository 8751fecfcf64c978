/**
 * The Server-Sent Events stream of `/api/live` (DESIGN §3): one `change` event per new
 * snapshot of the league data, with the top-level keys that changed, so open pages can
 * revalidate what they show without a reload.
 */
import { type ChangeNotice, sseComment, sseEvent } from '~/view-models/live.ts'

export const HEARTBEAT_MS = 25_000
/** Reconnection delay the browser uses after a dropped stream. */
export const RETRY_MS = 5_000
/** Open streams per process; beyond it new ones get 503 (each holds a socket and a listener). */
export const MAX_STREAMS = 2_000

export type LiveStreamOptions = {
  request: Request
  /** Registers a change listener; returns its removal (the data layer's `onLeagueChange`). */
  subscribe: (listener: (notice: ChangeNotice) => void) => () => void
  /** The current data version, announced on connection (null while the data is unavailable). */
  currentVersion: () => number | null
  heartbeatMs?: number
}

let openStreams = 0
const closers = new Set<() => void>()

/** Streams currently open in this process (tests, health). */
export function openLiveStreams(): number {
  return openStreams
}

/**
 * Ends every open stream (called by the server's graceful shutdown). A stream never ends by itself, so a graceful shutdown waiting for
 * open requests would wait for its forced-exit timeout; browsers reconnect (to another
 * instance, or to this one once restarted) and catch up through the `ready` event.
 */
export function closeLiveStreams(): void {
  for (const close of [...closers]) close()
}

export function liveStreamResponse(options: LiveStreamOptions): Response {
  const { request, subscribe, currentVersion } = options
  if (openStreams >= MAX_STREAMS) {
    return new Response('Too many live connections', {
      status: 503,
      headers: { 'Retry-After': '30', 'Cache-Control': 'no-store' },
    })
  }
  const encoder = new TextEncoder()
  let cleanup = () => {}
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false
      openStreams += 1
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
