import { resolveLanguage } from '~/i18n/language.ts'
import { translator } from '~/i18n/messages.ts'
import { pageMeta } from '~/utils/meta.ts'
import { type PageResult, pageRedirect, pageResult } from '~/utils/page-result.ts'

import { type LeadersPageView, buildLeadersPage, unavailableLeadersPage } from './leaders-page.ts'
import { cleanSeasonAddress } from './season-choice.ts'
import { seasonLeagueOf } from './season-leagues.server.ts'

export async function loadLeadersPage(request: Request): Promise<PageResult<LeadersPageView>> {
  const { lang } = resolveLanguage(request)
  const t = translator(lang)
  const search = new URL(request.url).searchParams
  const picked = await seasonLeagueOf(search.get('season'))
  if (!picked) {
    const meta = pageMeta(lang, t('leaders.title'), t('leaders.description'))
    return pageResult(unavailableLeadersPage(), 'unavailable', { meta })
  }
  const { current } = picked
  const clean = cleanSeasonAddress(new URL(request.url), current.league)
  if (clean) return pageRedirect(clean)
  const view = buildLeadersPage(current.league, {
    division: search.get('division'),
    lang,
    unknownSeason: picked.unknownSeason,
  })
  const title =
    view.divisionName && view.season
      ? t('leaders.titleOf', { division: view.divisionName, season: view.season.name })
      : t('leaders.title')
  return pageResult(view, 'ok', { meta: pageMeta(lang, title, t('leaders.description')) })
}
