/**
 * Tonight (docs/product.md#tonight): every game of the league's day across divisions and venues,
 * the ones being played first, then the ones to play, then those over (finished or called off);
 * on a day without games, the next day that has some. Pure: the loader passes the League and "now".
 */
import type { Lang } from '~/i18n/language.ts'
import {
  type League,
  type Match,
  formatLongDate,
  leagueToday,
  tonightsMatches,
  upcomingMatches,
} from '~/league/index.ts'

import { type MatchCardView, toMatchCardView } from './match-card.ts'

export type TonightGroup = { kind: 'live' | 'upcoming' | 'over'; games: MatchCardView[] }

export type TonightPageView = {
  /** False when the league data could not be loaded at all (HTTP 503). */
  available: boolean
  /** Today's long date in the page language. */
  date: string
  /** Only the groups that have games, in order. */
  groups: TonightGroup[]
  /** No game today: the next day with games to play, and its games. */
  next?: { date: string; games: MatchCardView[] }
}

/** How far ahead the next game day's games are looked for (a season's busiest day fits). */
const NEXT_DAY_LOOKAHEAD = 60

const groupOf = (match: Match): TonightGroup['kind'] =>
  match.status === 'live'
    ? 'live'
    : match.status === 'upcoming' && !match.calledOff
      ? 'upcoming'
      : 'over'

export function buildTonightPage(league: League, now: Date, lang: Lang): TonightPageView {
  const card = (match: Match) => toMatchCardView(match, lang)
  const groups: TonightGroup[] = []
  for (const match of tonightsMatches(league, now)) {
    const kind = groupOf(match)
    const last = groups.at(-1)
    if (last?.kind === kind) last.games.push(card(match))
    else groups.push({ kind, games: [card(match)] })
  }
  const view: TonightPageView = {
    available: true,
    date: formatLongDate(leagueToday(now), lang),
    groups,
  }
  if (groups.length === 0) {
    const ahead = upcomingMatches(league, now, { limit: NEXT_DAY_LOOKAHEAD })
    const day = ahead.find((match) => match.date !== undefined)?.date
    if (day)
      view.next = {
        date: formatLongDate(day, lang),
        games: ahead.filter((match) => match.date === day).map(card),
      }
  }
  return view
}
