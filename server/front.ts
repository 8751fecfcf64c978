// Cached pages straight from `node:http`, before Express, routing or React (ADR 0009): through
// Express they reach 0.64× of a bare server.
import type { IncomingMessage, ServerResponse } from 'node:http'

import { chooseEncoding } from '../app/utils/accept-encoding.ts'
import { BUSY_HEADERS, BUSY_TEXT, OVER_SHARE_TEXT } from '../app/utils/busy-answer.ts'
import { etagMatches } from '../app/utils/etag.ts'
import type { CachedPage, CachedVariant } from '../app/utils/cached-page.server.ts'
import type { FrontDecision } from '../app/utils/response-cache.server.ts'
import { type Logger, logRequest } from '../app/logger.server.ts'
import type { RenderGate } from './render-gate.ts'
import type { StaticFiles } from './static-files.ts'

export type PageCacheHooks = {
  decideFront: (target: string, cookie: string | undefined) => FrontDecision | undefined
  beginRender: (key: string) => () => void
  cachedPage: (key: string) => CachedPage | undefined
  cacheKeyHeader: string
}

type Options = {
  pageCache: PageCacheHooks | undefined
  staticFiles: StaticFiles | undefined
  headers: Record<string, string>
  renderGate?: RenderGate
  /** Whether a trusted proxy names the client (TRUST_PROXY): the fair shares count its word. */
  behindProxy?: boolean
  logger: Logger
}

type Next = () => void

/**
 * Requests one connection may have in flight: browsers send one at a time per connection, so
 * more is HTTP/1.1 pipelining, and past this share the rest get 429 without any work.
 */
export const PIPELINED_PER_CONNECTION = 4

/**
 * Who a request counts against for the render gate's fair shares: the connection's address, or
 * behind a trusted proxy the address it says it was asked by (the last X-Forwarded-For hop).
 */
export function clientKey(req: IncomingMessage, behindProxy: boolean): string {
  const remote = req.socket.remoteAddress ?? ''
  if (!behindProxy) return remote
  const forwarded = String(req.headers['x-forwarded-for'] ?? '').split(',')
  return forwarded.at(-1)?.trim() || remote
}

export function createFrontLayer({
  pageCache,
  staticFiles,
  headers,
  renderGate,
  behindProxy = false,
  logger,
}: Options) {
  const inFlight = new WeakMap<object, number>()
  const merged = new WeakMap<CachedVariant, Record<string, string>>()
  const withCommon = (variant: CachedVariant) => {
    let all = merged.get(variant)
    if (!all) {
      all = { ...headers, ...variant.headers }
      merged.set(variant, all)
    }
    return all
  }

  function log(
    req: IncomingMessage,
    status: number,
    started: bigint,
    bytes: number,
    stale = false,
  ) {
    logRequest(
      logger,
      { method: req.method, path: req.url ?? '', status, started, bytes },
      { cache: stale ? 'stale' : 'hit' },
    )
  }

  function send(
    req: IncomingMessage,
    res: ServerResponse,
    page: CachedPage,
    started: bigint,
    stale = false,
  ) {
    const variant = page.variants[chooseEncoding(req.headers['accept-encoding'])]
    const ifNoneMatch = req.headers['if-none-match']
    // No cache keeps a page the league has moved on from.
    const all = stale
      ? { ...withCommon(variant), 'Cache-Control': 'no-store' }
      : withCommon(variant)
    if (page.status === 200 && etagMatches(ifNoneMatch, variant.etag)) {
      res.writeHead(304, {
        ...headers,
        ETag: variant.etag,
        'Cache-Control': all['Cache-Control']!,
        Vary: all.Vary!,
        'Content-Security-Policy': all['Content-Security-Policy']!,
      })
      res.end()
      log(req, 304, started, 0, stale)
      return
    }
    res.writeHead(page.status, all)
    if (req.method === 'HEAD') res.end()
    else res.end(variant.body)
    log(req, page.status, started, Number(variant.headers['Content-Length']), stale)
  }

  return function front(req: IncomingMessage, res: ServerResponse, next: Next): void {
    const socket = req.socket
    const pending = (inFlight.get(socket) ?? 0) + 1
    inFlight.set(socket, pending)
    res.once('close', () => inFlight.set(socket, (inFlight.get(socket) ?? 1) - 1))
    if (pending > PIPELINED_PER_CONNECTION)
      return overShare(req, res, process.hrtime.bigint(), 'pipelined')
    if (staticFiles?.handle(req, res)) return
    if (!pageCache) return next()
    // Only the front layer may hand a cache key to the renderer.
    if (req.headers[pageCache.cacheKeyHeader] !== undefined)
      delete req.headers[pageCache.cacheKeyHeader] // a delete slows every later header read
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const started = process.hrtime.bigint()
    const decision = pageCache.decideFront(req.url ?? '/', req.headers.cookie)
    if (!decision) return next()
    if (decision.type === 'hit') return send(req, res, decision.page, started)
    if (decision.type === 'stale') return send(req, res, decision.page, started, true)
    if (decision.type === 'redirect') {
      res.writeHead(302, {
        ...headers,
        Location: decision.location,
        'Cache-Control': 'private, no-store',
        Vary: 'Cookie',
        'Content-Length': '0',
      })
      res.end()
      return
    }
    if (req.method === 'HEAD') return next()
    if (decision.wait) {
      void decision.wait.then(() => {
        const page = pageCache.cachedPage(decision.key)
        if (page) send(req, res, page, started)
        else next()
      })
      return
    }
    // The same page asked again meanwhile waits for this render.
    const done = pageCache.beginRender(decision.key)
    res.once('close', done)
    const render = (release: () => void) => {
      if (res.destroyed || res.writableEnded) return release()
      res.once('close', release)
      req.headers[pageCache.cacheKeyHeader] = decision.key
      // The normalised URL: nothing of one visitor's URL (unread parameters) leaks into the page
      // every visitor of this key gets.
      req.url = decision.url
      next()
    }
    if (!renderGate) return render(() => {})
    const entry = renderGate.enter(render, clientKey(req, behindProxy))
    if (entry === 'busy') busy(req, res, started)
    else if (entry === 'over-share') overShare(req, res, started, 'renders')
  }

  function overShare(
    req: IncomingMessage,
    res: ServerResponse,
    started: bigint,
    share: 'pipelined' | 'renders',
  ) {
    const body = Buffer.from(OVER_SHARE_TEXT)
    res.writeHead(429, {
      ...headers,
      ...BUSY_HEADERS,
      'Retry-After': '2',
      'Content-Length': String(body.length),
    })
    res.end(body)
    logRequest(
      logger,
      { method: req.method, path: req.url ?? '', status: 429, started, bytes: body.length },
      { cache: 'over-share', share },
    )
  }

  function busy(req: IncomingMessage, res: ServerResponse, started: bigint) {
    const body = Buffer.from(BUSY_TEXT)
    res.writeHead(503, { ...headers, ...BUSY_HEADERS, 'Content-Length': String(body.length) })
    res.end(body)
    logRequest(
      logger,
      { method: req.method, path: req.url ?? '', status: 503, started, bytes: body.length },
      { cache: 'busy' },
    )
  }
}
