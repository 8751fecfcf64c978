import type { Route } from './+types/tonight'
import { TonightPage } from '~/components/tonight/tonight-page.tsx'
import { pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'
import { type LiveHandle, PAGE_LIVE_TOPICS } from '~/view-models/live.ts'
import { loadTonightGamesPage } from '~/view-models/tonight-page.server.ts'

/** Tonight's games of every division and venue, live ones first. */
export async function loader({ request }: Route.LoaderArgs) {
  return pageLoaderData(await loadTonightGamesPage(request))
}

export const headers = pageHeaders
/** Follows live: a score or status change reaches the open page (docs/product.md#live-updates). */
export const handle: LiveHandle = { live: PAGE_LIVE_TOPICS }
export const meta: Route.MetaFunction = pageMetaOf

export default function TonightRoute({ loaderData }: Route.ComponentProps) {
  return <TonightPage view={loaderData.view} />
}
