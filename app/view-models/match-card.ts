import type { Lang } from '~/i18n/language.ts'
import {
  type LivePhase,
  type Match,
  type MatchSide,
  decidingShootout,
  formatMatchDate,
  formatMatchTime,
  initials,
  localText,
  matchWinner,
  playoffGameLabel,
} from '~/league/index.ts'

import { matchHref, teamHref } from './links.ts'

export type MatchCardSide = {
  name: string
  /** Two-letter initials for the team badge (today's matches). */
  initials: string
  href?: string
  score?: number
  /** Only when the side forfeited (absent flags keep the page's hydration data short). */
  forfeit?: true
  /** Only on the side that won a finished match (score, shootout or the other's forfeit). */
  winner?: true
}

/** Where a live game is: the latest minute recorded and the phase, each only when known. */
export type LiveClockView = { minute?: number; phase?: LivePhase }

/** Everything a match card shows, already localised (docs/product.md#home, the match card). */
export type MatchCardView = {
  id: string
  /** The match page: the sheet, the match centre, or an upcoming game's preview. */
  href?: string
  status: 'finished' | 'live' | 'upcoming' | 'postponed' | 'cancelled'
  /** Only for a live match: its score is the running score. */
  live?: LiveClockView
  /** Why a postponed or cancelled match is, in the operator's words. */
  statusReason?: string
  date: string
  /** Undefined when unknown: the card shows 'TBD' / 'À confirmer'. */
  time?: string
  field?: string
  /** The playoff stage badge, only for playoff games. */
  playoffLabel?: string
  divisionName: string
  /** Only when the match went to overtime. */
  overtime?: true
  /** Shootout goals, only when a drawn match was decided by its shootout. */
  shootout?: { home: number; away: number }
  home: MatchCardSide
  away: MatchCardSide
}

function side(match: Match, matchSide: MatchSide, lang: Lang): MatchCardSide {
  const name = localText(matchSide.name, lang)
  const view: MatchCardSide = {
    name,
    initials: initials(name),
  }
  const href = matchSide.tbd
    ? undefined
    : teamHref({ teamId: matchSide.teamId, divisionId: match.divisionId, seasonId: match.seasonId })
  if (href) view.href = href
  if (matchSide.score !== undefined) view.score = matchSide.score
  if (matchSide.forfeit) view.forfeit = true
  return view
}

/**
 * A match's card. `past`: the match is of a past season, so its match page link carries the
 * season and division (game ids are unique within a season only).
 */
export function toMatchCardView(
  match: Match,
  lang: Lang,
  options?: { past?: boolean },
): MatchCardView {
  const view: MatchCardView = {
    id: match.id,
    status: match.calledOff?.status ?? match.status,
    date: formatMatchDate(match, lang),
    divisionName: localText(match.divisionName, lang),
    home: side(match, match.home, lang),
    away: side(match, match.away, lang),
  }
  if (match.calledOff?.reason) view.statusReason = match.calledOff.reason
  if (match.wentOvertime) view.overtime = true
  const shootout = decidingShootout(match)
  if (shootout) view.shootout = shootout
  const winner = matchWinner(match)
  if (winner) view[winner].winner = true
  if (match.live) view.live = { ...match.live }
  // An upcoming game between two known teams opens its preview (docs/product.md#match).
  const previewed =
    match.status === 'upcoming' && !match.calledOff && !match.home.tbd && !match.away.tbd
  if (match.status === 'finished' || match.status === 'live' || previewed)
    view.href = matchHref(
      match.id,
      options?.past ? { seasonId: match.seasonId, divisionId: match.divisionId } : undefined,
    )
  const time = formatMatchTime(match, lang)
  if (time) view.time = time
  if (match.field) view.field = match.field
  if (match.isPlayoff) view.playoffLabel = playoffGameLabel(match.playoffStage, lang)
  return view
}
