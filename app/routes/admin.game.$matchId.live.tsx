import type { Route } from './+types/admin.game.$matchId.live'
import { operatorPostOf } from '~/admin/console-context.server.ts'
import { liveSheetAction, loadLiveSheetPage } from '~/admin/live-sheet-pages.server.ts'
import { ConsoleFrame, ConsoleNotice } from '~/components/admin/console-frame.tsx'
import { LiveSheet } from '~/components/admin/live-sheet.tsx'
import { useAdminT } from '~/i18n/admin-text.ts'
import { useLiveSheetT } from '~/admin/live-sheet-text.ts'
import { lastShownData } from '~/utils/last-shown-data.ts'
import { pageActionData, pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'

/** The scorekeeper's live sheet: start a game, one tap per event, end it. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return pageLoaderData(await loadLiveSheetPage(request, params.matchId))
}

export async function action({ params, context }: Route.ActionArgs) {
  return pageActionData(await liveSheetAction(operatorPostOf(context), params.matchId))
}

// At the rink the network drops: a refresh after a tap's answer that cannot reach the site keeps
// the sheet as it was.
const sheetData = lastShownData<Awaited<ReturnType<Route.ClientLoaderArgs['serverLoader']>>>()

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return sheetData.load(serverLoader)
}

export const headers = pageHeaders
export const meta: Route.MetaFunction = pageMetaOf

export default function AdminLiveSheetRoute({ loaderData }: Route.ComponentProps) {
  sheetData.shown(loaderData)
  const { view } = loaderData
  const t = useAdminT()
  const l = useLiveSheetT()
  if (!view.sheet)
    return (
      <ConsoleFrame title={l('live.title')}>
        <ConsoleNotice kind="problem">{t('admin.sheet.notFound')}</ConsoleNotice>
      </ConsoleFrame>
    )
  return <LiveSheet key={view.sheet.game.id} sheet={view.sheet} />
}
