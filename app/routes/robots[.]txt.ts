import type { Route } from './+types/robots[.]txt'
import { robotsResponse } from '~/view-models/sitemap.server.ts'

export function loader({ request }: Route.LoaderArgs) {
  return robotsResponse(request)
}
