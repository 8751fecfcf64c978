/** Loader of the team page: reads the URL, the league of the URL's season and photo URLs. */
import { type MetaDescriptor, redirect } from 'react-router'

import { resolveMediaUrl } from '~/data/media.server.ts'
import { getEnv } from '~/env.server.ts'
import { type Lang, resolveLanguage } from '~/i18n/language.ts'
import { type League, findDivision } from '~/league/index.ts'

import { calendarFeedLinks, calendarFeedPath } from './calendar-links.ts'
import { scheduleSearch } from './schedule-page.ts'
import { currentLeague } from '~/data/current-league.server.ts'
import { jsonLdMeta, sportsTeamJsonLd } from './structured-data.ts'
import {
  type TeamPageView,
  findTeam,
  incompleteTeamView,
  teamPageParams,
  teamPageStatus,
  toTeamPageView,
  unavailableTeamView,
} from './team-page.ts'

/** The team's SportsTeam (JSON-LD), when the team exists. */
function teamJsonLd(
  league: League,
  params: { teamId: string; division: string; season: string },
  lang: Lang,
): MetaDescriptor[] {
  const team = findTeam(league, params.teamId, params.division)
  if (!team) return []
  const division =
    findDivision(league.divisions, params.division) ??
    findDivision(league.divisions, team.divisionId)
  const input = {
    team,
    seasonId: league.seasonId ?? params.season,
    players: league.players.filter((player) => player.teamId === team.id),
    ...(division ? { division } : {}),
  }
  return jsonLdMeta(sportsTeamJsonLd(input, { publicUrl: getEnv().PUBLIC_URL, lang }))
}

export async function loadTeamPage(
  request: Request,
  teamId: string | undefined,
): Promise<{
  view: Exclude<TeamPageView, { kind: 'moved' }>
  status: number
  jsonLd: MetaDescriptor[]
}> {
  const { lang } = resolveLanguage(request)
  const params = teamPageParams(teamId, new URL(request.url).searchParams)
  let view: TeamPageView
  let jsonLd: MetaDescriptor[] = []
  if (!params.teamId || !params.division || !params.season) {
    view = incompleteTeamView(params.missing, lang)
  } else {
    const context = await currentLeague({ seasonId: params.season })
    view = context
      ? await toTeamPageView({
          league: context.league,
          teamId: params.teamId,
          divisionId: params.division,
          seasonId: params.season,
          now: context.now,
          lang,
          resolvePhoto: resolveMediaUrl,
        })
      : unavailableTeamView(lang)
    if (view.kind === 'team' && context) {
      const { teamId, division, season } = params
      jsonLd = teamJsonLd(context.league, { teamId, division, season }, lang)
      const seasonId = context.league.seasonId ?? params.season
      view.calendar = {
        feed: calendarFeedLinks(
          getEnv().PUBLIC_URL,
          calendarFeedPath('team', view.team.id, { seasonId, lang }),
        ),
        // The schedule page shows the active season only.
        scheduleHref:
          seasonId === context.league.activeSeason?.id
            ? `/schedule${scheduleSearch('', params.division, view.team.id)}`
            : `/schedule`,
      }
    }
  }
  if (view.kind === 'moved') {
    // The same language as the URL asked for; the rest of the query named the wrong division.
    const asked = new URL(request.url).searchParams.get('lang')
    throw redirect(asked ? `${view.location}&lang=${encodeURIComponent(asked)}` : view.location)
  }
  return { view, status: teamPageStatus(view), jsonLd }
}
