import type { Route } from './+types/manifest[.]webmanifest'
import { webManifestResponse } from '~/view-models/web-manifest.server.ts'

export function loader({ request }: Route.LoaderArgs) {
  return webManifestResponse(request)
}
