/**
 * Resource route `/media/*`: image files of the embedded store under `DATA_DIR/media` (team
 * crests, player photos, sponsor logos, news images, preseason banners). Caching headers, ETag and
 * Last-Modified; 404 for a missing file or a path leaving the folder.
 */
import { serveMedia } from '../data/media.server.ts'

export function loader({
  request,
  params,
}: {
  request: Request
  params: Record<string, string | undefined>
}): Response {
  return serveMedia(request, params['*'] ?? '')
}
