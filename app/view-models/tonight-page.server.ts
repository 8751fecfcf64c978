import { currentLeague } from '~/data/current-league.server.ts'
import { resolveLanguage } from '~/i18n/language.ts'
import { translator } from '~/i18n/messages.ts'
import { pageMeta } from '~/utils/meta.ts'
import { type PageResult, pageResult } from '~/utils/page-result.ts'

import { type TonightPageView, buildTonightPage } from './tonight-page.ts'

/** Tonight's page of a request. */
export async function loadTonightGamesPage(request: Request): Promise<PageResult<TonightPageView>> {
  const { lang } = resolveLanguage(request)
  const t = translator(lang)
  const meta = pageMeta(lang, t('tonight.title'), t('tonight.description'))
  const current = await currentLeague()
  if (!current)
    return pageResult({ available: false, date: '', groups: [] }, 'unavailable', { meta })
  return pageResult(buildTonightPage(current.league, current.now, lang), 'ok', { meta })
}
