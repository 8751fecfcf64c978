// docs/product.md#home. Pure: images stay references (`imageRef`) for home.server.ts to resolve.
import type { Lang } from '~/i18n/language.ts'
import {
  type Division,
  type League,
  type Match,
  type RankingRow,
  type StrikerRow,
  activeDivisions,
  computeStandings,
  findDivision,
  formatLongDate,
  latestNews,
  localName,
  localText,
  rankDefence,
  rankOffence,
  homeMatchLists,
  teamStatsUnreadable,
  tonightsMatches,
  topStrikers,
  leagueToday,
  MATCH_LIST_LIMITS,
  RANKING_WIDGET_LIMIT,
  STRIKER_LIMITS,
} from '~/league/index.ts'

import { type DivisionOption, divisionOption } from './division-option.ts'
import { playerHref, teamHref } from './links.ts'
import { type PlayoffsNowView, playoffsNow } from './playoffs-page.ts'
import { type MatchCardView, toMatchCardView } from './match-card.ts'
import {
  type Resolved,
  type SponsorCard,
  type SponsorCardView,
  toSponsorCards,
} from './sponsors.ts'
import { type StandingsView, toStandingsView } from './standings-view.ts'

/** It drives the standings, top strikers, best offence and best defence together. */
export const HOME_DIVISION_PARAM = 'division'

export type HomeParams = { division?: string }

export type NewsCardView = {
  id: string
  title: string
  date: string
  content: string
  fullContent?: string
  imageRef?: string
}

export type TodayView =
  { state: 'error' } | { state: 'ready'; date: string; matches: MatchCardView[] }

export type StrikerView = {
  rank: number
  name: string
  href?: string
  teamName: string
  teamHref?: string
  goals: number
  imageRef?: string
}

export type RankingRowView = {
  rank: number
  teamId: string
  teamName: string
  teamHref?: string
  value: number
  gp: number
}

export type RankingWidgetView =
  { state: 'error' } | { state: 'ready'; divisionName: string; rows: RankingRowView[] }

export type HomeView = {
  news: NewsCardView[]
  today: TodayView
  divisions: DivisionOption[]
  selectedDivisionId?: string
  standings: { table?: StandingsView; strikers: StrikerView[] }
  offence: RankingWidgetView
  defence: RankingWidgetView
  upcoming: MatchCardView[]
  recent: MatchCardView[]
  sponsors: SponsorCardView[]
  playoffs: PlayoffsNowView[]
}

export function toDivisionOptions(divisions: readonly Division[], lang: Lang): DivisionOption[] {
  return activeDivisions(divisions).map((division) => divisionOption(division, lang))
}

export function selectDivision(league: League, wanted: string | undefined): Division | undefined {
  const active = activeDivisions(league.divisions)
  const found = wanted === undefined ? undefined : findDivision(active, wanted)
  return found ?? active[0]
}

export function toStrikerView(
  row: StrikerRow,
  seasonId: string | undefined,
  lang: Lang,
): StrikerView {
  const teamName = localText(row.team.name, lang)
  const view: StrikerView = {
    rank: row.rank,
    name: row.name,
    teamName,
    goals: row.goals,
  }
  const href = playerHref({
    playerId: row.playerId,
    season: seasonId,
    division: row.divisionId,
    teamId: row.team.id,
    // The player page matches the data's own (English) name against the stats tree.
    teamName: row.team.name.en,
    playerKey: row.playerKey,
    playerName: row.name,
  })
  if (href) view.href = href
  const team = teamHref({ teamId: row.team.id, divisionId: row.divisionId, seasonId })
  if (team) view.teamHref = team
  if (row.photo !== undefined) view.imageRef = row.photo
  return view
}

