import type { Route } from './+types/team.$teamId'
import { TeamPage } from '~/components/team/team-page.tsx'
import { pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'
import { loadTeamPage } from '~/view-models/team-page.server.ts'
import { type LiveHandle, PAGE_LIVE_TOPICS } from '~/view-models/live.ts'

export async function loader({ request, params }: Route.LoaderArgs) {
  return pageLoaderData(await loadTeamPage(request, params))
}

export const headers = pageHeaders
export const handle: LiveHandle = { live: PAGE_LIVE_TOPICS }
export const meta: Route.MetaFunction = pageMetaOf

export default function TeamRoute({ loaderData }: Route.ComponentProps) {
  return <TeamPage view={loaderData.view} />
}
