import { leagueProfile } from '~/league-profile/current.ts'

import { etagOf, textResponse } from './sitemap.server.ts'
import { webManifest } from './web-manifest.ts'

let built: { body: string; etag: string } | undefined

export function webManifestResponse(request: Request): Response {
  if (!built) {
    const body = JSON.stringify(webManifest(leagueProfile()), null, 2)
    built = { body, etag: etagOf(body) }
  }
  return textResponse(request, 'application/manifest+json; charset=utf-8', built)
}
