/**
 * `GET /healthz`: a public caller learns only whether the site can answer ("ok" or
 * "unavailable"); the details (data source state and its failure reason, page cache figures)
 * are for the machine itself: a connection from loopback or from the server's own address (an
 * instance listening on a private interface), that no proxy forwarded.
 */
import type { Request } from 'express'

import { logDropStats } from '../app/stderr-destination.server.ts'

/** What the report reads from the app (`AppLifecycle['health']`). */
type Health = {
  league(): Promise<Record<string, unknown>>
  pageCache(): Record<string, number>
  liveStreams(): Record<string, number>
  renders?: () => Record<string, number>
}

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip']

function isLoopback(address: string | undefined): boolean {
  if (!address) return false
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.')
}

/** Asked on the machine itself, and not through a proxy on the same machine. */
export function isLocalRequest(req: Request): boolean {
  const remote = req.socket.remoteAddress
  const local = isLoopback(remote) || (remote !== undefined && remote === req.socket.localAddress)
  return local && FORWARDING_HEADERS.every((name) => req.headers[name] === undefined)
}

export async function healthReport(req: Request, health: Health): Promise<Record<string, unknown>> {
  const league = await health.league().catch(() => ({ ok: false }))
  const status = league?.ok === false ? 'unavailable' : 'ok'
  if (!isLocalRequest(req)) return { status }
  const memory = process.memoryUsage()
  const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10
  return {
    status,
    uptime: Math.round(process.uptime()),
    league,
    pageCache: health.pageCache(),
    liveStreams: health.liveStreams(),
    renders: health.renders?.(),
    // Log lines dropped because the log reader (stderr) was not keeping up.
    logs: logDropStats(),
    // Megabytes: resident set, V8 heap used and reserved, memory outside the heap (buffers).
    memoryMb: {
      rss: mb(memory.rss),
      heapUsed: mb(memory.heapUsed),
      heapTotal: mb(memory.heapTotal),
      external: mb(memory.external),
      arrayBuffers: mb(memory.arrayBuffers),
    },
  }
}
