import { currentLeague } from '~/data/current-league.server.ts'
import { resolveLanguage } from '~/i18n/language.ts'
import { translator } from '~/i18n/messages.ts'
import { pageMeta } from '~/utils/meta.ts'
import { type PageResult, pageResult } from '~/utils/page-result.ts'

import { type SearchPageView, searchUnavailableView, toSearchPageView } from './search-page.ts'

/** Result lists are not content of their own: search engines index the pages they link to. */
const NOINDEX = { name: 'robots', content: 'noindex' }

export async function loadSearchPage(request: Request): Promise<PageResult<SearchPageView>> {
  const raw = new URL(request.url).searchParams.get('q')
  const { lang } = resolveLanguage(request)
  const current = await currentLeague()
  const view = current
    ? toSearchPageView(current.league, raw, lang)
    : searchUnavailableView(raw, lang)
  const meta = [
    ...pageMeta(lang, view.text.title || translator(lang)('search.title'), view.text.description),
    NOINDEX,
  ]
  return pageResult(view, current ? 'ok' : 'unavailable', { meta })
}
