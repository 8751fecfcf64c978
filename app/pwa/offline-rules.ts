// ADR 0014. Pure: the worker and the unit tests share it.

export const PAGES_CACHE = 'pages-v1'
export const NETWORK_TIMEOUT_SECONDS = 3
export const MAX_PAGES = 60
export const CACHED_AT_HEADER = 'x-offline-cached-at'
export const OFFLINE_ATTRIBUTE = 'data-offline-from'

/** Routing ignores case, so `/ADMIN` is the console too. */
const NEVER_KEPT = ['/registration', '/admin', '/api', '/healthz', '/share', '/calendar']

export type RequestFacts = {
  url: string | URL
  method: string
  mode: string
  origin: string
}

function isNeverKeptPath(path: string): boolean {
  const pathname = path.toLowerCase()
  return NEVER_KEPT.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
}

export function isOfflinePageRequest({ url, method, mode, origin }: RequestFacts): boolean {
  if (method !== 'GET' || mode !== 'navigate') return false
  const parsed = new URL(url)
  if (parsed.origin !== origin) return false
  const { pathname } = parsed
  if (pathname.endsWith('.data') || /\.[a-z0-9]+$/i.test(pathname)) return false
  return !isNeverKeptPath(pathname)
}

export type ResponseFacts = {
  status: number
  type: string
  headers: { get(name: string): string | null }
}

/** Past the browser's own HTTP cache (`no-cache`: a conditional request). */
export function revalidatingRequest(request: Request): Request {
  return new Request(request, { cache: 'no-cache' })
}

export function isStorablePage({ status, type, headers }: ResponseFacts): boolean {
  if (status !== 200 || type !== 'basic') return false
  if (!(headers.get('content-type') ?? '').startsWith('text/html')) return false
  const cacheControl = (headers.get('cache-control') ?? '').toLowerCase()
  return !/(^|[\s,])(no-store|private)([\s,=]|$)/.test(cacheControl)
}

export function markOfflineCopy(html: string, cachedAt: string): string {
  if (!/^[0-9T:.\-Z+]+$/.test(cachedAt)) return html
  return html.replace(/<html(?=[\s>])/i, `<html ${OFFLINE_ATTRIBUTE}="${cachedAt}"`)
}
