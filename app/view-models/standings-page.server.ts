import { currentLeague } from '~/data/current-league.server.ts'
import { resolveLanguage } from '~/i18n/language.ts'
import { translator } from '~/i18n/messages.ts'
import { log } from '~/logger.server.ts'
import { type PageResult, pageResult } from '~/utils/page-result.ts'
import { pageMeta } from '~/utils/meta.ts'

import {
  type StandingsPageView,
  buildStandingsPage,
  unavailableStandingsPage,
} from './standings-page.ts'

/** The standings page of a request: `?division=` picks the division (the URL wins). */
export async function loadStandingsPage(request: Request): Promise<PageResult<StandingsPageView>> {
  const { lang } = resolveLanguage(request)
  const t = translator(lang)
  const meta = pageMeta(lang, t('standingsPage.title'), t('standingsPage.description'))
  const division = new URL(request.url).searchParams.get('division')
  const current = await currentLeague()
  if (!current) return pageResult(unavailableStandingsPage(), 'unavailable', { meta })
  const view = buildStandingsPage(current.league, { now: current.now, division, lang, log })
  return pageResult(view, 'ok', { meta })
}
