import { resolveLanguage } from '~/i18n/language.ts'
import { LEAGUE_UNAVAILABLE_STATUS, type LeaguePage } from '~/utils/league-page.ts'

import { loadLeagueContext } from './league-context.server.ts'
import { type SearchPageView, searchUnavailableView, toSearchPageView } from './search-page.ts'

/** The search page: the active season's teams and players matching `?q=`. */
export async function loadSearchPage(request: Request): Promise<LeaguePage<SearchPageView>> {
  const raw = new URL(request.url).searchParams.get('q')
  const { lang } = resolveLanguage(request)
  const context = await loadLeagueContext()
  if (!context) return { view: searchUnavailableView(raw, lang), status: LEAGUE_UNAVAILABLE_STATUS }
  return { view: toSearchPageView(context.league, raw, lang), status: 200 }
}
