import type { Lang } from '~/i18n/language.ts'
import {
  fieldName,
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
import { calledOffReason } from './operator-text.ts'

export type MatchCardSide = {
  name: string
  initials: string
  href?: string
  score?: number
  /** Absent flags keep the page's hydration data short. */
  forfeit?: true
  winner?: true
}

export type LiveClockView = { minute?: number; phase?: LivePhase }

export type MatchCardView = {
  id: string
  /** A past season's game: never patched live (ids are unique within a season only). */
  past?: true
  href?: string
  status: 'finished' | 'live' | 'upcoming' | 'postponed' | 'cancelled'
  live?: LiveClockView
  statusReason?: string
  date: string
  time?: string
  field?: string
  playoffLabel?: string
  divisionName: string
  /** A women's division: its words agree (« Gagnante »). */
  women?: true
  overtime?: true
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

/** Game ids are unique within a season only: a past season's link carries it. */
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
  const reason = match.calledOff && calledOffReason(match.calledOff, lang)
  if (reason) view.statusReason = reason
  if (match.divisionSex === 'women') view.women = true
  if (match.wentOvertime) view.overtime = true
  const shootout = decidingShootout(match)
  if (shootout) view.shootout = shootout
  const winner = matchWinner(match)
  if (winner) view[winner].winner = true
  if (match.live) view.live = { ...match.live }
  if (options?.past) view.past = true
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
  if (match.field) view.field = fieldName(match.field, lang)
  if (match.isPlayoff) view.playoffLabel = playoffGameLabel(match.playoffStage, lang)
  return view
}
