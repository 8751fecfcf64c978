/**
 * The page cache in front of routing and rendering (ADR 0009). A page is rendered once
 * per (page identity, league data version, league date) and then answered from memory by the
 * HTTP front layer (`server/front.ts`) without running loaders or React: the body is kept as
 * brotli, gzip and identity, with its headers ready to write.
 *
 * The key holds the data version, so a page rendered from an older snapshot is never looked up
 * again once a newer one is published; the old entries are dropped at the same moment. It holds
 * whether registration is open too: every page's navigation says so, and operators switch it
 * from the console without a new data version.
 */
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { LRUCache } from 'lru-cache'

import { onLeagueChange, peekLeagueSnapshot } from '~/data/league.server.ts'
import { getEnv, getNow } from '~/env.server.ts'
import { leagueToday } from '~/league/time.ts'
import { isRegistrationOpen } from '~/data/registration-switch.server.ts'

import type { ContentCoding } from './accept-encoding.ts'
import { inlineScriptHashes } from './inline-script-hashes.ts'
import { knownLeagueValues } from './known-values.server.ts'
import { type PageCacheDecision, pageCacheDecision } from './page-cache-key.ts'
import { processSingleton } from './process-singleton.ts'
import { BASELINE_CSP, contentSecurityPolicy } from './security-headers.server.ts'

const brotli = promisify(zlib.brotliCompress)
const BROTLI_MAX_QUALITY = zlib.constants.BROTLI_MAX_QUALITY
const gzip = promisify(zlib.gzip)
const gunzip = promisify(zlib.gunzip)

export type Encoding = ContentCoding

/** One encoding of a cached page: the body and every header of a 200 answer. */
export type CachedVariant = {
  body: Buffer
  etag: string
  headers: Record<string, string>
}

/** The answers a page's key always gets the same way, so they are kept (see `CachedPage`). */
export type KeptStatus = 200 | 400 | 404

export function isKeptStatus(status: number): status is KeptStatus {
  return status === 200 || status === 400 || status === 404
}

export type CachedPage = {
  key: string
  /**
   * 404: a page's "not found" state, kept so that a flood of unknown ids renders it once; 400:
   * its "incomplete address" state (a team without its division), for the same reason.
   */
  status: KeptStatus
  variants: Record<Encoding, CachedVariant>
  /** Answers from the cache so far; a page asked for often gets its brotli body recompressed. */
  hits: number
  /** Whether the brotli body is at the highest quality (or being recompressed to it). */
  brotliFinal: boolean
}

/** The request header through which the front layer hands a page's cache key to the renderer. */
export const CACHE_KEY_HEADER = 'x-league-page-cache-key'

/** Pages kept at most, whatever their size: each also holds a key and its headers. */
const MAX_PAGES = 50_000

/**
 * The memory a page holds: the whole buffers behind its compressed bodies (the identity body is
 * not held, see `buildCachedPage`), its key, and about a kilobyte of headers.
 */
function heldBytes(page: CachedPage): number {
  return (
    page.variants.br.body.buffer.byteLength +
    page.variants.gzip.body.buffer.byteLength +
    page.key.length * 2 +
    1024
  )
}

/**
 * A copy of `data` in a buffer of its own size. zlib's output is a slice of a 64 kB buffer: a 6 kB
 * body kept as it is would keep the whole 64 kB alive.
 */
function exactCopy(data: Buffer): Buffer {
  const copy = Buffer.allocUnsafeSlow(data.length)
  data.copy(copy)
  return copy
}

type CacheState = {
  pages: LRUCache<string, CachedPage>
  /** Keys being rendered: later requests for them wait instead of rendering again. */
  rendering: Map<string, Promise<void>>
  hits: number
  misses: number
  unsubscribe: (() => void) | undefined
}

function state(): CacheState {
  return processSingleton<CacheState>('page-cache', () => ({
    pages: new LRUCache<string, CachedPage>({
      maxSize: getEnv().PAGE_CACHE_MB * 1024 * 1024,
      max: MAX_PAGES,
      sizeCalculation: heldBytes,
    }),
    rendering: new Map(),
    hits: 0,
    misses: 0,
    unsubscribe: undefined,
  }))
}

/** Starts dropping pages when the league data changes (idempotent). */
export function startPageCache(): void {
  const current = state()
  current.unsubscribe ??= onLeagueChange(() => current.pages.clear())
}

