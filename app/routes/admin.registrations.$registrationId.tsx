import type { Route } from './+types/admin.registrations.$registrationId'
import {
  loadRegistrationPage,
  registrationReviewAction,
} from '~/admin/registration-pages.server.ts'
import { ConsoleFrame, ConsoleNotice } from '~/components/admin/console-frame.tsx'
import { RegistrationDetailPage } from '~/components/admin/registration-detail-page.tsx'
import { useDeskT } from '~/admin/registration-desk-text.ts'
import { pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'

/** One registration: its roster and contact, its status and private notes. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return pageLoaderData(await loadRegistrationPage(request, params.registrationId))
}

export function action({ request, params }: Route.ActionArgs) {
  return registrationReviewAction(request, params.registrationId)
}

export const headers = pageHeaders
export const meta: Route.MetaFunction = pageMetaOf

export default function AdminRegistrationRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData
  const t = useDeskT()
  if (!view.registration)
    return (
      <ConsoleFrame title={t('desk.page.title')} frame={view}>
        <ConsoleNotice kind="problem">{t('desk.page.notFound')}</ConsoleNotice>
      </ConsoleFrame>
    )
  return (
    <RegistrationDetailPage
      frame={view}
      registration={view.registration}
      saved={view.saved}
      answer={actionData}
    />
  )
}
