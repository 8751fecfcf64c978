// A public caller learns only "ok" or "unavailable"; the details are for the machine itself.
import type { Request } from 'express'

import { logDropStats } from '../app/stderr-destination.server.ts'

type Health = {
  league(): Promise<Record<string, unknown>>
  pageCache(): Record<string, number>
  liveStreams(): Record<string, number>
  shareImages(): Record<string, number>
  push?: () => Promise<Record<string, number>>
  renders?: () => Record<string, number>
}

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip']

function isLoopback(address: string | undefined): boolean {
  if (!address) return false
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.')
}

/** Not through a proxy on the same machine. */
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
    shareImages: health.shareImages(),
    push: await health.push?.().catch(() => undefined),
    renders: health.renders?.(),
    logs: logDropStats(),
    memoryMb: {
      rss: mb(memory.rss),
      heapUsed: mb(memory.heapUsed),
      heapTotal: mb(memory.heapTotal),
      external: mb(memory.external),
      arrayBuffers: mb(memory.arrayBuffers),
    },
  }
}
