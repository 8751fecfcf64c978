/**
 * What the service worker keeps for offline reading, and how a copy says it came from the cache
 * (ADR 0014). Pure: the worker (service-worker.ts) and the unit tests share it.
 *
 * Only pages are kept: GET navigations of this site whose answer is a 200 HTML page that any
 * cache may hold. Registration (personal data, a form that must be fresh), the console, the API (the live
 * stream included), data requests (`.data`), posts and anything `no-store` never are.
 */

/** The runtime cache of pages; precached assets live in Workbox's own cache. */
export const PAGES_CACHE = 'pages-v1'
/** How long a page request waits for the network before the cached copy is shown. */
export const NETWORK_TIMEOUT_SECONDS = 3
/** Pages kept at most (the oldest go first); each is ~10–90 kB. */
export const MAX_PAGES = 60
/** Header of a kept copy: when it was fetched (ISO instant). */
export const CACHED_AT_HEADER = 'x-offline-cached-at'
/** Attribute of `<html>` in a page served from the cache: when its data was fetched. */
export const OFFLINE_ATTRIBUTE = 'data-offline-from'

/**
 * Paths never kept, whatever their answer says (prefix match on whole segments, in any case:
 * routing ignores case, so `/ADMIN` is the console too).
 */
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

/** A request the worker answers network-first with the kept copy as fallback. */
export function isOfflinePageRequest({ url, method, mode, origin }: RequestFacts): boolean {
  if (method !== 'GET' || mode !== 'navigate') return false
  const parsed = new URL(url)
  if (parsed.origin !== origin) return false
  const { pathname } = parsed
  // Data requests, feeds and files (sitemap.xml, robots.txt, images) are not pages.
  if (pathname.endsWith('.data') || /\.[a-z0-9]+$/i.test(pathname)) return false
  return !isNeverKeptPath(pathname)
}

export type ResponseFacts = {
  status: number
  /** Response.type: 'basic' for same-origin answers ('opaqueredirect' for redirects). */
  type: string
  headers: { get(name: string): string | null }
}

/**
 * The request the worker sends for a page: past the browser's own HTTP cache (`no-cache`: a
 * conditional request, answered 304 when the page has not changed). Pages carry
 * `stale-while-revalidate` for shared caches, and the browser's cache honours it for the worker's
 * fetches too: without this, a reload after a result showed the page from before it (standings
 * one game behind) for up to a minute, and pages without a live channel never caught up.
 */
export function revalidatingRequest(request: Request): Request {
  return new Request(request, { cache: 'no-cache' })
}

export function isStorablePage({ status, type, headers }: ResponseFacts): boolean {
  if (status !== 200 || type !== 'basic') return false
  if (!(headers.get('content-type') ?? '').startsWith('text/html')) return false
  const cacheControl = (headers.get('cache-control') ?? '').toLowerCase()
  return !/(^|[\s,])(no-store|private)([\s,=]|$)/.test(cacheControl)
}

/**
 * The page's HTML with the moment its copy was fetched on `<html>`, so the page (and its notice)
 * knows it is reading a kept copy. An ISO instant has no characters to escape in an attribute.
 */
export function markOfflineCopy(html: string, cachedAt: string): string {
  if (!/^[0-9T:.\-Z+]+$/.test(cachedAt)) return html
  return html.replace(/<html(?=[\s>])/i, `<html ${OFFLINE_ATTRIBUTE}="${cachedAt}"`)
}
