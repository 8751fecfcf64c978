/**
 * Loader of the match page. Game ids are unique within a season only, and match links
 * carry no season, so the search goes: the `season` query parameter when given, then the
 * active season, then the other seasons from the newest; the first schedule holding the id
 * wins. An optional `division` parameter disambiguates ids reused across divisions.
 */
import { resolveMediaUrl } from '~/data/media.server.ts'
import { resolveLanguage } from '~/i18n/language.ts'
import { type League, type MatchSheet, matchSheet } from '~/league/index.ts'

import { loadLeagueContext } from './league-context.server.ts'
import {
  type MatchPageView,
  matchPageStatus,
  notFoundMatchView,
  toMatchPageView,
  unavailableMatchView,
} from './match-page.ts'
import { seasonSearchOrder } from './team-pages-common.ts'

async function locate(
  active: League,
  matchId: string,
  search: URLSearchParams,
): Promise<{ league: League; sheet: MatchSheet } | undefined> {
  const division = search.get('division')?.trim() || undefined
  for (const seasonId of seasonSearchOrder(active, search.get('season')?.trim() || undefined)) {
    const league =
      seasonId === active.seasonId ? active : (await loadLeagueContext({ seasonId }))?.league
    const sheet = league ? matchSheet(league, matchId, division) : undefined
    if (league && sheet) return { league, sheet }
  }
  return undefined
}

export async function loadMatchPage(
  request: Request,
  matchId: string | undefined,
): Promise<{ view: MatchPageView; status: number }> {
  const { lang } = resolveLanguage(request)
  const id = matchId?.trim() ?? ''
  const context = await loadLeagueContext()
  let view: MatchPageView
  if (!context) view = unavailableMatchView(lang)
  else {
    const found =
      id === '' ? undefined : await locate(context.league, id, new URL(request.url).searchParams)
    view = found
      ? await toMatchPageView(found.league, found.sheet, lang, resolveMediaUrl)
      : notFoundMatchView(lang)
  }
  return { view, status: matchPageStatus(view) }
}
