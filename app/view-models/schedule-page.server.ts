import { getEnv } from '~/env.server.ts'
import { type Lang, resolveLanguage } from '~/i18n/language.ts'
import { translator } from '~/i18n/messages.ts'
import { log } from '~/logger.server.ts'
import { pageMeta } from '~/utils/meta.ts'
import { type PageResult, pageRedirect, pageResult } from '~/utils/page-result.ts'

import { type SchedulePageView, buildSchedule, unavailableSchedulePage } from './schedule-page.ts'
import { cleanSeasonAddress } from './season-choice.ts'
import { seasonLeagueOf } from './season-leagues.server.ts'
import { jsonLdMeta, sportsEventsJsonLd } from './structured-data.ts'

const MAX_PARAM_LENGTH = 200

function scheduleMeta(view: SchedulePageView, lang: Lang) {
  const t = translator(lang)
  const season = view.seasonChoice.past ? view.seasonChoice.season : undefined
  const pageTitle = season
    ? t('seasons.pageOf', { page: t('schedule.title'), season: season.name })
    : t('schedule.title')
  const tags = pageMeta(lang, pageTitle, t('schedule.description'))
  if (!view.feed) return tags
  const name = view.team?.name ?? view.divisions.find((d) => d.id === view.selectedId)?.name ?? ''
  const title = t('calendar.feedTitle', { name })
  const href = view.feed.url
  return [...tags, { tagName: 'link', rel: 'alternate', type: 'text/calendar', href, title }]
}

export async function loadSchedulePage(request: Request): Promise<PageResult<SchedulePageView>> {
  const { lang } = resolveLanguage(request)
  const search = new URL(request.url).searchParams
  const param = (name: string) => search.get(name)?.slice(0, MAX_PARAM_LENGTH) ?? null
  const picked = await seasonLeagueOf(param('season'))
  if (!picked) {
    const view = unavailableSchedulePage()
    return pageResult(view, 'unavailable', { meta: scheduleMeta(view, lang) })
  }
  const { current, unknownSeason } = picked
  const clean = cleanSeasonAddress(new URL(request.url), current.league)
  if (clean) return pageRedirect(clean)
  const publicUrl = getEnv().PUBLIC_URL
  const { view, matches } = buildSchedule(current.league, {
    now: current.now,
    division: param('division'),
    team: param('team'),
    lang,
    unknownSeason,
    publicUrl,
    log,
  })
  const jsonLd =
    matches.length > 0
      ? jsonLdMeta(sportsEventsJsonLd(matches, { publicUrl, lang }, current.league))
      : []
  return pageResult(view, 'ok', { meta: scheduleMeta(view, lang), jsonLd })
}
