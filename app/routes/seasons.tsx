import type { Route } from './+types/seasons'
import { SeasonsPageContent } from '~/components/playoffs/seasons-page.tsx'
import { pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'
import { loadSeasonsPage } from '~/view-models/seasons-page.server.ts'
import { type LiveHandle, PAGE_LIVE_TOPICS } from '~/view-models/live.ts'

export async function loader({ request }: Route.LoaderArgs) {
  return pageLoaderData(await loadSeasonsPage(request))
}

export const headers = pageHeaders
export const handle: LiveHandle = { live: PAGE_LIVE_TOPICS }
export const meta: Route.MetaFunction = pageMetaOf

export default function SeasonsRoute({ loaderData }: Route.ComponentProps) {
  return <SeasonsPageContent view={loaderData.view} />
}
