// docs/product.md#search. Pure.
import type { Lang } from '~/i18n/language.ts'
import { searchPageText } from '~/i18n/search-page-text.ts'
import {
  type League,
  type SearchQuery,
  findDivision,
  localName,
  readSearchQuery,
  searchLeague,
  SEARCH_QUERY_MAX_LENGTH,
} from '~/league/index.ts'

import { playerHref, teamHref } from './links.ts'

export type SearchResultView = {
  key: string
  name: string
  href?: string
  detail: string
  /** A team of the season shown: the device can follow it from the result. */
  follow?: { teamId: string; divisionId: string }
}

export type SearchGroupView = {
  heading: string
  items: SearchResultView[]
  total: number
  more?: string
}

/** Written from a server-only catalogue, not downloaded by every page. */
export type SearchPageText = {
  title: string
  description: string
  formLabel: string
  message?: string
  hint?: string
  summary?: string
}

export type SearchPageView = {
  query: string
  state: 'empty' | 'too-short' | 'too-long' | 'no-results' | 'results' | 'unavailable'
  teams: SearchGroupView
  players: SearchGroupView
  maxLength: number
  text: SearchPageText
}

function boxText(raw: string | null): string {
  return (raw ?? '').trim().slice(0, SEARCH_QUERY_MAX_LENGTH)
}

function baseView(raw: string | null, state: SearchPageView['state'], lang: Lang): SearchPageView {
  const t = searchPageText(lang)
  const query = boxText(raw)
  return {
    query,
    state,
    teams: { heading: t('search.teams'), items: [], total: 0 },
    players: { heading: t('search.players'), items: [], total: 0 },
    maxLength: SEARCH_QUERY_MAX_LENGTH,
    text: {
      title: query ? t('search.titleWithQuery', { query }) : '',
      description: t('search.description'),
      formLabel: t('search.pageFormLabel'),
    },
  }
}

function withTexts(view: SearchPageView, lang: Lang): SearchPageView {
  const t = searchPageText(lang)
  const query = view.query
  const messages: Record<SearchPageView['state'], string | undefined> = {
    empty: t('search.empty'),
    'too-short': t('search.tooShort'),
    'too-long': t('search.tooLong', { max: view.maxLength }),
    'no-results': t('search.noResults', { query }),
    unavailable: t('search.unavailable'),
    results: undefined,
  }
  const message = messages[view.state]
  if (message !== undefined) view.text.message = message
  if (view.state === 'no-results') view.text.hint = t('search.noResultsHint')
  const total = view.teams.total + view.players.total
  if (view.state === 'results')
    view.text.summary =
      total === 1 ? t('search.summaryOne', { query }) : t('search.summary', { count: total, query })
  for (const group of [view.teams, view.players]) {
    if (group.items.length < group.total)
      group.more = t('search.more', { shown: group.items.length, total: group.total })
  }
  return view
}

export function searchUnavailableView(raw: string | null, lang: Lang): SearchPageView {
  return withTexts(baseView(raw, 'unavailable', lang), lang)
}

function stateOf(query: SearchQuery): SearchPageView['state'] {
  return query.kind === 'words' ? 'no-results' : query.kind
}

export function toSearchPageView(league: League, raw: string | null, lang: Lang): SearchPageView {
  const query = readSearchQuery(raw)
  const view = baseView(raw, stateOf(query), lang)
  if (query.kind !== 'words') return withTexts(view, lang)
  const results = searchLeague(league, query)
  const teamsById = new Map(league.teams.map((team) => [team.id, team]))
  const divisionName = (id: string | undefined) => {
    const division = id === undefined ? undefined : findDivision(league.divisions, id)
    return division ? localName(division, lang) : ''
  }
  view.teams = {
    heading: view.teams.heading,
    total: results.teams.total,
    items: results.teams.items.map((team) => ({
      key: team.id,
      name: localName(team, lang),
      href: teamHref({ teamId: team.id, divisionId: team.divisionId, seasonId: league.seasonId }),
      detail: divisionName(team.divisionId),
      ...(team.divisionId ? { follow: { teamId: team.id, divisionId: team.divisionId } } : {}),
    })),
  }
  view.players = {
    heading: view.players.heading,
    total: results.players.total,
    items: results.players.items.map((player) => {
      const team = player.teamId === undefined ? undefined : teamsById.get(player.teamId)
      const divisionId = player.divisionId ?? team?.divisionId
      return {
        key: player.id,
        name: player.name,
        href: playerHref({
          playerId: player.id,
          season: league.seasonId,
          division: divisionId,
          teamId: player.teamId,
        }),
        detail: [team ? localName(team, lang) : undefined, divisionName(divisionId) || undefined]
          .filter(Boolean)
          .join(' · '),
      }
    }),
  }
  if (view.teams.total + view.players.total > 0) view.state = 'results'
  return withTexts(view, lang)
}
