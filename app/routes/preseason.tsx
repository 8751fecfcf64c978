import type { Route } from './+types/preseason'
import { PreseasonPageContent } from '~/components/preseason/preseason-page.tsx'
import { translator } from '~/i18n/messages.ts'
import { leaguePageData, leaguePageHeaders } from '~/utils/league-page.ts'
import { langFromMatches, pageMeta } from '~/utils/meta.ts'
import { loadPreseasonPage } from '~/view-models/preseason.server.ts'

export const meta: Route.MetaFunction = ({ matches }) => {
  const lang = langFromMatches(matches)
  const t = translator(lang)
  return pageMeta(lang, t('preseason.title'), t('preseason.description'))
}

/** When the league data is unavailable the page says so, with 503 so it is not cached. */
export async function loader({ request }: Route.LoaderArgs) {
  return leaguePageData(await loadPreseasonPage(request))
}

/** Keeps the root's headers and adds the loader's (the data-unavailable ones). */
export const headers = leaguePageHeaders

export default function PreseasonRoute({ loaderData }: Route.ComponentProps) {
  return <PreseasonPageContent view={loaderData} />
}
