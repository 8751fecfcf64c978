import type { Route } from './+types/admin.match.$matchId'
import { operatorPostOf } from '~/admin/console-context.server.ts'
import { loadSheetPage, sheetAction } from '~/admin/game-pages.server.ts'
import { ConsoleFrame, ConsoleNotice } from '~/components/admin/console-frame.tsx'
import { ResultSheet } from '~/components/admin/result-sheet.tsx'
import { useAdminT } from '~/i18n/admin-text.ts'
import { pageActionData, pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'

export async function loader({ request, params }: Route.LoaderArgs) {
  return pageLoaderData(await loadSheetPage(request, params.matchId))
}

export async function action({ params, context }: Route.ActionArgs) {
  return pageActionData(await sheetAction(operatorPostOf(context), params.matchId))
}

export const headers = pageHeaders
export const meta: Route.MetaFunction = pageMetaOf

export default function AdminMatchRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData
  const t = useAdminT()
  if (!view.sheet)
    return (
      <ConsoleFrame title={t('admin.sheet.title')}>
        <ConsoleNotice kind="problem">{t('admin.sheet.notFound')}</ConsoleNotice>
      </ConsoleFrame>
    )
  return <ResultSheet key={view.sheet.game.id} sheet={view.sheet} answer={actionData} />
}
