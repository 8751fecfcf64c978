import type { Route } from './+types/admin.match.$matchId'
import { loadSheetPage, sheetAction } from '~/admin/game-pages.server.ts'
import { ResultSheet } from '~/components/admin/result-sheet.tsx'
import { pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'
import { ConsoleFrame, ConsoleNotice } from '~/components/admin/console-frame.tsx'
import { useAdminT } from '~/i18n/admin-text.ts'

/** A game's result sheet: record, correct or take back its result. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return pageLoaderData(await loadSheetPage(request, params.matchId))
}

export function action({ request, params }: Route.ActionArgs) {
  return sheetAction(request, params.matchId)
}

export const headers = pageHeaders
export const meta: Route.MetaFunction = pageMetaOf

export default function AdminMatchRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData
  const t = useAdminT()
  if (!view.sheet)
    return (
      <ConsoleFrame title={t('admin.sheet.title')} frame={view}>
        <ConsoleNotice kind="problem">{t('admin.sheet.notFound')}</ConsoleNotice>
      </ConsoleFrame>
    )
  return (
    <ResultSheet key={view.sheet.game.id} frame={view} sheet={view.sheet} answer={actionData} />
  )
}
