import type { Route } from './+types/news._index'
import { NewsArchivePage } from '~/components/news/news-archive-page.tsx'
import { pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'
import { loadNewsArchive } from '~/view-models/news-archive.server.ts'
import { type LiveHandle, PAGE_LIVE_TOPICS } from '~/view-models/live.ts'

export async function loader({ request }: Route.LoaderArgs) {
  return pageLoaderData(await loadNewsArchive(request))
}

export const headers = pageHeaders
export const handle: LiveHandle = { live: PAGE_LIVE_TOPICS }
export const meta: Route.MetaFunction = pageMetaOf

export default function NewsArchiveRoute({ loaderData }: Route.ComponentProps) {
  return <NewsArchivePage view={loaderData.view} />
}
