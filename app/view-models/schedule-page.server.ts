import { getEnv } from '~/env.server.ts'
import { resolveLanguage } from '~/i18n/language.ts'
import { log } from '~/logger.server.ts'

import type { MetaDescriptor } from 'react-router'

import { currentLeague } from '~/data/current-league.server.ts'
import { type SchedulePageView, buildSchedule, unavailableSchedulePage } from './schedule-page.ts'
import { jsonLdMeta, sportsEventsJsonLd } from './structured-data.ts'

/** Longest `division` or `team` value read; anything longer names nothing. */
const MAX_PARAM_LENGTH = 200

/**
 * The schedule page of a request: `?division=` and `?team=` filter it (the URL wins). Its JSON-LD
 * lists the games shown, as SportsEvents.
 */
export async function loadSchedulePage(
  request: Request,
): Promise<{ view: SchedulePageView; jsonLd: MetaDescriptor[] }> {
  const { lang } = resolveLanguage(request)
  const search = new URL(request.url).searchParams
  const param = (name: string) => search.get(name)?.slice(0, MAX_PARAM_LENGTH) ?? null
  const context = await currentLeague()
  if (!context) return { view: unavailableSchedulePage(), jsonLd: [] }
  const publicUrl = getEnv().PUBLIC_URL
  const { view, matches } = buildSchedule(context.league, {
    now: context.now,
    division: param('division'),
    team: param('team'),
    lang,
    publicUrl,
    log,
  })
  const jsonLd =
    matches.length > 0
      ? jsonLdMeta(sportsEventsJsonLd(matches, { publicUrl, lang }, context.league))
      : []
  return { view, jsonLd }
}
