import type { Route } from './+types/share.$kind.$id'
import { shareImageResponse } from '~/view-models/share-image.server.ts'

/** Resource route `/share/{match|team|standings|playoffs}[/id]`: a page's share image (PNG, 1200×630). */
export function loader({ request, params }: Route.LoaderArgs) {
  return shareImageResponse(request, params.kind, params.id)
}
