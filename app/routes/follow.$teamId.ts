import type { Route } from './+types/follow.$teamId'
import { followedTeamResponse } from '~/view-models/followed-team.server.ts'

export function loader({ request, params }: Route.LoaderArgs): Promise<Response> {
  return followedTeamResponse(request, params.teamId)
}
