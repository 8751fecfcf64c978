import type { Route } from './+types/admin.game.$matchId.schedule'
import { operatorPostOf } from '~/admin/console-context.server.ts'
import { loadScheduleFormPage, scheduleFormAction } from '~/admin/schedule-pages.server.ts'
import { ConsoleFrame, ConsoleNotice } from '~/components/admin/console-frame.tsx'
import { ScheduleFormPage } from '~/components/admin/schedule-form-page.tsx'
import { useAdminT } from '~/i18n/admin-text.ts'
import { pageActionData, pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'

export async function loader({ request, params }: Route.LoaderArgs) {
  return pageLoaderData(await loadScheduleFormPage(request, params.matchId))
}

export async function action({ params, context }: Route.ActionArgs) {
  return pageActionData(await scheduleFormAction(operatorPostOf(context), params.matchId))
}

export const headers = pageHeaders
export const meta: Route.MetaFunction = pageMetaOf

export default function AdminGameScheduleRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData
  const t = useAdminT()
  if (!view.form)
    return (
      <ConsoleFrame title={t('admin.scheduleForm.title')}>
        <ConsoleNotice kind="problem">{t('admin.scheduleForm.notFound')}</ConsoleNotice>
      </ConsoleFrame>
    )
  return <ScheduleFormPage key={view.form.game.id} view={view.form} answer={actionData} />
}
