/** The page cache in front of routing and rendering: docs/decisions/0009-page-cache-in-front.md. */
import { LRUCache } from 'lru-cache'

import { onLeagueChange, peekLeagueSnapshot } from '~/data/league.server.ts'
import { getEnv, getNow } from '~/env.server.ts'
import { leagueToday } from '~/league/time.ts'
import { MAX_SPREAD_MS } from '~/view-models/live.ts'
import { isRegistrationOpen } from '~/data/registration-switch.server.ts'

import { chooseEncoding } from './accept-encoding.ts'
import { brotliAtBest } from './brotli-upgrade-pool.server.ts'
import { type CachedPage, buildCachedPage } from './cached-page.server.ts'
import { etagMatches } from './etag.ts'
import { pageCacheDecisionNow } from './known-values.server.ts'
import { processSingleton } from './process-singleton.ts'

export const CACHE_KEY_HEADER = 'x-league-page-cache-key'

const MAX_PAGES = 50_000

function heldBytes(page: CachedPage): number {
  return (
    page.variants.br.body.buffer.byteLength +
    page.variants.gzip.body.buffer.byteLength +
    page.key.length * 2 +
    1024
  )
}

type CacheState = {
  pages: LRUCache<string, CachedPage>
  previous: Map<string, CachedPage> // the previous state's hot documents, by placeOf
  rendering: Map<string, Promise<void>>
  hits: number
  misses: number
  unsubscribe: (() => void) | undefined
}

/** The process's one cache, looked up once: every request reaches it. */
let held: CacheState | undefined

function state(): CacheState {
  return (held ??= processSingleton<CacheState>('page-cache', () => ({
    pages: new LRUCache<string, CachedPage>({
      maxSize: getEnv().PAGE_CACHE_MB * 1024 * 1024,
      max: MAX_PAGES,
      sizeCalculation: heldBytes,
    }),
    previous: new Map(),
    rendering: new Map(),
    hits: 0,
    misses: 0,
    unsubscribe: undefined,
  })))
}

export function startPageCache(): void {
  const current = state()
  current.unsubscribe ??= onLeagueChange(() => {
    current.previous = hotDocuments(current.pages)
    current.pages.clear()
  })
}

// After a change a popular document is answered as it was while its new page renders (ADR 0009);
// never page data, which an open page revalidating must get new.
const MAX_PREVIOUS_PAGES = 256

/** A page's key without the league's version: its day, the registration switch, its address. */
const placeOf = (key: string) => key.slice(key.indexOf('|') + 1)

function hotDocuments(pages: LRUCache<string, CachedPage>): Map<string, CachedPage> {
  const kept = new Map<string, CachedPage>()
  for (const page of pages.values()) {
    if (kept.size >= MAX_PREVIOUS_PAGES) break
    const html = page.variants.br.headers['Content-Type']?.startsWith('text/html')
    if (page.status === 200 && page.hits >= HOT_PAGE_HITS && html) kept.set(placeOf(page.key), page)
  }
  return kept
}

let dateCache = { second: -1, date: '' }

function leagueDateNow(): string {
  const now = getNow()
  const second = Math.floor(now.getTime() / 1000)
  if (second !== dateCache.second) dateCache = { second, date: leagueToday(now) }
  return dateCache.date
}

function registrationState(): string {
  return isRegistrationOpen() ? 'registration-open' : 'registration-closed'
}

export type FrontDecision =
  | { type: 'hit'; page: CachedPage }
  | { type: 'stale'; page: CachedPage } // as it was before the change, while it renders
  | { type: 'redirect'; location: string }
  | { type: 'render'; key: string; url: string; wait: Promise<void> | undefined }

