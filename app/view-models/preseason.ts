/**
 * The preseason page (docs/product.md#preseason): which of its states applies, the banner and the
 * preseason games of the active season. Pure; the loader resolves the image URL in between.
 */
import type { Lang } from '~/i18n/language.ts'
import {
  type League,
  type PreseasonEntry,
  type Season,
  localName,
  preseasonBanner,
} from '~/league/index.ts'

import { type MatchCardView, toMatchCardView } from './match-card.ts'

/**
 * What the banner area shows:
 * - `error`: the data layer is unavailable ('Failed to load preseason banner.');
 * - `no-season`: no season has isActive ('No active season found.');
 * - `unknown-season`: the Seasons node is there but unreadable ('Unable to determine active season.');
 * - `no-image`: the active season has no PreSeason entry ('No preseason image available.');
 * - `image-missing`: its entry names a file that does not exist ('Preseason image not found.');
 * - `banner`: the image (the browser may still fail to load it: the page then says 'not found').
 */
export type PreseasonBannerState =
  | { kind: 'error' }
  | { kind: 'no-season' }
  | { kind: 'unknown-season' }
  | { kind: 'no-image'; seasonId: string; seasonName: string }
  | { kind: 'image-missing'; seasonId: string; seasonName: string }
  | { kind: 'banner'; seasonId: string; seasonName: string; imageUrl: string }

export type PreseasonPageView = {
  banner: PreseasonBannerState
  /** Preseason games of the active season, chronological (empty when the schedule has none). */
  games: MatchCardView[]
}

/** The season the page is about, before the image is resolved. */
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

export function toPreseasonView(
  source: PreseasonSource,
  imageUrl: string | undefined,
  league: League,
  lang: Lang,
): PreseasonPageView {
  if (source.kind !== 'season') return { banner: { kind: source.kind }, games: [] }
  const season = { seasonId: source.season.id, seasonName: localName(source.season, lang) }
  const games = preseasonGames(league, lang)
  if (!source.entry) return { banner: { kind: 'no-image', ...season }, games }
  if (!imageUrl) return { banner: { kind: 'image-missing', ...season }, games }
  return { banner: { kind: 'banner', ...season, imageUrl }, games }
}

export function unavailablePreseasonPage(): PreseasonPageView {
  return { banner: { kind: 'error' }, games: [] }
}
