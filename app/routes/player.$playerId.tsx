import type { Route } from './+types/player.$playerId'
import { PlayerPage } from '~/components/player/player-page.tsx'
import { leaguePageData, leaguePageHeaders } from '~/utils/league-page.ts'
import { langFromMatches } from '~/utils/meta.ts'
import { loadPlayerPage } from '~/view-models/player-page.server.ts'
import { teamPagesMeta } from '~/view-models/team-pages-common.ts'

/** docs/product.md#player: `/player/{playerId}` with its optional query parameters. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return leaguePageData(await loadPlayerPage(request, params.playerId))
}

/** Keeps the root's headers and adds the loader's (the data-unavailable ones). */
export const headers = leaguePageHeaders

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  teamPagesMeta(langFromMatches(matches), loaderData?.meta)

export default function PlayerRoute({ loaderData }: Route.ComponentProps) {
  return <PlayerPage view={loaderData} />
}
