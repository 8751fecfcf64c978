import { resolveMediaUrl } from '~/data/media.server.ts'
import { resolveLanguage } from '~/i18n/language.ts'
import { LEAGUE_UNAVAILABLE_STATUS, type LeaguePage } from '~/utils/league-page.ts'

import { loadLeagueContext } from './league-context.server.ts'
import {
  type PreseasonPageView,
  preseasonSource,
  toPreseasonView,
  unavailablePreseasonPage,
} from './preseason.ts'

/** The preseason page of a request. */
export async function loadPreseasonPage(request: Request): Promise<LeaguePage<PreseasonPageView>> {
  const { lang } = resolveLanguage(request)
  const context = await loadLeagueContext()
  if (!context) return { view: unavailablePreseasonPage(), status: LEAGUE_UNAVAILABLE_STATUS }
  const { league } = context
  const source = preseasonSource(league)
  const imageUrl =
    source.kind === 'season' && source.entry
      ? await resolveMediaUrl(source.entry.url, 'preseason')
      : undefined
  return { view: toPreseasonView(source, imageUrl, league, lang), status: 200 }
}
