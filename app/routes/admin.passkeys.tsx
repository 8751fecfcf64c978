import type { Route } from './+types/admin.passkeys'
import { operatorOf, operatorPostOf } from '~/admin/console-context.server.ts'
import { loadPasskeysPage, passkeysAction } from '~/admin/passkey-pages.server.ts'
import { PasskeysPage } from '~/components/admin/passkeys-page.tsx'
import { pageActionData, pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  return pageLoaderData(await loadPasskeysPage(request, operatorOf(context)))
}

export async function action({ context }: Route.ActionArgs) {
  return pageActionData(await passkeysAction(operatorPostOf(context)))
}

export const headers = pageHeaders
export const meta: Route.MetaFunction = pageMetaOf

export default function AdminPasskeysRoute({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData
  return <PasskeysPage passkeys={view.passkeys} sessions={view.sessions} notice={view.notice} />
}
