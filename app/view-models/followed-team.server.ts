// docs/product.md#follow-a-team. The home asks this for each team the device follows: public data
// only, kept by the page cache per team, division and language, so it is the same bytes for
// everyone and a hit costs a lookup.
import { currentLeague } from '~/data/current-league.server.ts'
import { resolveLanguage } from '~/i18n/language.ts'
import { placeTeam } from '~/league/index.ts'
import { cacheableResponse } from '~/utils/response-cache.server.ts'

import { teamHref } from './links.ts'
import { type FollowedTeamView, toFollowedTeamView } from './followed-team.ts'
import { teamCalendar } from './team-page.server.ts'
import { toTeamPageView } from './team-page.ts'

export const FOLLOWED_TEAM_CONTENT_TYPE = 'application/json; charset=utf-8'

function json(status: number, body: unknown, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': FOLLOWED_TEAM_CONTENT_TYPE, 'Cache-Control': 'no-store', ...extra },
  })
}

export async function followedTeamResponse(
  request: Request,
  teamIdParam: string | undefined,
): Promise<Response> {
  const teamId = teamIdParam?.trim()
  if (!teamId || teamId.length > 64) return json(404, { kind: 'gone' })
  const url = new URL(request.url)
  const asked = url.searchParams.get('division')?.trim() ?? ''
  const current = await currentLeague()
  if (!current) return json(503, { kind: 'unavailable' }, { 'Retry-After': '60' })
  const { league, now } = current
  const seasonId = league.activeSeason?.id ?? league.seasonId ?? ''
  const { lang } = resolveLanguage(request)
  // A team moved to another division since it was followed is shown where it plays now.
  let placement = placeTeam(league, { teamId, divisionId: asked, seasonId })
  if (placement.kind === 'moved')
    placement = placeTeam(league, { teamId, divisionId: placement.division.id, seasonId })
  let body: FollowedTeamView = { kind: 'gone' }
  if (placement.kind === 'found') {
    const { divisionId } = placement
    const view = toTeamPageView({ league, teamId, divisionId, seasonId, now, lang, placement })
    if (view.kind === 'team') {
      view.calendar = teamCalendar(league, view, seasonId, divisionId, lang)
      const href = teamHref({ teamId, divisionId, seasonId }) ?? '/'
      body = toFollowedTeamView(view, href)
    }
  }
  return cacheableResponse(request, JSON.stringify(body), {
    contentType: FOLLOWED_TEAM_CONTENT_TYPE,
    dependsOnCookie: !url.searchParams.has('lang'),
  })
}
