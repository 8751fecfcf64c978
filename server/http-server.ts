/**
 * The process's `node:http` server with every connection limit explicit, so a slow or idle
 * client cannot hold a socket for Node's defaults (5 minutes for a request, none for idling).
 */
import http from 'node:http'

export type HttpTimeouts = {
  /** Request headers must be complete within this (a slow-headers client gets 408 and is dropped). */
  headersTimeoutMs: number
  /** The whole request, body included, must arrive within this; the response may take longer. */
  requestTimeoutMs: number
  /** An idle keep-alive connection is closed after this (longer than a load balancer's 60 s). */
  keepAliveTimeoutMs: number
  /** A socket with no traffic either way for this long is closed (live streams beat every 25 s). */
  idleTimeoutMs: number
}

export function createHttpServer(
  timeouts: HttpTimeouts,
  handler: http.RequestListener,
): http.Server {
  const server = http.createServer(
    {
      headersTimeout: timeouts.headersTimeoutMs,
      requestTimeout: timeouts.requestTimeoutMs,
      keepAliveTimeout: timeouts.keepAliveTimeoutMs,
      // Node checks the two timeouts above only this often (30 s by default), so a slow client
      // would otherwise keep its socket up to 30 s past them.
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(timeouts.headersTimeoutMs / 2)),
    },
    handler,
  )
  server.setTimeout(timeouts.idleTimeoutMs, (socket) => socket.destroy())
  return server
}
