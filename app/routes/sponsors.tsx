import type { Route } from './+types/sponsors'
import { SponsorsPage } from '~/components/sponsors/sponsors-page.tsx'
import { pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'
import { loadSponsorsPage } from '~/view-models/sponsors.server.ts'

export async function loader({ request }: Route.LoaderArgs) {
  return pageLoaderData(await loadSponsorsPage(request))
}

export const headers = pageHeaders
export const meta: Route.MetaFunction = pageMetaOf

export default function SponsorsRoute({ loaderData }: Route.ComponentProps) {
  return <SponsorsPage data={loaderData.view} />
}
