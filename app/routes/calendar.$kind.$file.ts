/**
 * Resource route `/calendar/{team|division|match}/{id}.ics[?season=S][&lang=en]`: the iCalendar
 * feed of a team's or a division's games, or of one game. 404 for an unknown team, division or game.
 */
import type { Route } from './+types/calendar.$kind.$file'
import { calendarFeedResponse } from '~/view-models/calendar-feed.server.ts'

export function loader({ request, params }: Route.LoaderArgs): Promise<Response> {
  return calendarFeedResponse(request, params.kind, params.file)
}
