import { resolveLanguage } from '~/i18n/language.ts'

import { loadLeagueContext } from './league-context.server.ts'
import {
  type StandingsPageView,
  buildStandingsPage,
  unavailableStandingsPage,
} from './standings-page.ts'

/** The standings page of a request: `?division=` picks the division (the URL wins). */
export async function loadStandingsPage(request: Request): Promise<StandingsPageView> {
  const { lang } = resolveLanguage(request)
  const division = new URL(request.url).searchParams.get('division')
  const context = await loadLeagueContext()
  if (!context) return unavailableStandingsPage()
  return buildStandingsPage(context.league, { now: context.now, division, lang })
}
