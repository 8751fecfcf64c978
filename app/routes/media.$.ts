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
