import type { Route } from './+types/admin.schedule'
import { loadScheduleListPage } from '~/admin/schedule-pages.server.ts'
import { ScheduleListPage } from '~/components/admin/schedule-list-page.tsx'
import { pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'

export async function loader({ request }: Route.LoaderArgs) {
  return pageLoaderData(await loadScheduleListPage(request))
}

export const headers = pageHeaders
export const meta: Route.MetaFunction = pageMetaOf

export default function AdminScheduleRoute({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData
  return <ScheduleListPage list={view.list} notice={view.notice} />
}
