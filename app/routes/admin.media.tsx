import type { Route } from './+types/admin.media'
import { mediaKindAt } from '~/admin/media-items.ts'
import { loadMediaList } from '~/admin/media-pages.server.ts'
import { MediaListPage } from '~/components/admin/media-list-page.tsx'
import { pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'

export async function loader({ request, url }: Route.LoaderArgs) {
  return pageLoaderData(await loadMediaList(request, mediaKindAt(url.pathname)))
}

export const headers = pageHeaders
export const meta: Route.MetaFunction = pageMetaOf

export default function AdminMediaListRoute({ loaderData }: Route.ComponentProps) {
  return <MediaListPage view={loaderData.view} />
}
