import type { Route } from './+types/standings'
import { StandingsPageContent } from '~/components/standings/standings-page.tsx'
import { pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'
import { loadStandingsPage } from '~/view-models/standings-page.server.ts'

/** `?division=ID` picks the division; without league data every widget shows its error state. */
export async function loader({ request }: Route.LoaderArgs) {
  return pageLoaderData(await loadStandingsPage(request))
}

export const headers = pageHeaders
export const meta: Route.MetaFunction = pageMetaOf

export default function StandingsRoute({ loaderData }: Route.ComponentProps) {
  return <StandingsPageContent view={loaderData.view} />
}
