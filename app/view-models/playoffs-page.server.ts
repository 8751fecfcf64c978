import { getEnv } from '~/env.server.ts'
import { matchesFor } from '~/league/index.ts'
import { resolveLanguage } from '~/i18n/language.ts'
import { translator } from '~/i18n/messages.ts'
import { pageMeta } from '~/utils/meta.ts'
import { type PageResult, pageRedirect, pageResult } from '~/utils/page-result.ts'

import {
  type PlayoffsPageView,
  buildPlayoffsPage,
  unavailablePlayoffsPage,
} from './playoffs-page.ts'
import { cleanSeasonAddress } from './season-choice.ts'
import { seasonLeagueOf } from './season-leagues.server.ts'
import { jsonLdMeta, sportsEventsJsonLd } from './structured-data.ts'

export async function loadPlayoffsPage(request: Request): Promise<PageResult<PlayoffsPageView>> {
  const { lang } = resolveLanguage(request)
  const t = translator(lang)
  const search = new URL(request.url).searchParams
  const picked = await seasonLeagueOf(search.get('season'))
  if (!picked) {
    const meta = pageMeta(lang, t('playoffs.title'), t('playoffs.description'))
    return pageResult(unavailablePlayoffsPage(), 'unavailable', { meta })
  }
  const { current } = picked
  const clean = cleanSeasonAddress(new URL(request.url), current.league)
  if (clean) return pageRedirect(clean)
  const view = buildPlayoffsPage(current.league, {
    division: search.get('division'),
    lang,
    unknownSeason: picked.unknownSeason,
  })
  const title =
    view.divisionName && view.season
      ? t('playoffs.titleOf', { division: view.divisionName, season: view.season.name })
      : t('playoffs.title')
  const meta = pageMeta(lang, title, t('playoffs.description'))
  const games =
    view.selectedId === undefined
      ? []
      : matchesFor(current.league, { divisionId: view.selectedId }).filter(
          (match) => match.isPlayoff,
        )
  const jsonLd =
    games.length === 0
      ? []
      : jsonLdMeta(
          sportsEventsJsonLd(games, { publicUrl: getEnv().PUBLIC_URL, lang }, current.league),
        )
  return pageResult(view, 'ok', { meta, jsonLd })
}
