// Game ids are unique within a season only and links carry no season: `season`, the active one,
// then the others, newest first.
import { currentLeague } from '~/data/current-league.server.ts'
import { getEnv } from '~/env.server.ts'
import { resolveLanguage } from '~/i18n/language.ts'
import { type League, type MatchSheet, matchSheet } from '~/league/index.ts'
import { type PageResult, pageResult } from '~/utils/page-result.ts'

import { resolvePhotos } from '~/data/images.server.ts'
import {
  type MatchPageView,
  matchPageKind,
  notFoundMatchView,
  toMatchPageView,
  unavailableMatchView,
} from './match-page.ts'
import { jsonLdMeta, sportsEventJsonLd } from './structured-data.ts'
import { seasonSearchOrder, teamPagesMeta } from './team-pages-common.ts'

export async function locateMatch(
  active: League,
  matchId: string,
  search: URLSearchParams,
): Promise<{ league: League; sheet: MatchSheet } | undefined> {
  const division = search.get('division')?.trim() || undefined
  for (const seasonId of seasonSearchOrder(active, search.get('season')?.trim() || undefined)) {
    const league =
      seasonId === active.seasonId ? active : (await currentLeague({ seasonId }))?.league
    const sheet = league ? matchSheet(league, matchId, division) : undefined
    if (league && sheet) return { league, sheet }
  }
  return undefined
}

export async function loadMatchPage(
  request: Request,
  params: { matchId?: string },
): Promise<PageResult<MatchPageView>> {
  const { lang } = resolveLanguage(request)
  const answer = (view: MatchPageView, jsonLd = jsonLdMeta()) =>
    pageResult(view, matchPageKind(view), { meta: teamPagesMeta(lang, view.meta), jsonLd })
  const id = params.matchId?.trim() ?? ''
  const current = await currentLeague()
  if (!current) return answer(unavailableMatchView(lang))
  const search = new URL(request.url).searchParams
  const found = id === '' ? undefined : await locateMatch(current.league, id, search)
  if (!found) return answer(notFoundMatchView(lang))
  const view = await resolvePhotos(toMatchPageView(found.league, found.sheet, lang))
  const context = { publicUrl: getEnv().PUBLIC_URL, lang }
  return answer(view, jsonLdMeta(sportsEventJsonLd(found.sheet.match, context, found.league)))
}
