import type { Route } from './+types/search'
import { SearchPage } from '~/components/search/search-page.tsx'
import { translator } from '~/i18n/messages.ts'
import { leaguePageData, leaguePageHeaders } from '~/utils/league-page.ts'
import { langFromMatches, pageMeta } from '~/utils/meta.ts'
import { loadSearchPage } from '~/view-models/search-page.server.ts'

/** `/search?q=` (issue 19): teams and players of the active season. */
export async function loader({ request }: Route.LoaderArgs) {
  return leaguePageData(await loadSearchPage(request))
}

/** Keeps the root's headers and adds the loader's (the data-unavailable ones). */
export const headers = leaguePageHeaders

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const lang = langFromMatches(matches)
  const t = translator(lang)
  const title = loaderData?.text.title || t('search.title')
  // Result lists are not content of their own: search engines index the pages they link to.
  return [
    ...pageMeta(lang, title, loaderData?.text.description),
    { name: 'robots', content: 'noindex' },
  ]
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return <SearchPage view={loaderData} />
}
