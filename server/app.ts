import { randomUUID } from 'node:crypto'
import zlib from 'node:zlib'

import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express from 'express'
import type { ServerBuild } from 'react-router'

import type { Env } from '../app/env.server.ts'
import {
  hasSessionCookie,
  isConsolePath,
  isSameOriginPost,
  isUploadPath,
} from '../app/admin/post-origin.ts'
import { UPLOAD_FORM_LIMIT_BYTES } from '../app/admin/image-field.ts'
import { CROSS_SITE_HEADER, isCrossSite } from '../app/registration/cross-site.ts'
import { errorHandler, refuseUnknownMethods, refuseUndecodablePaths } from './errors.ts'
import { REDIRECTED_COOKIE, consoleAddress } from './console-address.ts'
import { healthReport } from './health.ts'
import { TOO_LARGE_PAGE, WRONG_ADDRESS_PAGE, noticePage } from './notice-page.ts'
import { lifecycleOf } from './lifecycle.ts'
import { type Logger, logRequest } from '../app/logger.server.ts'
import { securityHeaders } from '../app/utils/security-headers.server.ts'

type Options = {
  env: Env
  logger: Logger
  build: ServerBuild | (() => Promise<ServerBuild>)
  viteMiddlewares?: express.RequestHandler
  renderCounts?: () => Record<string, number>
}

const MAX_BODY_BYTES = 256 * 1024

// React Router checks a post's Origin against Host and the scheme, which a TLS proxy changes.
// A value, not a function, in production: React Router derives its handler again per request for a function.
function publicBuild(
  build: ServerBuild | (() => Promise<ServerBuild>),
  publicUrl: string,
): ServerBuild | (() => Promise<ServerBuild>) {
  const allowedActionOrigins = [new URL(publicUrl).host]
  if (typeof build !== 'function') return { ...build, allowedActionOrigins }
  const builds = new WeakMap<ServerBuild, ServerBuild>()
  return async () => {
    const original = await build()
    let answered = builds.get(original)
    if (!answered) {
      answered = { ...original, allowedActionOrigins }
      builds.set(original, answered)
    }
    return answered
  }
}