export function decideFront(target: string, cookie: string | undefined): FrontDecision | undefined {
  if (getEnv().PAGE_CACHE === 'off') return undefined
  const snapshot = peekLeagueSnapshot()
  const decision = pageCacheDecisionNow(target, cookie)
  if (!decision) return undefined
  if (decision.type === 'redirect') return decision
  const version = snapshot?.version
  if (version === undefined) return undefined
  const key = `${version}|${leagueDateNow()}|${registrationState()}|${decision.page}`
  const current = state()
  const page = current.pages.get(key)
  if (page) {
    current.hits++
    if (++page.hits >= HOT_PAGE_HITS && !page.brotliFinal && settled(page)) upgradeBrotli(page)
    return { type: 'hit', page }
  }
  const wait = current.rendering.get(key)
  const previous = wait && current.previous.get(placeOf(key))
  if (previous) {
    current.hits++
    return { type: 'stale', page: previous }
  }
  current.misses++
  return { type: 'render', key, url: decision.page, wait }
}

export function beginRender(key: string): () => void {
  const current = state()
  let done!: () => void
  const finished = new Promise<void>((resolve) => (done = resolve))
  current.rendering.set(key, finished)
  return () => {
    if (current.rendering.get(key) === finished) current.rendering.delete(key)
    done()
  }
}

export function cachedPage(key: string): CachedPage | undefined {
  return state().pages.get(key)
}

const HOT_PAGE_HITS = 5

/** Not while a change's open pages revalidate: 1.4 s of a goal window's CPU in bench:live (ADR 0009). */
const settled = (page: CachedPage) => performance.now() - page.builtAt >= MAX_SPREAD_MS

const MAX_QUEUED_UPGRADES = 4

let upgrades: Promise<void> = Promise.resolve()
let queuedUpgrades = 0

function upgradeBrotli(page: CachedPage): void {
  if (queuedUpgrades >= MAX_QUEUED_UPGRADES) return
  queuedUpgrades++
  page.brotliFinal = true
  const upgraded = brotliAtBest(page.variants.gzip.body)
    .then((body) => {
      if (state().pages.peek(page.key) !== page) return
      const current = page.variants.br
      page.variants.br = {
        body,
        etag: current.etag,
        headers: { ...current.headers, 'Content-Length': String(body.length) },
      }
    })
    // A page left at its first quality is still right.
    .catch(() => {})
    .finally(() => queuedUpgrades--)
  upgrades = Promise.all([upgrades, upgraded]).then(() => {})
}

export function brotliUpgradesSettled(): Promise<void> {
  return upgrades
}

/** A page keyed on data or a switch that changed while it rendered is not kept. */
export function storePage(page: CachedPage): boolean {
  const version = peekLeagueSnapshot()?.version
  const [keyVersion, , keyRegistration] = page.key.split('|')
  if (version === undefined || keyVersion !== String(version)) return false
  if (keyRegistration !== registrationState()) return false
  const current = state()
  current.pages.set(page.key, page)
  current.previous.delete(placeOf(page.key))
  return true
}

export function pageCacheStats(): Record<string, number> {
  const current = state()
  const asked = current.hits + current.misses
  return {
    entries: current.pages.size,
    bytes: current.pages.calculatedSize ?? 0,
    maxBytes: current.pages.maxSize ?? 0,
    hits: current.hits,
    misses: current.misses,
    hitRate: asked === 0 ? 0 : Math.round((current.hits / asked) * 1000) / 1000,
  }
}

/**
 * A non-HTML answer the page cache keeps like a page (calendar feeds, a followed team's summary):
 * stored under the request's key, answered with its ETag (304), the same bytes for everyone.
 */
export async function cacheableResponse(
  request: Request,
  body: string,
  options: { contentType: string; dependsOnCookie: boolean },
): Promise<Response> {
  const key = request.headers.get(CACHE_KEY_HEADER)
  if (!key) {
    return new Response(body, {
      headers: { 'Content-Type': options.contentType, 'Cache-Control': 'no-store' },
    })
  }
  const cached = await buildCachedPage(key, body, options)
  storePage(cached)
  const variant = cached.variants[chooseEncoding(request.headers.get('Accept-Encoding'))]
  const headers = new Headers(variant.headers)
  if (etagMatches(request.headers.get('If-None-Match'), variant.etag)) {
    for (const name of ['Content-Length', 'Content-Encoding', 'Content-Type']) headers.delete(name)
    return new Response(null, { status: 304, headers })
  }
  return new Response(new Uint8Array(variant.body), { headers })
}
