import { serveSharedMedia } from '../data/media-copies.server.ts'

export function loader({
  request,
  params,
}: {
  request: Request
  params: Record<string, string | undefined>
}): Promise<Response> {
  return serveSharedMedia(request, params['*'] ?? '')
}
