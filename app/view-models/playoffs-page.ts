// docs/product.md#playoffs. Pure.
import type { Lang } from '~/i18n/language.ts'
import {
  fieldName,
  type Bracket,
  type BracketSide,
  type BracketTeam,
  type BracketTie,
  type Division,
  type League,
  computeStandings,
  formatLongDate,
  formatTime,
  localName,
  localText,
  playoffBracket,
  playoffStageLabel,
  projectedBracket,
  regularSeasonOver,
} from '~/league/index.ts'

import type { DivisionOption } from './division-option.ts'
import { type SeasonOption, divisionSeasonChoice } from './season-choice.ts'
import { matchHref, playoffsHref, teamHref } from './links.ts'
import type { LiveClockView } from './match-card.ts'

export type BracketSideView = {
  name?: string
  href?: string
  seed?: number
  score?: number
  shootoutGoals?: number
  forfeit: boolean
  winner: boolean
  championPath: boolean
  /** Placed from the current standings, not by the league yet. */
  projected: boolean
}

export type BracketTieView = {
  id: string
  /** A past season's game: never patched live (ids are unique within a season only). */
  past?: true
  href?: string
  date?: string
  time?: string
  field?: string
  finished: boolean
  live?: LiveClockView
  overtime: boolean
  shootout: boolean
  home: BracketSideView
  away: BracketSideView
}

export type BracketRoundView = {
  key: string
  label: string
  current: boolean
  ties: BracketTieView[]
  byes: Array<{ name: string; href?: string; seed?: number }>
}

export type BracketView = {
  status: Bracket['status']
  /** The first round's pairings come from the current standings. */
  projected: boolean
  rounds: BracketRoundView[]
  champion?: { name: string; href?: string; seed?: number }
  currentRoundLabel?: string
}

export type PlayoffsPageView = {
  available: boolean
  seasons: SeasonOption[]
  season?: SeasonOption
  unknownSeason?: string
  divisions: DivisionOption[]
  selectedId?: string
  divisionName?: string
  unknownDivision?: string
  bracket?: BracketView
}

function defaultDivision(league: League, divisions: readonly Division[]): Division | undefined {
  const brackets = divisions.map((division) => ({
    division,
    bracket: playoffBracket(league, division.id),
  }))
  return (
    brackets.find((entry) => entry.bracket.status === 'inProgress')?.division ??
    brackets.find((entry) => entry.bracket.status !== 'none')?.division ??
    divisions[0]
  )
}

function teamName(team: BracketTeam, lang: Lang): string {
  return localText(team.name, lang)
}

interface Links {
  seasonId?: string
  divisionId: string
  past: boolean
}

function sideView(
  side: BracketSide,
  championId: string | undefined,
  lang: Lang,
  links: Links,
): BracketSideView {
  const view: BracketSideView = {
    forfeit: side.forfeit,
    winner: side.winner,
    projected: side.projected === true,
    championPath: championId !== undefined && side.team?.id === championId,
  }
  if (side.team) {
    view.name = teamName(side.team, lang)
    const href = teamHref({
      teamId: side.team.id,
      divisionId: links.divisionId,
      seasonId: links.seasonId,
    })
    if (href) view.href = href
  }
  if (side.seed !== undefined) view.seed = side.seed
  if (side.score !== undefined) view.score = side.score
  if (side.shootoutGoals !== undefined) view.shootoutGoals = side.shootoutGoals
  return view
}

function tieView(
  tie: BracketTie,
  id: string,
  championId: string | undefined,
  lang: Lang,
  links: Links,
): BracketTieView {
  const view: BracketTieView = {
    id,
    finished: tie.status === 'finished',
    overtime: tie.overtime,
    shootout: tie.shootout,
    home: sideView(tie.home, championId, lang, links),
    away: sideView(tie.away, championId, lang, links),
  }
  if (tie.status === 'live') view.live = tie.live ?? {}
  if (links.past) view.past = true
  if (tie.matchId !== undefined && tie.status !== 'upcoming')
    view.href = matchHref(
      tie.matchId,
      links.past ? { seasonId: links.seasonId, divisionId: links.divisionId } : undefined,
    )
  if (tie.date !== undefined) view.date = formatLongDate(tie.date, lang)
  if (tie.start !== undefined) view.time = formatTime(tie.start, lang)
  if (tie.field !== undefined) view.field = fieldName(tie.field, lang)
  return view
}

