/** Loader of the team page: reads the URL, the league of the URL's season and photo URLs. */
import { resolveMediaUrl } from '~/data/media.server.ts'
import { getEnv } from '~/env.server.ts'
import { resolveLanguage } from '~/i18n/language.ts'

import { calendarFeedLinks, calendarFeedPath } from './calendar-links.ts'
import { scheduleSearch } from './schedule-page.ts'
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
): Promise<{ view: TeamPageView; status: number }> {
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
    if (view.kind === 'team' && context) {
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
  return { view, status: teamPageStatus(view) }
}
