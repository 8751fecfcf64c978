import type { Route } from './+types/sitemap[.]xml'
import { sitemapResponse } from '~/view-models/sitemap.server.ts'

/** Resource route `/sitemap.xml`: every public page in both languages (search engines). */
export function loader({ request }: Route.LoaderArgs) {
  return sitemapResponse(request)
}
