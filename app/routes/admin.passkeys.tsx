import type { Route } from './+types/admin.passkeys'
import { loadPasskeysPage, passkeysAction } from '~/admin/passkey-pages.server.ts'
import { PasskeysPage } from '~/components/admin/passkeys-page.tsx'
import { pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'

/** The operator's passkeys: add one on this device, remove one. */
export function loader({ request }: Route.LoaderArgs) {
  return pageLoaderData(loadPasskeysPage(request))
}

export function action({ request }: Route.ActionArgs) {
  return passkeysAction(request)
}

export const headers = pageHeaders
export const meta: Route.MetaFunction = pageMetaOf

export default function AdminPasskeysRoute({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData
  return <PasskeysPage frame={view} passkeys={view.passkeys} notice={view.notice} />
}
