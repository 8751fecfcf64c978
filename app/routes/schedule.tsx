import type { Route } from './+types/schedule'
import { SchedulePage } from '~/components/schedule/schedule-page.tsx'
import { pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'
import { loadSchedulePage } from '~/view-models/schedule-page.server.ts'
import { type LiveHandle, PAGE_LIVE_TOPICS } from '~/view-models/live.ts'

export async function loader({ request }: Route.LoaderArgs) {
  return pageLoaderData(await loadSchedulePage(request))
}

export const headers = pageHeaders
export const handle: LiveHandle = { live: PAGE_LIVE_TOPICS }
export const meta: Route.MetaFunction = pageMetaOf

export default function ScheduleRoute({ loaderData }: Route.ComponentProps) {
  return <SchedulePage view={loaderData.view} />
}
