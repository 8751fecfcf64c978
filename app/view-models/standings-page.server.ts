import { resolveLanguage } from '~/i18n/language.ts'
import { translator } from '~/i18n/messages.ts'
import { log } from '~/logger.server.ts'
import { type PageResult, pageRedirect, pageResult } from '~/utils/page-result.ts'
import { pageMeta } from '~/utils/meta.ts'

import { cleanSeasonAddress } from './season-choice.ts'
import { seasonLeagueOf } from './season-leagues.server.ts'
import {
  type StandingsPageView,
  buildStandingsPage,
  unavailableStandingsPage,
} from './standings-page.ts'

export async function loadStandingsPage(request: Request): Promise<PageResult<StandingsPageView>> {
  const { lang } = resolveLanguage(request)
  const t = translator(lang)
  const search = new URL(request.url).searchParams
  const picked = await seasonLeagueOf(search.get('season'))
  if (!picked) {
    const meta = pageMeta(lang, t('standingsPage.title'), t('standingsPage.description'))
    return pageResult(unavailableStandingsPage(), 'unavailable', { meta })
  }
  const { current, unknownSeason } = picked
  const clean = cleanSeasonAddress(new URL(request.url), current.league)
  if (clean) return pageRedirect(clean)
  const view = buildStandingsPage(current.league, {
    now: current.now,
    division: search.get('division'),
    lang,
    unknownSeason,
    log,
  })
  const season = view.seasonChoice.past ? view.seasonChoice.season : undefined
  const title = season
    ? t('seasons.pageOf', { page: t('standingsPage.title'), season: season.name })
    : t('standingsPage.title')
  const meta = pageMeta(lang, title, t('standingsPage.description'))
  return pageResult(view, 'ok', { meta })
}
