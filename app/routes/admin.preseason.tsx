import type { Route } from './+types/admin.preseason'
import { loadPreseasonBanner, preseasonBannerAction } from '~/admin/preseason-pages.server.ts'
import { PreseasonBannerPage } from '~/components/admin/preseason-banner-page.tsx'
import { pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'

/** The active season's preseason banner, and a new one to upload. */
export async function loader({ request }: Route.LoaderArgs) {
  return pageLoaderData(await loadPreseasonBanner(request))
}

export function action({ request }: Route.ActionArgs) {
  return preseasonBannerAction(request)
}

export const headers = pageHeaders
export const meta: Route.MetaFunction = pageMetaOf

export default function AdminPreseasonRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData
  return (
    <PreseasonBannerPage
      frame={view}
      {...(view.season ? { season: view.season } : {})}
      saved={view.saved === true}
      {...(actionData ? { answer: actionData } : {})}
    />
  )
}
