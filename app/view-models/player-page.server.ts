// Without `season`: the active season, then the others from the newest, so an old link still finds
// a player.
import { currentLeague } from '~/data/current-league.server.ts'
import { type Lang, resolveLanguage } from '~/i18n/language.ts'
import { type League, type PlayerProfile, playerCareer, playerProfile } from '~/league/index.ts'
import { type PageResult, pageResult } from '~/utils/page-result.ts'

import { toPlayerCareerView } from './careers.ts'
import { resolvePhotos } from '~/data/images.server.ts'
import {
  type PlayerPageView,
  playerErrorView,
  playerPageKind,
  playerPageParams,
  toPlayerPageView,
} from './player-page.ts'
import { everySeasonLeague } from './season-leagues.server.ts'
import { seasonSearchOrder, teamPagesMeta } from './team-pages-common.ts'

type Found = { league: League; profile: PlayerProfile }

async function findPlayer(
  request: Request,
  id: string | undefined,
): Promise<Found | 'missing-id' | 'unavailable' | 'not-found'> {
  const params = playerPageParams(id, new URL(request.url).searchParams)
  if (params.id === '') return 'missing-id'
  const current = await currentLeague()
  if (!current) return 'unavailable'
  const seasons = params.season ? [params.season] : seasonSearchOrder(current.league)
  for (const seasonId of seasons) {
    const league =
      seasonId === current.league.seasonId
        ? current.league
        : (await currentLeague({ seasonId }))?.league
    const profile = league ? playerProfile(league, params.query) : undefined
    if (league && profile) return { league, profile }
  }
  return 'not-found'
}

async function findView(
  request: Request,
  id: string | undefined,
  lang: Lang,
): Promise<PlayerPageView> {
  const found = await findPlayer(request, id)
  if (typeof found === 'string') return playerErrorView(found, lang)
  const { league, profile } = found
  const view = await resolvePhotos(toPlayerPageView(league, profile, lang))
  if (view.kind !== 'player' || profile.playerId === undefined) return view
  const all = await everySeasonLeague()
  if (!all) return view
  const career = toPlayerCareerView(playerCareer(all.leagues, profile.playerId), profile.playerId, {
    activeSeasonId: league.activeSeason?.id,
    shownSeasonId: league.seasonId,
    lang,
  })
  if (career) view.career = career
  return view
}

export async function loadPlayerPage(
  request: Request,
  params: { playerId?: string },
): Promise<PageResult<PlayerPageView>> {
  const { lang } = resolveLanguage(request)
  const view = await findView(request, params.playerId, lang)
  return pageResult(view, playerPageKind(view), { meta: teamPagesMeta(lang, view.meta) })
}
