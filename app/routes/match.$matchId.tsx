import type { Route } from './+types/match.$matchId'
import { MatchPage } from '~/components/match/match-page.tsx'
import { leaguePageData, leaguePageHeaders } from '~/utils/league-page.ts'
import { langFromMatches } from '~/utils/meta.ts'
import { loadMatchPage } from '~/view-models/match-page.server.ts'
import { teamPagesMeta } from '~/view-models/team-pages-common.ts'

/** docs/product.md#match: `/match/{matchId}` (optional `season` and `division` disambiguate). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { view, status, jsonLd } = await loadMatchPage(request, params.matchId)
  return leaguePageData({ view: { ...view, jsonLd }, status })
}

/** Keeps the root's headers and adds the loader's (the data-unavailable ones). */
export const headers = leaguePageHeaders

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...teamPagesMeta(langFromMatches(matches), loaderData?.meta),
  ...(loaderData?.jsonLd ?? []),
]

export default function MatchRoute({ loaderData }: Route.ComponentProps) {
  return <MatchPage view={loaderData} />
}
