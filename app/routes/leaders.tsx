import type { Route } from './+types/leaders'
import { LeadersPageContent } from '~/components/leaders/leaders-page.tsx'
import { pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'
import { loadLeadersPage } from '~/view-models/leaders-page.server.ts'
import { type LiveHandle, PAGE_LIVE_TOPICS } from '~/view-models/live.ts'

export async function loader({ request }: Route.LoaderArgs) {
  return pageLoaderData(await loadLeadersPage(request))
}

export const headers = pageHeaders
export const handle: LiveHandle = { live: PAGE_LIVE_TOPICS }
export const meta: Route.MetaFunction = pageMetaOf

export default function LeadersRoute({ loaderData }: Route.ComponentProps) {
  return <LeadersPageContent view={loaderData.view} />
}
