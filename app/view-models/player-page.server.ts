/**
 * Loader of the player page. With a `season` parameter only that season is searched (the
 * link is explicit); without one: the active season, then the others from the newest, so an
 * old link without a season still finds a player of a past season.
 */
import { currentLeague } from '~/data/current-league.server.ts'
import { type Lang, resolveLanguage } from '~/i18n/language.ts'
import { playerProfile } from '~/league/index.ts'
import { type PageResult, pageResult } from '~/utils/page-result.ts'

import { resolvePhoto } from './images.server.ts'
import {
  type PlayerPageView,
  playerErrorView,
  playerPageKind,
  playerPageParams,
  toPlayerPageView,
} from './player-page.ts'
import { seasonSearchOrder, teamPagesMeta } from './team-pages-common.ts'

async function findView(
  request: Request,
  id: string | undefined,
  lang: Lang,
): Promise<PlayerPageView> {
  const params = playerPageParams(id, new URL(request.url).searchParams)
  if (params.id === '') return playerErrorView('missing-id', lang)
  const current = await currentLeague()
  if (!current) return playerErrorView('unavailable', lang)
  const seasons = params.season ? [params.season] : seasonSearchOrder(current.league)
  for (const seasonId of seasons) {
    const league =
      seasonId === current.league.seasonId
        ? current.league
        : (await currentLeague({ seasonId }))?.league
    const profile = league ? playerProfile(league, params.query) : undefined
    if (league && profile) return toPlayerPageView(league, profile, lang, resolvePhoto)
  }
  return playerErrorView('not-found', lang)
}

/** `/player/{playerId}` with its optional query parameters. */
export async function loadPlayerPage(
  request: Request,
  params: { playerId?: string },
): Promise<PageResult<PlayerPageView>> {
  const { lang } = resolveLanguage(request)
  const view = await findView(request, params.playerId, lang)
  return pageResult(view, playerPageKind(view), { meta: teamPagesMeta(lang, view.meta) })
}
