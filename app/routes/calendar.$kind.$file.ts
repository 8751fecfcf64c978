import type { Route } from './+types/calendar.$kind.$file'
import { calendarFeedResponse } from '~/view-models/calendar-feed.server.ts'

export function loader({ request, params }: Route.LoaderArgs): Promise<Response> {
  return calendarFeedResponse(request, params.kind, params.file)
}
