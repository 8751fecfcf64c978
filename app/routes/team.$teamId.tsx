import type { Route } from './+types/team.$teamId'
import { TeamPage } from '~/components/team/team-page.tsx'
import { leaguePageData, leaguePageHeaders } from '~/utils/league-page.ts'
import { langFromMatches } from '~/utils/meta.ts'
import { loadTeamPage } from '~/view-models/team-page.server.ts'
import { teamPagesMeta } from '~/view-models/team-pages-common.ts'

/** SPEC §2 Team page: `/team/{teamId}?division=…&season=…`. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { view, status, jsonLd } = await loadTeamPage(request, params.teamId)
  return leaguePageData({ view: { ...view, jsonLd }, status })
}

/** Keeps the root's headers and adds the loader's (the data-unavailable ones). */
export const headers = leaguePageHeaders

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...teamPagesMeta(langFromMatches(matches), loaderData?.meta),
  ...(loaderData?.jsonLd ?? []),
]

export default function TeamRoute({ loaderData }: Route.ComponentProps) {
  return <TeamPage view={loaderData} />
}