export function createApp({ env, logger, build, viteMiddlewares, renderCounts }: Options) {
  const app = express()
  app.disable('x-powered-by')
  // Only proxies TRUST_PROXY names may say who the client is, so X-Forwarded-For cannot choose the
  // rate-limited address.
  app.set('trust proxy', env.TRUST_PROXY)

  app.use((req, res, next) => {
    const started = process.hrtime.bigint()
    const id = randomUUID()
    res.locals.requestId = id
    res.setHeader('X-Request-Id', id)
    res.on('finish', () => {
      if (req.path === '/healthz') return
      logRequest(
        logger,
        {
          method: req.method,
          path: req.originalUrl,
          status: res.statusCode,
          started,
          bytes: Number(res.getHeader('Content-Length') ?? 0),
        },
        { requestId: id },
      )
    })
    next()
  })

  // A client-sent x-client-ip is overwritten, so it cannot be spoofed past the trusted proxies.
  app.use((req, _res, next) => {
    req.headers['x-client-ip'] = req.ip ?? 'unknown'
    next()
  })

  // React Router would refuse its Origin with a bare 400: mark it so the page can say why and keep
  // what was typed.
  app.use((req, _res, next) => {
    delete req.headers[CROSS_SITE_HEADER]
    const headers = {
      secFetchSite: req.get('sec-fetch-site'),
      origin: req.get('origin'),
      host: req.get('host'),
    }
    if (
      req.method === 'POST' &&
      /^\/registration\/?$/i.test(req.path) &&
      isCrossSite(headers, [env.PUBLIC_URL])
    ) {
      req.headers[CROSS_SITE_HEADER] = '1'
      delete req.headers.origin
    }
    next()
  })

  // React Router appends the page's own CSP, and two CSP headers both apply: the baseline only when
  // none.
  const { 'Content-Security-Policy': baselineCsp, ...security } = securityHeaders(env)
  app.use((_req, res, next) => {
    for (const [name, value] of Object.entries(security)) res.setHeader(name, value)
    if (baselineCsp) {
      const writeHead = res.writeHead
      res.writeHead = function (this: typeof res, ...args: unknown[]) {
        if (!this.hasHeader('Content-Security-Policy'))
          this.setHeader('Content-Security-Policy', baselineCsp)
        return (writeHead as (...a: unknown[]) => typeof res).apply(this, args)
      } as typeof res.writeHead
    }
    next()
  })

  app.use(
    compression({
      brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
      // SSE must reach the browser as written; a response with an ETag must not be re-encoded, or
      // one ETag would name two bodies.
      filter: (req, res) =>
        !String(res.getHeader('Content-Type') ?? '').includes('text/event-stream') &&
        res.getHeader('ETag') === undefined &&
        compression.filter(req, res),
    }),
  )

  app.use(refuseUnknownMethods)
  app.use(refuseUndecodablePaths)

  // The console is private: no cache keeps anything under /admin, and a cross-origin post is
  // refused before any route.
  app.use((req, res, next) => {
    if (!isConsolePath(req.path)) return next()
    const writeHead = res.writeHead
    res.writeHead = function (this: typeof res, ...args: unknown[]) {
      this.setHeader('Cache-Control', 'no-store')
      this.setHeader('X-Robots-Tag', 'noindex, nofollow')
      return (writeHead as (...a: unknown[]) => typeof res).apply(this, args)
    } as typeof res.writeHead
    const address = consoleAddress(
      {
        method: req.method,
        host: req.get('host'),
        url: req.originalUrl,
        cookie: req.get('cookie'),
      },
      env.PUBLIC_URL,
    )
    if (address.kind === 'redirect') {
      res.setHeader(
        'Set-Cookie',
        `${REDIRECTED_COOKIE}=1; Max-Age=30; Path=/admin; HttpOnly; SameSite=Lax`,
      )
      res.redirect(302, address.location)
      return
    }
    if (
      address.kind === 'notice' ||
      (req.method === 'POST' && !isSameOriginPost(req.get('origin'), env.PUBLIC_URL))
    ) {
      const location = new URL(req.originalUrl, env.PUBLIC_URL).href
      res
        .status(403)
        .type('html')
        .send(noticePage(403, WRONG_ADDRESS_PAGE, location))
      return
    }
    next()
  })

  app.get('/healthz', async (req, res) => {
    const { health } = lifecycleOf(typeof build === 'function' ? await build() : build)
    res.setHeader('Cache-Control', 'no-store')
    res.json(await healthReport(req, { ...health, renders: renderCounts }))
  })

  // Forms are small; the console's middleware checks the session and counts the bytes again as it
  // reads.
  app.use((req, res, next) => {
    const declared = req.headers['content-length']
    if (declared === undefined && req.headers['transfer-encoding'] !== undefined) {
      res.status(411).type('text/plain').send('Length required')
      return
    }
    const length = Number(declared ?? 0)
    const upload =
      isUploadPath(req.path) &&
      hasSessionCookie(req.headers.cookie) &&
      Boolean(req.is('multipart/form-data'))
    if (length > (upload ? UPLOAD_FORM_LIMIT_BYTES : MAX_BODY_BYTES)) {
      res.status(413).type('html').send(noticePage(413, TOO_LARGE_PAGE))
      return
    }
    next()
  })

  if (viteMiddlewares) {
    app.use(viteMiddlewares)
  }

  // The page a proxy shows for a body over its limit (deploy/nginx-league-site.conf).
  app.get('/form-too-large', (_req, res) => {
    res
      .status(413)
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(noticePage(413, TOO_LARGE_PAGE))
  })

  app.all(
    '/{*splat}',
    createRequestHandler({
      build: publicBuild(build, env.PUBLIC_URL),
      mode: env.NODE_ENV === 'production' ? 'production' : 'development',
    }),
  )

  app.use(errorHandler(logger))

  return app
}
