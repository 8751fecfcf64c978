import { randomBytes } from 'node:crypto'
import { PassThrough } from 'node:stream'

import { createReadableStreamFromReadable } from '@react-router/node'
import { renderToPipeableStream } from 'react-dom/server'
import type { EntryContext, RouterContextProvider } from 'react-router'
import { ServerRouter } from 'react-router'

import { NonceProvider } from './utils/nonce-provider.ts'
import { contentSecurityPolicy } from './utils/security-headers.server.ts'

export const streamTimeout = 5_000

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  const nonce = randomBytes(16).toString('base64')
  if (process.env.NODE_ENV === 'production') {
    responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(nonce))
  }
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  // The language comes from ?lang= or the cookie, so shared caches must key on both.
  responseHeaders.append('Vary', 'Cookie')

  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    )

    // Pages are rendered whole (onAllReady): every visitor and crawler gets complete HTML.
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId)
              timeoutId = undefined
              callback()
            },
          })
          pipe(body)
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) console.error(error)
        },
      },
    )
  })
}

// Hooks for server/index.ts: start the league data at boot, close it on shutdown, report health.
export { leagueHealth, startLeagueData, stopLeagueData } from './data/league.server.ts'
export { closeLiveStreams } from './live/event-stream.server.ts'
