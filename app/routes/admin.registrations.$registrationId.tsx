import type { Route } from './+types/admin.registrations.$registrationId'
import { operatorPostOf } from '~/admin/console-context.server.ts'
import {
  loadRegistrationReviewPage,
  registrationReviewAction,
} from '~/admin/registration-pages.server.ts'
import { ConsoleFrame, ConsoleNotice } from '~/components/admin/console-frame.tsx'
import { RegistrationDetailPage } from '~/components/admin/registration-detail-page.tsx'
import { useDeskT } from '~/admin/registration-desk-text.ts'
import { pageActionData, pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'

export async function loader({ request, params }: Route.LoaderArgs) {
  return pageLoaderData(await loadRegistrationReviewPage(request, params.registrationId))
}

export async function action({ params, context }: Route.ActionArgs) {
  return pageActionData(
    await registrationReviewAction(operatorPostOf(context), params.registrationId),
  )
}

export const headers = pageHeaders
export const meta: Route.MetaFunction = pageMetaOf

export default function AdminRegistrationRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData
  const t = useDeskT()
  if (!view.registration)
    return (
      <ConsoleFrame title={t('desk.page.title')}>
        <ConsoleNotice kind="problem">{t('desk.page.notFound')}</ConsoleNotice>
      </ConsoleFrame>
    )
  return (
    <RegistrationDetailPage
      registration={view.registration}
      saved={view.saved}
      answer={actionData}
    />
  )
}
