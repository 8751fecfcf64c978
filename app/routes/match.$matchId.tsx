import type { Route } from './+types/match.$matchId'
import { MatchPage } from '~/components/match/match-page.tsx'
import { pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'
import { loadMatchPage } from '~/view-models/match-page.server.ts'
import { type LiveHandle, PAGE_LIVE_TOPICS } from '~/view-models/live.ts'

export async function loader({ request, params }: Route.LoaderArgs) {
  return pageLoaderData(await loadMatchPage(request, params))
}

export const headers = pageHeaders
export const handle: LiveHandle = { live: PAGE_LIVE_TOPICS }
export const meta: Route.MetaFunction = pageMetaOf

export default function MatchRoute({ loaderData }: Route.ComponentProps) {
  return <MatchPage view={loaderData.view} />
}
