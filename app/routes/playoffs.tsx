import type { Route } from './+types/playoffs'
import { PlayoffsPageContent } from '~/components/playoffs/playoffs-page.tsx'
import { pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'
import { loadPlayoffsPage } from '~/view-models/playoffs-page.server.ts'

export async function loader({ request }: Route.LoaderArgs) {
  return pageLoaderData(await loadPlayoffsPage(request))
}

export const headers = pageHeaders
export const meta: Route.MetaFunction = pageMetaOf

export default function PlayoffsRoute({ loaderData }: Route.ComponentProps) {
  return <PlayoffsPageContent view={loaderData.view} />
}
