/** Loader of the team page: reads the URL, the league of the URL's season and photo URLs. */
import { type MetaDescriptor, redirect } from 'react-router'

import { resolveMediaUrl } from '~/data/media.server.ts'
import { getEnv } from '~/env.server.ts'
import { type Lang, resolveLanguage } from '~/i18n/language.ts'
import { type League, findDivision } from '~/league/index.ts'

import { loadLeagueContext } from './league-context.server.ts'
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
    const context = await loadLeagueContext({ seasonId: params.season })
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
    if (context && view.kind === 'team') {
      const { teamId, division, season } = params
      jsonLd = teamJsonLd(context.league, { teamId, division, season }, lang)
    }
  }
  if (view.kind === 'moved') {
    // The same language as the URL asked for; the rest of the query named the wrong division.
    const asked = new URL(request.url).searchParams.get('lang')
    throw redirect(asked ? `${view.location}&lang=${encodeURIComponent(asked)}` : view.location)
  }
  return { view, status: teamPageStatus(view), jsonLd }
}
