import type { Route } from './+types/manifest[.]webmanifest'
import { webManifestResponse } from '~/view-models/web-manifest.server.ts'

/** Resource route `/manifest.webmanifest`: the web app manifest, named by the league profile. */
export function loader({ request }: Route.LoaderArgs) {
  return webManifestResponse(request)
}
