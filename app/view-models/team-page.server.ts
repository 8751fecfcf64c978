import { currentLeague } from '~/data/current-league.server.ts'
import { getEnv } from '~/env.server.ts'
import { type Lang, resolveLanguage } from '~/i18n/language.ts'
import { translator } from '~/i18n/messages.ts'
import {
  type League,
  type TeamPlacement,
  localName,
  placeTeam,
  teamHistory,
} from '~/league/index.ts'
import { type PageResult, pageRedirect, pageResult } from '~/utils/page-result.ts'

import { calendarFeedLinks, calendarFeedPath } from './calendar-links.ts'
import { toTeamHistoryView } from './careers.ts'
import { everySeasonLeague } from './season-leagues.server.ts'
import { scheduleSearch } from './schedule-page.ts'
import { jsonLdMeta, sportsTeamJsonLd } from './structured-data.ts'
import { resolvePhotos } from '~/data/images.server.ts'
import {
  type ShownTeamPageView,
  type TeamView,
  incompleteTeamView,
  teamPageKind,
  teamPageParams,
  toTeamPageView,
  unavailableTeamView,
} from './team-page.ts'
import { teamPagesMeta } from './team-pages-common.ts'

function teamJsonLd(
  league: League,
  placement: Extract<TeamPlacement, { kind: 'found' }>,
  lang: Lang,
) {
  const { team, division, seasonId } = placement
  const players = league.players.filter((player) => player.teamId === team.id)
  const input = { team, seasonId, players, ...(division ? { division } : {}) }
  return jsonLdMeta(sportsTeamJsonLd(input, { publicUrl: getEnv().PUBLIC_URL, lang }))
}

export function teamCalendar(
  league: League,
  view: TeamView,
  seasonId: string,
  divisionId: string,
  lang: Lang,
): NonNullable<TeamView['calendar']> {
  const active = seasonId === league.activeSeason?.id
  const scheduleHref = `/schedule${scheduleSearch(
    '',
    divisionId,
    view.team.id,
    active ? undefined : seasonId,
  )}`
  if (!active) return { scheduleHref }
  const feedPath = calendarFeedPath('team', view.team.id, { seasonId, lang })
  return { feed: calendarFeedLinks(getEnv().PUBLIC_URL, feedPath), scheduleHref }
}

function feedLink(view: TeamView, lang: Lang) {
  if (!view.calendar?.feed) return []
  const title = translator(lang)('calendar.feedTitle', { name: view.meta.title })
  const href = view.calendar.feed.url
  return [{ tagName: 'link', rel: 'alternate', type: 'text/calendar', href, title }]
}

export async function loadTeamPage(
  request: Request,
  params: { teamId?: string },
): Promise<PageResult<ShownTeamPageView>> {
  const { lang } = resolveLanguage(request)
  const url = new URL(request.url)
  const address = teamPageParams(params.teamId, url.searchParams)
  const answer = (view: ShownTeamPageView, jsonLd = []) =>
    pageResult(view, teamPageKind(view), { meta: teamPagesMeta(lang, view.meta), jsonLd })
  if (!address.teamId || !address.division || !address.season)
    return answer(incompleteTeamView(address.missing, lang))
  const { teamId, division: divisionId, season: seasonId } = address
  const current = await currentLeague({ seasonId })
  if (!current) return answer(unavailableTeamView(lang))
  const { league, now } = current
  const placement = placeTeam(league, { teamId, divisionId, seasonId })
  const input = { league, teamId, divisionId, seasonId, now, lang, placement }
  const view = await resolvePhotos(toTeamPageView(input))
  if (view.kind === 'moved') {
    const asked = url.searchParams.get('lang')
    return pageRedirect(
      asked ? `${view.location}&lang=${encodeURIComponent(asked)}` : view.location,
    )
  }
  if (view.kind !== 'team' || placement.kind !== 'found') return answer(view)
  view.calendar = teamCalendar(league, view, placement.seasonId, address.division, lang)
  const all = await everySeasonLeague()
  const history =
    all &&
    toTeamHistoryView(teamHistory(all.leagues, placement.team.id), placement.team.id, {
      activeSeasonId: league.activeSeason?.id,
      shownSeasonId: placement.seasonId,
      currentName: localName(placement.team, lang),
      lang,
    })
  if (history) view.history = history
  return pageResult(view, 'ok', {
    meta: [...teamPagesMeta(lang, view.meta), ...feedLink(view, lang)],
    jsonLd: teamJsonLd(league, placement, lang),
  })
}
