import type { Route } from './+types/robots[.]txt'
import { robotsResponse } from '~/view-models/sitemap.server.ts'

/** Resource route `/robots.txt`: crawl rules and the sitemap's address. */
export function loader({ request }: Route.LoaderArgs) {
  return robotsResponse(request)
}
