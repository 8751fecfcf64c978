import type { Route } from './+types/admin.registrations'
import { operatorPostOf } from '~/admin/console-context.server.ts'
import { loadRegistrationsPage, registrationsAction } from '~/admin/registration-pages.server.ts'
import { RegistrationsPage } from '~/components/admin/registrations-page.tsx'
import { pageActionData, pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'

export async function loader({ request }: Route.LoaderArgs) {
  return pageLoaderData(await loadRegistrationsPage(request))
}

export async function action({ context }: Route.ActionArgs) {
  return pageActionData(await registrationsAction(operatorPostOf(context)))
}

export const headers = pageHeaders
export const meta: Route.MetaFunction = pageMetaOf

export default function AdminRegistrationsRoute({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData
  return (
    <RegistrationsPage
      list={view.list}
      open={view.open}
      confirm={view.confirm}
      switched={view.switched}
    />
  )
}
