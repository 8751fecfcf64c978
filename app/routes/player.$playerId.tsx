import type { Route } from './+types/player.$playerId'
import { PlayerPage } from '~/components/player/player-page.tsx'
import { pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'
import { loadPlayerPage } from '~/view-models/player-page.server.ts'
import { type LiveHandle, PAGE_LIVE_TOPICS } from '~/view-models/live.ts'

export async function loader({ request, params }: Route.LoaderArgs) {
  return pageLoaderData(await loadPlayerPage(request, params))
}

export const headers = pageHeaders
export const handle: LiveHandle = { live: PAGE_LIVE_TOPICS }
export const meta: Route.MetaFunction = pageMetaOf

export default function PlayerRoute({ loaderData }: Route.ComponentProps) {
  return <PlayerPage view={loaderData.view} />
}