export function toRankingRowView(
  row: RankingRow,
  kind: 'offence' | 'defence',
  seasonId: string | undefined,
  lang: Lang,
): RankingRowView {
  const view: RankingRowView = {
    rank: row.rank,
    teamId: row.team.id,
    teamName: localText(row.team.name, lang),
    value: kind === 'offence' ? row.gf : row.ga,
    gp: row.gp,
  }
  const href = teamHref({ teamId: row.team.id, divisionId: row.divisionId, seasonId })
  if (href) view.teamHref = href
  return view
}

function rankingWidget(
  league: League,
  kind: 'offence' | 'defence',
  division: Division | undefined,
  lang: Lang,
): RankingWidgetView {
  if (teamStatsUnreadable(league.source, division?.id)) return { state: 'error' }
  const rows = division
    ? (kind === 'offence' ? rankOffence : rankDefence)(league, division.id, RANKING_WIDGET_LIMIT)
    : []
  return {
    state: 'ready',
    divisionName: division ? localName(division, lang) : '',
    rows: rows.map((row) => toRankingRowView(row, kind, league.seasonId, lang)),
  }
}

function todayView(
  league: League,
  now: Date,
  lang: Lang,
  card: (match: Match) => MatchCardView,
): TodayView {
  if (league.source.scheduleMalformed) return { state: 'error' }
  return {
    state: 'ready',
    date: formatLongDate(leagueToday(now), lang),
    // Live games first, then those to play: the carousel opens on the game that matters now.
    matches: tonightsMatches(league, now).map(card),
  }
}

export function unavailableHomeView(): HomeView {
  return {
    news: [],
    today: { state: 'error' },
    divisions: [],
    standings: { strikers: [] },
    offence: { state: 'error' },
    defence: { state: 'error' },
    upcoming: [],
    recent: [],
    sponsors: [],
    playoffs: [],
  }
}

export function buildHomeView(input: {
  league: League
  now: Date
  lang: Lang
  params: HomeParams
}): HomeView {
  const { league, now, lang, params } = input
  const seasonId = league.seasonId
  // A view shared by several lists is sent once in the page's hydration data.
  const cards = new Map<Match, MatchCardView>()
  const card = (match: Match) => {
    let view = cards.get(match)
    if (!view) cards.set(match, (view = toMatchCardView(match, lang)))
    return view
  }
  const division = selectDivision(league, params.division)
  const standings: HomeView['standings'] = {
    strikers: division
      ? topStrikers(league, { divisionId: division.id, limit: STRIKER_LIMITS.home }).map((row) =>
          toStrikerView(row, seasonId, lang),
        )
      : [],
  }
  if (division) {
    standings.table = toStandingsView(computeStandings(league, division.id), seasonId, lang)
  }
  const lists = homeMatchLists(league, now, {
    upcoming: MATCH_LIST_LIMITS.homeUpcoming,
    recent: MATCH_LIST_LIMITS.recentResultsExpanded,
  })
  const view: HomeView = {
    news: latestNews(league.news, lang).map(({ image, ...item }) =>
      image === undefined ? item : { ...item, imageRef: image },
    ),
    today: todayView(league, now, lang, card),
    divisions: toDivisionOptions(league.divisions, lang),
    standings,
    offence: rankingWidget(league, 'offence', division, lang),
    defence: rankingWidget(league, 'defence', division, lang),
    upcoming: lists.upcoming.map(card),
    recent: lists.recent.map(card),
    sponsors: toSponsorCards(league),
    playoffs: playoffsNow(league, activeDivisions(league.divisions), lang),
  }
  if (division) view.selectedDivisionId = division.id
  return view
}

export function homeParams(search: URLSearchParams): HomeParams {
  const division = search.get(HOME_DIVISION_PARAM)?.trim()
  return division ? { division } : {}
}

export type HomeData = Omit<HomeView, 'news' | 'standings' | 'sponsors'> & {
  news: Resolved<NewsCardView>[]
  standings: Omit<HomeView['standings'], 'strikers'> & { strikers: Resolved<StrikerView>[] }
  sponsors: SponsorCard[]
}