let dateCache = { second: -1, date: '' }

/** Today in the league's zone, recomputed at most once a second (pages that show "today" depend on it). */
function leagueDateNow(): string {
  const now = getNow()
  const second = Math.floor(now.getTime() / 1000)
  if (second !== dateCache.second) dateCache = { second, date: leagueToday(now) }
  return dateCache.date
}

/** The key's part that the registration switch changes: pages keyed on the other state are not looked up. */
function registrationState(): string {
  return isRegistrationOpen() ? 'registration-open' : 'registration-closed'
}

export type FrontDecision =
  | { type: 'hit'; page: CachedPage }
  | { type: 'redirect'; location: string }
  /** Render it: the request goes on to the application with `url` (normalised) and `key`. */
  | { type: 'render'; key: string; url: string; wait: Promise<void> | undefined }

/**
 * What the front layer does with a GET or HEAD request: answer from the cache, redirect to the
 * remembered language, render and store (with the key), or undefined to pass it on untouched.
 */
export function decideFront(target: string, cookie: string | undefined): FrontDecision | undefined {
  if (getEnv().PAGE_CACHE === 'off') return undefined
  const snapshot = peekLeagueSnapshot()
  const decision: PageCacheDecision | undefined = pageCacheDecision(
    target,
    cookie,
    knownLeagueValues(),
  )
  if (!decision) return undefined
  if (decision.type === 'redirect') return decision
  const version = snapshot?.version
  // No league data yet (or the source is down): pages show their error states, never cached.
  if (version === undefined) return undefined
  const key = `${version}|${leagueDateNow()}|${registrationState()}|${decision.page}`
  const current = state()
  const page = current.pages.get(key)
  if (page) {
    current.hits++
    if (++page.hits >= HOT_PAGE_HITS && !page.brotliFinal) upgradeBrotli(page)
    return { type: 'hit', page }
  }
  current.misses++
  return { type: 'render', key, url: decision.page, wait: current.rendering.get(key) }
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

/** A cached page by key (after waiting for another request's render). */
export function cachedPage(key: string): CachedPage | undefined {
  return state().pages.get(key)
}

/** `Cache-Control` of a page any shared cache may keep (docs/deploy.md). */
export function sharedCacheControl(): string {
  const env = getEnv()
  return `public, max-age=0, s-maxage=${env.PAGE_S_MAXAGE}, stale-while-revalidate=${env.PAGE_STALE_WHILE_REVALIDATE}`
}

/**
 * Brotli quality on first render. Quality 11 takes 100–230 ms of CPU on a 100–200 kB page (5 ms
 * at quality 5, for 13–18 % more bytes), and every data change re-renders every page asked for: a
 * page is first kept at quality 5, and recompressed at 11 once it has been asked for
 * `HOT_PAGE_HITS` times, one page at a time, so only the pages people read pay for the best size.
 */
const FIRST_BROTLI_QUALITY = 5
const HOT_PAGE_HITS = 5

const brotliOptions = (size: number, quality: number) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
})

/** Uncompressed bodies asked for lately, by ETag (see `buildCachedPage`). */
const plainBodies = new LRUCache<string, Buffer>({
  maxSize: 16 * 1024 * 1024,
  sizeCalculation: (body) => body.buffer.byteLength,
})

let upgrades: Promise<void> = Promise.resolve()
let queuedUpgrades = 0
/**
 * Recompressions waiting at most: each is 100–230 ms of CPU, so a flood of pages asked for five
 * times each would otherwise keep a core busy long after it stopped. Past it a page stays at
 * quality 5 (correct, a little larger) and is queued again by a later hit.
 */
const MAX_QUEUED_UPGRADES = 4

/** Queues the recompression of a hot page's brotli body at the highest quality. */
function upgradeBrotli(page: CachedPage): void {
  if (queuedUpgrades >= MAX_QUEUED_UPGRADES) return
  queuedUpgrades++
  page.brotliFinal = true
  upgrades = upgrades
    .then(async () => {
      // Dropped from the cache meanwhile (a data change): nobody will be answered with it.
      if (state().pages.peek(page.key) !== page) return
      // Straight from the gzip body: not through the plain bodies' cache, which is for clients.
      const html = await gunzip(page.variants.gzip.body)
      const body = exactCopy(await brotli(html, brotliOptions(html.length, BROTLI_MAX_QUALITY)))
      const current = page.variants.br
      // Same ETag: the representation (the HTML, brotli-encoded) is the same; only its bytes shrink.
      page.variants.br = {
        body,
        etag: current.etag,
        headers: { ...current.headers, 'Content-Length': String(body.length) },
      }
    })
    // The quality-5 body stays: it is correct, only larger.
    .catch(() => {})
    .finally(() => queuedUpgrades--)
}

