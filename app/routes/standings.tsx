import type { Route } from './+types/standings'
import { StandingsPageContent } from '~/components/standings/standings-page.tsx'
import { pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'
import { loadStandingsPage } from '~/view-models/standings-page.server.ts'
import { type LiveHandle, PAGE_LIVE_TOPICS } from '~/view-models/live.ts'

export async function loader({ request }: Route.LoaderArgs) {
  return pageLoaderData(await loadStandingsPage(request))
}

export const headers = pageHeaders
export const handle: LiveHandle = { live: PAGE_LIVE_TOPICS }
export const meta: Route.MetaFunction = pageMetaOf

export default function StandingsRoute({ loaderData }: Route.ComponentProps) {
  return <StandingsPageContent view={loaderData.view} />
}
