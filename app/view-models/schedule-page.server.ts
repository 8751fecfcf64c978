import { getEnv } from '~/env.server.ts'
import { resolveLanguage } from '~/i18n/language.ts'
import { log } from '~/logger.server.ts'

import { loadLeagueContext } from './league-context.server.ts'
import {
  type SchedulePageView,
  buildSchedulePage,
  unavailableSchedulePage,
} from './schedule-page.ts'

/** Longest `division` or `team` value read; anything longer names nothing. */
const MAX_PARAM_LENGTH = 200

/** The schedule page of a request: `?division=` and `?team=` filter it (the URL wins). */
export async function loadSchedulePage(request: Request): Promise<SchedulePageView> {
  const { lang } = resolveLanguage(request)
  const search = new URL(request.url).searchParams
  const param = (name: string) => search.get(name)?.slice(0, MAX_PARAM_LENGTH) ?? null
  const context = await loadLeagueContext()
  if (!context) return unavailableSchedulePage()
  return buildSchedulePage(context.league, {
    now: context.now,
    division: param('division'),
    team: param('team'),
    lang,
    publicUrl: getEnv().PUBLIC_URL,
    log,
  })
}
