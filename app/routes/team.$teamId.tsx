import type { Route } from './+types/team.$teamId'
import { TeamPage } from '~/components/team/team-page.tsx'
import { translator } from '~/i18n/messages.ts'
import { leaguePageData, leaguePageHeaders } from '~/utils/league-page.ts'
import { langFromMatches } from '~/utils/meta.ts'
import { loadTeamPage } from '~/view-models/team-page.server.ts'
import { teamPagesMeta } from '~/view-models/team-pages-common.ts'

/** docs/product.md#team: `/team/{teamId}?division=…&season=…`. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { view, status, jsonLd } = await loadTeamPage(request, params.teamId)
  return leaguePageData({ view: { ...view, jsonLd }, status })
}

/** Keeps the root's headers and adds the loader's (the data-unavailable ones). */
export const headers = leaguePageHeaders

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const lang = langFromMatches(matches)
  const tags = [...teamPagesMeta(lang, loaderData?.meta), ...(loaderData?.jsonLd ?? [])]
  if (loaderData?.kind !== 'team' || !loaderData.calendar) return tags
  // Calendar apps and browser extensions discover the team's feed.
  const title = translator(lang)('calendar.feedTitle', { name: loaderData.meta.title ?? '' })
  const href = loaderData.calendar.feed.url
  return [...tags, { tagName: 'link', rel: 'alternate', type: 'text/calendar', href, title }]
}

export default function TeamRoute({ loaderData }: Route.ComponentProps) {
  return <TeamPage view={loaderData} />
}
