// Every limit explicit, so a slow or idle client cannot hold a socket for Node's defaults.
import http from 'node:http'

export type HttpTimeouts = {
  headersTimeoutMs: number
  requestTimeoutMs: number
  /** Longer than a load balancer's 60 s. */
  keepAliveTimeoutMs: number
  /** Live streams beat every 25 s. */
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
      // Node checks the two timeouts above only this often (30 s by default).
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(timeouts.headersTimeoutMs / 2)),
    },
    handler,
  )
  server.setTimeout(timeouts.idleTimeoutMs, (socket) => socket.destroy())
  return server
}
