import type { Route } from './+types/admin.audit'
import { loadAuditPage } from '~/admin/audit-page.server.ts'
import { AuditPage } from '~/components/admin/audit-page.tsx'
import { pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'

export async function loader({ request }: Route.LoaderArgs) {
  return pageLoaderData(await loadAuditPage(request))
}

export const headers = pageHeaders
export const meta: Route.MetaFunction = pageMetaOf

export default function AdminAuditRoute({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData
  return <AuditPage audit={view.audit} paged={view.paged} />
}
