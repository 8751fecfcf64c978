import type { Route } from './+types/admin._index'
import { loadTonightPage } from '~/admin/game-pages.server.ts'
import { TonightPage } from '~/components/admin/tonight-page.tsx'
import { pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'

export async function loader({ request }: Route.LoaderArgs) {
  return pageLoaderData(await loadTonightPage(request))
}

export const headers = pageHeaders
export const meta: Route.MetaFunction = pageMetaOf

export default function AdminTonightRoute({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData
  return <TonightPage tonight={view.tonight} notice={view.notice} suspensions={view.suspensions} />
}
