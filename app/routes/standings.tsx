import type { Route } from './+types/standings'
import { StandingsPageContent } from '~/components/standings/standings-page.tsx'
import { translator } from '~/i18n/messages.ts'
import { leaguePageData, leaguePageHeaders } from '~/utils/league-page.ts'
import { langFromMatches, pageMeta } from '~/utils/meta.ts'
import { loadStandingsPage } from '~/view-models/standings-page.server.ts'

export const meta: Route.MetaFunction = ({ matches }) => {
  const lang = langFromMatches(matches)
  const t = translator(lang)
  return pageMeta(lang, t('standingsPage.title'), t('standingsPage.description'))
}

/**
 * `?division=ID` picks the division. When the league data is unavailable the page still
 * renders, every widget in its error state, with 503 so caches and crawlers do not keep it.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return leaguePageData(await loadStandingsPage(request))
}

/** Keeps the root's headers and adds the loader's (the data-unavailable ones). */
export const headers = leaguePageHeaders

export default function StandingsRoute({ loaderData }: Route.ComponentProps) {
  return <StandingsPageContent view={loaderData} />
}
