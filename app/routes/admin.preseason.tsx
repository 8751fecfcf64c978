import type { Route } from './+types/admin.preseason'
import { operatorPostOf } from '~/admin/console-context.server.ts'
import { loadPreseasonBanner, preseasonBannerAction } from '~/admin/preseason-pages.server.ts'
import { PreseasonBannerPage } from '~/components/admin/preseason-banner-page.tsx'
import { pageActionData, pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'

/** The active season's preseason banner, and a new one to upload. */
export async function loader({ request }: Route.LoaderArgs) {
  return pageLoaderData(await loadPreseasonBanner(request))
}

export async function action({ context }: Route.ActionArgs) {
  return pageActionData(await preseasonBannerAction(operatorPostOf(context)))
}

export const headers = pageHeaders
export const meta: Route.MetaFunction = pageMetaOf

export default function AdminPreseasonRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData
  return (
    <PreseasonBannerPage
      {...(view.season ? { season: view.season } : {})}
      saved={view.saved === true}
      {...(actionData ? { answer: actionData } : {})}
    />
  )
}
