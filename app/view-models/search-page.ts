/**
 * The search page (`/search?q=`, issue 19): teams and players of the active season whose names
 * match the query, grouped, each linking to its page with the parameters that page needs.
 * Pure: the league comes in, a localised view goes out.
 */
import type { Lang } from '~/i18n/language.ts'
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
  /** What tells two results apart: the division, and for players the team. */
  detail: string
}

export type SearchGroupView = { items: SearchResultView[]; total: number }

export type SearchPageView = {
  /** The query as typed (trimmed and cut to the limit), to refill the search box. */
  query: string
  state: 'empty' | 'too-short' | 'too-long' | 'no-results' | 'results' | 'unavailable'
  teams: SearchGroupView
  players: SearchGroupView
  maxLength: number
}

const NO_HITS: SearchGroupView = { items: [], total: 0 }

/** The `q` parameter as the box shows it again: never longer than the box accepts. */
function boxText(raw: string | null): string {
  return (raw ?? '').trim().slice(0, SEARCH_QUERY_MAX_LENGTH)
}

function baseView(raw: string | null, state: SearchPageView['state']): SearchPageView {
  return {
    query: boxText(raw),
    state,
    teams: NO_HITS,
    players: NO_HITS,
    maxLength: SEARCH_QUERY_MAX_LENGTH,
  }
}

export function searchUnavailableView(raw: string | null): SearchPageView {
  return baseView(raw, 'unavailable')
}

function stateOf(query: SearchQuery): SearchPageView['state'] {
  return query.kind === 'words' ? 'no-results' : query.kind
}

export function toSearchPageView(league: League, raw: string | null, lang: Lang): SearchPageView {
  const query = readSearchQuery(raw)
  const view = baseView(raw, stateOf(query))
  if (query.kind !== 'words') return view
  const results = searchLeague(league, query)
  const teamsById = new Map(league.teams.map((team) => [team.id, team]))
  const divisionName = (id: string | undefined) => {
    const division = id === undefined ? undefined : findDivision(league.divisions, id)
    return division ? localName(division, lang) : ''
  }
  view.teams = {
    total: results.teams.total,
    items: results.teams.items.map((team) => ({
      key: team.id,
      name: localName(team, lang),
      href: teamHref({ teamId: team.id, divisionId: team.divisionId, seasonId: league.seasonId }),
      detail: divisionName(team.divisionId),
    })),
  }
  view.players = {
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
  return view
}
