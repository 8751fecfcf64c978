import type { Route } from './+types/share.$kind.$id'
import { shareImageResponse } from '~/view-models/share-image.server.ts'

export function loader({ request, params }: Route.LoaderArgs) {
  return shareImageResponse(request, params.kind, params.id)
}
