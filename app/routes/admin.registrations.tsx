import type { Route } from './+types/admin.registrations'
import { loadRegistrationsPage, registrationsAction } from '~/admin/registration-pages.server.ts'
import { RegistrationsPage } from '~/components/admin/registrations-page.tsx'
import { pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'

/** The submitted registrations, and the switch that opens and closes registration. */
export async function loader({ request }: Route.LoaderArgs) {
  return pageLoaderData(await loadRegistrationsPage(request))
}

export function action({ request }: Route.ActionArgs) {
  return registrationsAction(request)
}

export const headers = pageHeaders
export const meta: Route.MetaFunction = pageMetaOf

export default function AdminRegistrationsRoute({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData
  return (
    <RegistrationsPage
      frame={view}
      list={view.list}
      open={view.open}
      confirm={view.confirm}
      switched={view.switched}
    />
  )
}
