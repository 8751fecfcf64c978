import { resolveLanguage } from '~/i18n/language.ts'
import { log } from '~/logger.server.ts'
import { LEAGUE_UNAVAILABLE_STATUS, type LeaguePage } from '~/utils/league-page.ts'

import { loadLeagueContext } from './league-context.server.ts'
import {
  type StandingsPageView,
  buildStandingsPage,
  unavailableStandingsPage,
} from './standings-page.ts'

/** The standings page of a request: `?division=` picks the division (the URL wins). */
export async function loadStandingsPage(request: Request): Promise<LeaguePage<StandingsPageView>> {
  const { lang } = resolveLanguage(request)
  const division = new URL(request.url).searchParams.get('division')
  const context = await loadLeagueContext()
  if (!context) return { view: unavailableStandingsPage(), status: LEAGUE_UNAVAILABLE_STATUS }
  return {
    view: buildStandingsPage(context.league, { now: context.now, division, lang, log }),
    status: 200,
  }
}
