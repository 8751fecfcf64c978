import type { Route } from './+types/preseason'
import { PreseasonPageContent } from '~/components/preseason/preseason-page.tsx'
import { pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'
import { loadPreseasonPage } from '~/view-models/preseason.server.ts'

export async function loader({ request }: Route.LoaderArgs) {
  return pageLoaderData(await loadPreseasonPage(request))
}

export const headers = pageHeaders
export const meta: Route.MetaFunction = pageMetaOf

export default function PreseasonRoute({ loaderData }: Route.ComponentProps) {
  return <PreseasonPageContent view={loaderData.view} />
}
