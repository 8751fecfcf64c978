import type { Route } from './+types/sitemap[.]xml'
import { sitemapResponse } from '~/view-models/sitemap.server.ts'

export function loader({ request }: Route.LoaderArgs) {
  return sitemapResponse(request)
}
