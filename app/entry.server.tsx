import { Writable } from 'node:stream'

import './i18n/catalogues.server.ts'

import { renderToPipeableStream } from 'react-dom/server'
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from 'react-router'
import { ServerRouter, isRouteErrorResponse } from 'react-router'

import { log } from './logger.server.ts'
import { chooseEncoding } from './utils/accept-encoding.ts'
import { etagMatches } from './utils/etag.ts'
import { inlineScriptHashes } from './utils/inline-script-hashes.ts'
import { buildCachedPage, isKeptStatus } from './utils/cached-page.server.ts'
import { CACHE_KEY_HEADER, storePage } from './utils/response-cache.server.ts'
import { contentSecurityPolicy } from './utils/security-headers.server.ts'
import { DATA_VERSION_HEADER, withDataVersion } from './view-models/live.ts'

export const streamTimeout = 5_000

/** React Router's default prints a multi-line stack. */
function logError(error: unknown, url: string) {
  const path = URL.canParse(url) ? new URL(url).pathname : url
  log('error', 'render failed', {
    path: path.slice(0, 300),
    error,
    stack: error instanceof Error ? error.stack : undefined,
  })
}

function isCrossOriginPost(request: Request): boolean {
  const origin = request.headers.get('Origin')
  if (request.method === 'GET' || request.method === 'HEAD' || !origin) return false
  return !URL.canParse(origin) || new URL(origin).host !== new URL(request.url).host
}

/** A refused 4xx is a warning without a stack. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return
  if ((isRouteErrorResponse(error) && error.status < 500) || isCrossOriginPost(request)) {
    const path = new URL(request.url).pathname.slice(0, 300)
    const status = isRouteErrorResponse(error) ? error.status : 400
    log('warn', 'request refused', { path, status, error })
    return
  }
  logError(error, request.url)
}

/** Complete HTML for every visitor and crawler, and the result can be cached. */
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
      <ServerRouter context={routerContext} url={url} />,
      {
        // Never a hidden copy swapped in by a script (duplicate ids, HTML without JavaScript).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
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
          if (shellRendered) logError(error, url)
        },
      },
    )
  })
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  if (request.method.toUpperCase() === 'HEAD') {
    responseHeaders.set('Cache-Control', 'no-store')
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  const page = await renderPage(routerContext, request.url, responseStatusCode)
  const state = routerContext.staticHandlerContext
  const version = state.loaderHeaders.root?.get(DATA_VERSION_HEADER)
  const html = withDataVersion(page.html, version ? Number(version) : null)
  const key = request.headers.get(CACHE_KEY_HEADER)
  const status = page.status
  if (key && isKeptStatus(status) && !state.actionData && !state.errors) {
    const cached = await buildCachedPage(key, html, {
      // The ETag names what the visitor sees: a new data version alone changes none.
      etagOf: page.html,
      dependsOnCookie: !new URL(request.url).searchParams.has('lang'),
      status,
    })
    storePage(cached)
    const variant = cached.variants[chooseEncoding(request.headers.get('Accept-Encoding'))]
    for (const [name, value] of Object.entries(variant.headers)) responseHeaders.set(name, value)
    if (status === 200 && etagMatches(request.headers.get('If-None-Match'), variant.etag)) {
      for (const name of ['Content-Length', 'Content-Encoding', 'Content-Type'])
        responseHeaders.delete(name)
      return new Response(null, { status: 304, headers: responseHeaders })
    }
    return new Response(new Uint8Array(variant.body), { status, headers: responseHeaders })
  }
  responseHeaders.set('Cache-Control', 'no-store')
  if (process.env.NODE_ENV === 'production') {
    responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(inlineScriptHashes(html)))
  }
  return new Response(html, { status: page.status, headers: responseHeaders })
}

const DATA_CACHE_CONTROL = 'private, no-cache'

export async function handleDataRequest(
  response: Response,
  { request }: { request: Request },
): Promise<Response> {
  // A page's no-store (league data unavailable, ADR 0005) holds for its data too.
  if (response.headers.get('Cache-Control') !== 'no-store')
    response.headers.set('Cache-Control', DATA_CACHE_CONTROL)
  response.headers.append('Vary', 'Cookie')
  const key = request.headers.get(CACHE_KEY_HEADER)
  if (!key || response.status !== 200 || response.headers.get('Cache-Control') === 'no-store')
    return response
  // Open pages revalidating after a live change wait for this one render (the front layer holds
  // them) and are then answered from the page cache.
  const cached = await buildCachedPage(key, await response.text(), {
    contentType: response.headers.get('Content-Type') ?? 'text/x-script',
    cacheControl: DATA_CACHE_CONTROL,
    dependsOnCookie: true,
  })
  storePage(cached)
  const variant = cached.variants[chooseEncoding(request.headers.get('Accept-Encoding'))]
  const headers = new Headers(response.headers)
  for (const [name, value] of Object.entries(variant.headers)) headers.set(name, value)
  return new Response(new Uint8Array(variant.body), { status: 200, headers })
}

export { appLifecycle } from './lifecycle.server.ts'
