import { createHash } from 'node:crypto'

import { getEnv } from '~/env.server.ts'
import type { League } from '~/league/index.ts'
import { etagMatches } from '~/utils/etag.ts'
import { sharedCacheControl } from '~/utils/cached-page.server.ts'

import { currentLeague } from '~/data/current-league.server.ts'
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap.ts'

type Built = { body: string; etag: string }

const built = new WeakMap<League, Built>()

export function textResponse(request: Request, type: string, { body, etag }: Built): Response {
  const headers = { 'Content-Type': type, 'Cache-Control': sharedCacheControl(), ETag: etag }
  if (etagMatches(request.headers.get('If-None-Match'), etag))
    return new Response(null, { status: 304, headers })
  return new Response(body, { status: 200, headers })
}

export const etagOf = (body: string) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`

export async function sitemapResponse(request: Request): Promise<Response> {
  const context = await currentLeague()
  if (!context) {
    return new Response('League data unavailable', {
      status: 503,
      headers: { 'Retry-After': '60', 'Cache-Control': 'no-store' },
    })
  }
  let document = built.get(context.league)
  if (!document) {
    const body = sitemapXml(sitemapEntries(context.league, getEnv().PUBLIC_URL))
    document = { body, etag: etagOf(body) }
    built.set(context.league, document)
  }
  return textResponse(request, 'application/xml; charset=utf-8', document)
}

export function robotsResponse(request: Request): Response {
  const body = robotsTxt(getEnv().PUBLIC_URL)
  return textResponse(request, 'text/plain; charset=utf-8', { body, etag: etagOf(body) })
}
