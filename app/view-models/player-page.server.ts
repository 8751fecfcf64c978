/**
 * Loader of the player page. With a `season` parameter only that season is searched (the
 * link is explicit); without one: the active season, then the others from the newest, so an
 * old link without a season still finds a player of a past season.
 */
import { resolveMediaUrl } from '~/data/media.server.ts'
import { resolveLanguage } from '~/i18n/language.ts'
import { playerProfile } from '~/league/index.ts'

import { currentLeague } from '~/data/current-league.server.ts'
import {
  type PlayerPageView,
  playerErrorView,
  playerPageParams,
  playerPageStatus,
  toPlayerPageView,
} from './player-page.ts'
import { seasonSearchOrder } from './team-pages-common.ts'

async function findView(request: Request, id: string | undefined): Promise<PlayerPageView> {
  const { lang } = resolveLanguage(request)
  const params = playerPageParams(id, new URL(request.url).searchParams)
  if (params.id === '') return playerErrorView('missing-id', lang)
  const context = await currentLeague()
  if (!context) return playerErrorView('unavailable', lang)
  const seasons = params.season ? [params.season] : seasonSearchOrder(context.league)
  for (const seasonId of seasons) {
    const league =
      seasonId === context.league.seasonId
        ? context.league
        : (await currentLeague({ seasonId }))?.league
    const profile = league ? playerProfile(league, params.query) : undefined
    if (league && profile) return toPlayerPageView(league, profile, lang, resolveMediaUrl)
  }
  return playerErrorView('not-found', lang)
}

export async function loadPlayerPage(
  request: Request,
  id: string | undefined,
): Promise<{ view: PlayerPageView; status: number }> {
  const view = await findView(request, id)
  return { view, status: playerPageStatus(view) }
}
