// docs/product.md#preseason. Pure; the loader resolves the image URL.
import type { Lang } from '~/i18n/language.ts'
import {
  type League,
  type PreseasonEntry,
  type Season,
  formatLongDate,
  localName,
  preseasonBanner,
  preseasonPeriod,
  leagueToday,
} from '~/league/index.ts'

import { type MatchCardView, toMatchCardView } from './match-card.ts'

export type PreseasonBannerState =
  | { kind: 'error' }
  | { kind: 'no-season' }
  | { kind: 'unknown-season' }
  | { kind: 'no-image'; seasonId: string; seasonName: string }
  | { kind: 'image-missing'; seasonId: string; seasonName: string }
  | { kind: 'banner'; seasonId: string; seasonName: string; imageUrl: string }

export type PreseasonWhenView =
  | { state: 'error' | 'no-season' | 'none' }
  | { state: 'over'; first?: string; last?: string }
  | { state: 'scheduled' | 'under-way'; first: string; last: string }

export type PreseasonPageView = {
  banner: PreseasonBannerState
  when: PreseasonWhenView
  games: MatchCardView[]
}

export type PreseasonSource =
  | { kind: 'no-season' }
  | { kind: 'unknown-season' }
  | { kind: 'season'; season: Season; entry?: PreseasonEntry }

export function preseasonSource(league: League): PreseasonSource {
  const season = league.activeSeason
  if (!season) {
    return league.source.seasonsUnreadable ? { kind: 'unknown-season' } : { kind: 'no-season' }
  }
  const entry = preseasonBanner(league)
  return entry ? { kind: 'season', season, entry } : { kind: 'season', season }
}

export function preseasonGames(league: League, lang: Lang): MatchCardView[] {
  return league.matches
    .filter((match) => match.isPreseason)
    .map((match) => toMatchCardView(match, lang))
}

export function preseasonWhen(league: League, now: Date, lang: Lang): PreseasonWhenView {
  if (league.source.scheduleMalformed) return { state: 'error' }
  const period = preseasonPeriod(league.matches, leagueToday(now))
  if (period.state === 'none') return period
  const dates = {
    ...(period.first === undefined ? {} : { first: formatLongDate(period.first, lang) }),
    ...(period.last === undefined ? {} : { last: formatLongDate(period.last, lang) }),
  }
  if (period.state === 'over') return { state: 'over', ...dates }
  return { state: period.state, first: dates.first ?? '', last: dates.last ?? '' }
}

export function toPreseasonView(
  source: PreseasonSource,
  imageUrl: string | undefined,
  league: League,
  lang: Lang,
  now: Date,
): PreseasonPageView {
  if (source.kind !== 'season') {
    return { banner: { kind: source.kind }, when: { state: 'no-season' }, games: [] }
  }
  const season = { seasonId: source.season.id, seasonName: localName(source.season, lang) }
  const games = preseasonGames(league, lang)
  const when = preseasonWhen(league, now, lang)
  if (!source.entry) return { banner: { kind: 'no-image', ...season }, when, games }
  if (!imageUrl) return { banner: { kind: 'image-missing', ...season }, when, games }
  return { banner: { kind: 'banner', ...season, imageUrl }, when, games }
}

export function unavailablePreseasonPage(): PreseasonPageView {
  return { banner: { kind: 'error' }, when: { state: 'error' }, games: [] }
}
