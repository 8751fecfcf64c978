import { data } from 'react-router'

import type { Route } from './+types/player.$playerId'
import { PlayerPage } from '~/components/player/player-page.tsx'
import { langFromMatches } from '~/utils/meta.ts'
import { loadPlayerPage } from '~/view-models/player-page.server.ts'
import { teamPagesMeta } from '~/view-models/team-pages-common.ts'

/** SPEC §2 Player page: `/player/{playerId}` with its optional query parameters. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { view, status } = await loadPlayerPage(request, params.playerId)
  return data(view, { status })
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  teamPagesMeta(langFromMatches(matches), loaderData?.meta)

export default function PlayerRoute({ loaderData }: Route.ComponentProps) {
  return <PlayerPage view={loaderData} />
}