export function toBracketView(bracket: Bracket, lang: Lang, links: Links): BracketView {
  const championId = bracket.champion?.id
  const current =
    bracket.currentRound === undefined ? undefined : bracket.rounds[bracket.currentRound]
  // A round weeks away is not under way: only once a tie of the bracket is played or live.
  const underWay =
    bracket.status === 'inProgress' ||
    (bracket.status === 'upcoming' && current?.ties.some((tie) => tie.status === 'live') === true)
  const view: BracketView = {
    status: bracket.status,
    projected: bracket.projected === true,
    rounds: bracket.rounds.map((round, r) => ({
      key: round.key,
      label: playoffStageLabel(round.key, lang),
      current: underWay && r === bracket.currentRound,
      ties: round.ties.map((tie, t) =>
        tieView(tie, tie.matchId ?? `${round.key}-${t}`, championId, lang, links),
      ),
      byes: round.byes.map((bye) => {
        const entry: { name: string; href?: string; seed?: number } = {
          name: teamName(bye.team, lang),
        }
        const href = teamHref({
          teamId: bye.team.id,
          divisionId: links.divisionId,
          seasonId: links.seasonId,
        })
        if (href) entry.href = href
        if (bye.seed !== undefined) entry.seed = bye.seed
        return entry
      }),
    })),
  }
  if (bracket.champion) {
    const champion: BracketView['champion'] = { name: teamName(bracket.champion, lang) }
    const href = teamHref({
      teamId: bracket.champion.id,
      divisionId: links.divisionId,
      seasonId: links.seasonId,
    })
    if (href) champion.href = href
    if (bracket.champion.seed !== undefined) champion.seed = bracket.champion.seed
    view.champion = champion
  }
  if (current && underWay) view.currentRoundLabel = playoffStageLabel(current.key, lang)
  return view
}

export function buildPlayoffsPage(
  league: League,
  request: { division: string | null; lang: Lang; unknownSeason?: string },
): PlayoffsPageView {
  const { lang } = request
  const { choice, division } = divisionSeasonChoice(league, request, (divisions) =>
    defaultDivision(league, divisions),
  )
  const { season } = choice
  const view: PlayoffsPageView = { available: true, ...choice }
  if (!division) return view
  view.selectedId = division.id
  view.divisionName = localName(division, lang)
  const bracket = playoffBracket(league, division.id)
  const projected =
    season?.isActive === true && !regularSeasonOver(league, division.id)
      ? projectedBracket(bracket, computeStandings(league, division.id))
      : undefined
  view.bracket = toBracketView(projected ?? bracket, lang, {
    seasonId: league.seasonId,
    divisionId: division.id,
    past: season !== undefined && !season.isActive,
  })
  return view
}

export type PlayoffsNowView = {
  divisionId: string
  divisionName: string
  roundLabel: string
  href: string
  ties: BracketTieView[]
  /** Once the final is played: the champion, with the final as its tie. */
  champion?: { name: string; href?: string }
}

/** Some tie played: the current round, or the final and its champion once played. */
export function playoffsNow(
  league: League,
  divisions: readonly Division[],
  lang: Lang,
): PlayoffsNowView[] {
  return divisions.flatMap((division) => {
    const bracket = playoffBracket(league, division.id)
    const played = bracket.status === 'inProgress' || bracket.status === 'complete'
    if (!played || bracket.currentRound === undefined) return []
    const view = toBracketView(bracket, lang, {
      seasonId: league.seasonId,
      divisionId: division.id,
      past: false,
    })
    const round = view.champion
      ? view.rounds.find((candidate) => candidate.key === 'finals')
      : view.rounds[bracket.currentRound]
    if (!round) return []
    const now: PlayoffsNowView = {
      divisionId: division.id,
      divisionName: localName(division, lang),
      roundLabel: round.label,
      href: playoffsHref(division.id),
      ties: round.ties,
    }
    if (view.champion) {
      const { name, href } = view.champion
      now.champion = href === undefined ? { name } : { name, href }
    }
    return [now]
  })
}

export function unavailablePlayoffsPage(): PlayoffsPageView {
  return { available: false, seasons: [], divisions: [] }
}
