import { resolveLanguage } from '~/i18n/language.ts'
import { translator } from '~/i18n/messages.ts'
import { pageMeta } from '~/utils/meta.ts'
import { type PageResult, pageResult } from '~/utils/page-result.ts'

import { everySeasonLeague } from './season-leagues.server.ts'
import { type SeasonsPageView, buildSeasonsPage } from './seasons-page.ts'

export async function loadSeasonsPage(request: Request): Promise<PageResult<SeasonsPageView>> {
  const { lang } = resolveLanguage(request)
  const t = translator(lang)
  const meta = pageMeta(lang, t('seasons.title'), t('seasons.description'))
  const all = await everySeasonLeague()
  if (!all) return pageResult({ available: false, seasons: [] }, 'unavailable', { meta })
  return pageResult(buildSeasonsPage(all.leagues, lang), 'ok', { meta })
}
