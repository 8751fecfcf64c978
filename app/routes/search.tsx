import type { Route } from './+types/search'
import { SearchPage } from '~/components/search/search-page.tsx'
import { pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'
import { loadSearchPage } from '~/view-models/search-page.server.ts'
import { type LiveHandle, PAGE_LIVE_TOPICS } from '~/view-models/live.ts'

export async function loader({ request }: Route.LoaderArgs) {
  return pageLoaderData(await loadSearchPage(request))
}

export const headers = pageHeaders
export const handle: LiveHandle = { live: PAGE_LIVE_TOPICS }
export const meta: Route.MetaFunction = pageMetaOf

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return <SearchPage view={loaderData.view} />
}
