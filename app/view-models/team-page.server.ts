/** Loader of the team page: reads the URL, the league of the URL's season and photo URLs. */
import { redirect } from 'react-router'

import { resolveMediaUrl } from '~/data/media.server.ts'
import { resolveLanguage } from '~/i18n/language.ts'

import { loadLeagueContext } from './league-context.server.ts'
import {
  type TeamPageView,
  incompleteTeamView,
  teamPageParams,
  teamPageStatus,
  toTeamPageView,
  unavailableTeamView,
} from './team-page.ts'

export async function loadTeamPage(
  request: Request,
  teamId: string | undefined,
): Promise<{ view: Exclude<TeamPageView, { kind: 'moved' }>; status: number }> {
  const { lang } = resolveLanguage(request)
  const params = teamPageParams(teamId, new URL(request.url).searchParams)
  let view: TeamPageView
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
  }
  if (view.kind === 'moved') {
    // The same language as the URL asked for; the rest of the query named the wrong division.
    const asked = new URL(request.url).searchParams.get('lang')
    throw redirect(asked ? `${view.location}&lang=${encodeURIComponent(asked)}` : view.location)
  }
  return { view, status: teamPageStatus(view) }
}
