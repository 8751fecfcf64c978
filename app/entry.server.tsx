import { randomBytes } from 'node:crypto'
import { Writable } from 'node:stream'

import { renderToPipeableStream } from 'react-dom/server'
import type { EntryContext, RouterContextProvider } from 'react-router'
import { ServerRouter } from 'react-router'

import { NonceProvider } from './utils/nonce-provider.ts'
import {
  NONCE_PLACEHOLDER,
  cachedPage,
  pageCacheKey,
  storePage,
  withNonce,
} from './utils/page-cache.server.ts'
import { contentSecurityPolicy } from './utils/security-headers.server.ts'

export const streamTimeout = 5_000

/**
 * Renders the whole page (onAllReady): every visitor and crawler gets complete HTML, and the
 * result can be cached. Resolves with the HTML and the final status (500 if rendering failed
 * past the shell).
 */
function renderPage(
  routerContext: EntryContext,
  url: string,
  status: number,
): Promise<{ html: string; status: number }> {
  return new Promise((resolve, reject) => {
    let finalStatus = status
    let shellRendered = false
    const chunks: Buffer[] = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk)
        callback()
      },
      final(callback) {
        clearTimeout(timeoutId)
        resolve({ html: Buffer.concat(chunks).toString('utf8'), status: finalStatus })
        callback()
      },
    })
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000)
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={NONCE_PLACEHOLDER}>
        <ServerRouter context={routerContext} url={url} nonce={NONCE_PLACEHOLDER} />
      </NonceProvider>,
      {
        nonce: NONCE_PLACEHOLDER,
        onAllReady() {
          shellRendered = true
          pipe(sink)
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId)
          reject(error)
        },
        onError(error: unknown) {
          finalStatus = 500
          if (shellRendered) console.error(error)
        },
      },
    )
  })
}

function ifNoneMatch(request: Request, etag: string): boolean {
  const header = request.headers.get('If-None-Match')
  return header !== null && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  const nonce = randomBytes(16).toString('base64')
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  // The language comes from ?lang= or the cookie, so shared caches must key on both.
  responseHeaders.append('Vary', 'Cookie')
  const key = pageCacheKey(request, responseStatusCode, routerContext)
  if (key) {
    const etag = `"${key}"`
    responseHeaders.set('ETag', etag)
    responseHeaders.set('Cache-Control', 'no-cache')
    if (ifNoneMatch(request, etag)) {
      // No CSP here: the browser keeps the one stored with the page, whose nonce it carries.
      responseHeaders.delete('Content-Type')
      return new Response(null, { status: 304, headers: responseHeaders })
    }
  }
  if (process.env.NODE_ENV === 'production') {
    responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(nonce))
  }
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }

  let html = key ? cachedPage(key) : undefined
  let status = responseStatusCode
  if (html === undefined) {
    const page = await renderPage(routerContext, request.url, responseStatusCode)
    html = page.html
    status = page.status
    if (key && status === 200) storePage(key, html)
  }
  return new Response(withNonce(html, nonce), { status, headers: responseHeaders })
}

// Hooks for server/index.ts: start the league data at boot, close it on shutdown, report health.
export { leagueHealth, startLeagueData, stopLeagueData } from './data/league.server.ts'
export { closeLiveStreams } from './live/event-stream.server.ts'
