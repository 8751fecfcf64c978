// The bare limit answers the bytes the app answered: every header the app sent except those
// node:http writes itself on each response, and the per-request id.
import type { IncomingHttpHeaders } from 'node:http'

const WRITTEN_PER_RESPONSE = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'x-request-id',
])

export function headersToReplay(headers: IncomingHttpHeaders): Record<string, string> {
  const replayed: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (WRITTEN_PER_RESPONSE.has(name) || value === undefined) continue
    replayed[name] = Array.isArray(value) ? value.join(', ') : value
  }
  return replayed
}
