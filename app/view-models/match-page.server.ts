/**
 * Loader of the match page. Game ids are unique within a season only, and match links
 * carry no season, so the search goes: the `season` query parameter when given, then the
 * active season, then the other seasons from the newest; the first schedule holding the id
 * wins. An optional `division` parameter disambiguates ids reused across divisions.
 */
import { resolveMediaUrl } from '~/data/media.server.ts'
import type { MetaDescriptor } from 'react-router'

import { getEnv } from '~/env.server.ts'
import { resolveLanguage } from '~/i18n/language.ts'
import { type League, type MatchSheet, matchSheet } from '~/league/index.ts'

import { currentLeague } from '~/data/current-league.server.ts'
import {
  type MatchPageView,
  matchPageStatus,
  notFoundMatchView,
  toMatchPageView,
  unavailableMatchView,
} from './match-page.ts'
import { jsonLdMeta, sportsEventJsonLd } from './structured-data.ts'
import { seasonSearchOrder } from './team-pages-common.ts'

/** The match of `matchId` and the league of its season (also the match's share image). */
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
  matchId: string | undefined,
): Promise<{ view: MatchPageView; status: number; jsonLd: MetaDescriptor[] }> {
  const { lang } = resolveLanguage(request)
  const id = matchId?.trim() ?? ''
  const context = await currentLeague()
  let view: MatchPageView
  let jsonLd: MetaDescriptor[] = []
  if (!context) view = unavailableMatchView(lang)
  else {
    const found =
      id === ''
        ? undefined
        : await locateMatch(context.league, id, new URL(request.url).searchParams)
    view = found
      ? await toMatchPageView(found.league, found.sheet, lang, resolveMediaUrl)
      : notFoundMatchView(lang)
    if (found) {
      const event = sportsEventJsonLd(
        found.sheet.match,
        { publicUrl: getEnv().PUBLIC_URL, lang },
        found.league,
      )
      jsonLd = jsonLdMeta(event)
    }
  }
  return { view, status: matchPageStatus(view), jsonLd }
}