/** Resolves once queued brotli recompressions are done (tests). */
export function brotliUpgradesSettled(): Promise<void> {
  return upgrades
}

/**
 * Builds the cached form of a rendered page: the CSP with the hashes of its inline scripts, the
 * shared-cache headers, and the body compressed once in each encoding (off the event loop).
 */
export async function buildCachedPage(
  key: string,
  html: string,
  options: {
    dependsOnCookie: boolean
    /** Another type than HTML (calendar feeds): no inline scripts, so a CSP that allows nothing. */
    contentType?: string
    status?: KeptStatus
    /** What the ETag is computed from, when not all of `html` (the page's data version is not). */
    etagOf?: string
  },
): Promise<CachedPage> {
  const identity = Buffer.from(html, 'utf8')
  const [br, gz] = (
    await Promise.all([
      brotli(identity, brotliOptions(identity.length, FIRST_BROTLI_QUALITY)),
      gzip(identity, { level: 9 }),
    ])
  ).map(exactCopy) as [Buffer, Buffer]
  const digest = (content: string | Buffer) =>
    createHash('sha256').update(content).digest('base64url').slice(0, 27)
  const bodyHash = digest(identity)
  const hash = options.etagOf === undefined ? bodyHash : digest(options.etagOf)
  const common = {
    'Content-Type': options.contentType ?? 'text/html; charset=utf-8',
    'Content-Security-Policy': options.contentType
      ? BASELINE_CSP
      : contentSecurityPolicy(inlineScriptHashes(html)),
    // Outside caches keep no "not found": the one unknown-id page is shared by every made-up
    // address, and a real page may be published at any of them.
    'Cache-Control':
      options.status === undefined || options.status === 200 ? sharedCacheControl() : 'no-store',
    Vary: options.dependsOnCookie ? 'Accept-Encoding, Cookie' : 'Accept-Encoding',
  }
  const headersOf = (encoding: Encoding, etag: string, length: number) => {
    const headers: Record<string, string> = {
      ...common,
      ETag: etag,
      'Content-Length': String(length),
    }
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding
    return headers
  }
  const compressed = (body: Buffer, encoding: 'br' | 'gzip'): CachedVariant => {
    const etag = `"${hash}-${encoding}"`
    return { body, etag, headers: headersOf(encoding, etag, body.length) }
  }
  // The plain body is five times the compressed ones and almost nobody asks for it (browsers,
  // crawlers and CDNs all accept gzip): it is not kept with the page, so the whole demo site fits
  // the cache (113 MB plain against 40 MB compressed), but unzipped on request into a small cache
  // of its own, so a client that never compresses still gets its pages from memory.
  const identityEtag = `"${hash}"`
  const identityVariant: CachedVariant = {
    get body() {
      let body = plainBodies.get(bodyHash)
      if (!body) {
        body = exactCopy(zlib.gunzipSync(gz))
        plainBodies.set(bodyHash, body)
      }
      return body
    },
    etag: identityEtag,
    headers: headersOf('identity', identityEtag, identity.length),
  }
  return {
    key,
    status: options.status ?? 200,
    variants: { br: compressed(br, 'br'), gzip: compressed(gz, 'gzip'), identity: identityVariant },
    hits: 0,
    // Small pages are not worth a second pass.
    brotliFinal: identity.length < 4096,
  }
}

/**
 * Keeps a page, unless the data or the registration switch it was keyed on is no longer current
 * (a change was published, or the switch flipped, while it rendered): then it is not kept, and
 * the next request renders anew.
 */
export function storePage(page: CachedPage): boolean {
  const version = peekLeagueSnapshot()?.version
  const [keyVersion, , keyRegistration] = page.key.split('|')
  if (version === undefined || keyVersion !== String(version)) return false
  if (keyRegistration !== registrationState()) return false
  state().pages.set(page.key, page)
  return true
}

/** Size and hit rate, for `/healthz`. */
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
