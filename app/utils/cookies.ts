// One reader for the front layer and the renderer: decoding differently would let a cookie change a
// page its cache key does not describe.
import { parseCookie } from 'cookie'

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header || !header.includes(name)) return undefined
  return parseCookie(header)[name] || undefined
}
