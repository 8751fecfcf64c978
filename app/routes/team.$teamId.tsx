import { data } from 'react-router'

import type { Route } from './+types/team.$teamId'
import { TeamPage } from '~/components/team/team-page.tsx'
import { langFromMatches } from '~/utils/meta.ts'
import { loadTeamPage } from '~/view-models/team-page.server.ts'
import { teamPagesMeta } from '~/view-models/team-pages-common.ts'

/** SPEC §2 Team page: `/team/{teamId}?division=…&season=…`. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { view, status, jsonLd } = await loadTeamPage(request, params.teamId)
  return data({ ...view, jsonLd }, { status })
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...teamPagesMeta(langFromMatches(matches), loaderData?.meta),
  ...(loaderData?.jsonLd ?? []),
]

export default function TeamRoute({ loaderData }: Route.ComponentProps) {
  return <TeamPage view={loaderData} />
}
