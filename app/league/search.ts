// docs/product.md#search: every word of the query in the name, in any order.
import type { League } from './league.ts'
import type { Player } from './players.ts'
import type { Team } from './teams.ts'
import { SEARCH_QUERY_MAX_LENGTH, SEARCH_QUERY_MIN_KEY_LENGTH } from './search-limits.ts'
import { compareText, matchKey } from './text.ts'

export { SEARCH_QUERY_MAX_LENGTH } from './search-limits.ts'
export const SEARCH_LIMITS = { teams: 20, players: 50 } as const

export type SearchQuery =
  | { kind: 'empty' }
  | { kind: 'too-short'; text: string }
  | { kind: 'too-long'; length: number }
  | { kind: 'words'; text: string; words: string[] }

export function readSearchQuery(raw: unknown): SearchQuery {
  const text = typeof raw === 'string' ? raw.trim() : ''
  if (text === '') return { kind: 'empty' }
  if (text.length > SEARCH_QUERY_MAX_LENGTH) return { kind: 'too-long', length: text.length }
  const words = text
    .split(/\s+/)
    .map(matchKey)
    .filter((word) => word !== '')
  if (words.join('').length < SEARCH_QUERY_MIN_KEY_LENGTH) return { kind: 'too-short', text }
  return { kind: 'words', text, words: [...new Set(words)] }
}

/**
 * The name's keys from each of its words to its end: a query word matches at the start of a word
 * ("rose", "sainterose"), never inside one ("inter" is not in FC Sainte-Rose, "real" not in Les
 * Boréals).
 */
function wordStarts(name: string): string[] {
  const words = name
    .split(/[\s\-‐–—'’.,/()&+]+/)
    .map(matchKey)
    .filter((word) => word !== '')
  return words.map((_, index) => words.slice(index).join(''))
}

function matchRank(names: readonly string[], words: readonly string[]): number | undefined {
  let best: number | undefined
  for (const name of names) {
    const key = matchKey(name)
    const starts = wordStarts(name)
    if (key === '' || !words.every((word) => starts.some((start) => start.startsWith(word))))
      continue
    const joined = words.join('')
    const rank = key === joined ? 0 : key.startsWith(words[0]!) ? 1 : 2
    if (best === undefined || rank < best) best = rank
  }
  return best
}

export type SearchHits<T> = { items: T[]; total: number }
export type SearchResults = { teams: SearchHits<Team>; players: SearchHits<Player> }

function rankAll<T>(
  entries: readonly T[],
  names: (entry: T) => string[],
  label: (entry: T) => string,
  words: readonly string[],
  limit: number,
): SearchHits<T> {
  const hits: Array<{ entry: T; rank: number; label: string }> = []
  for (const entry of entries) {
    const rank = matchRank(names(entry), words)
    if (rank !== undefined) hits.push({ entry, rank, label: label(entry) })
  }
  hits.sort((a, b) => a.rank - b.rank || compareText(a.label, b.label))
  return { items: hits.slice(0, limit).map((hit) => hit.entry), total: hits.length }
}

export function searchLeague(
  league: Pick<League, 'teams' | 'players'>,
  query: SearchQuery,
  limits: { teams: number; players: number } = SEARCH_LIMITS,
): SearchResults {
  if (query.kind !== 'words')
    return { teams: { items: [], total: 0 }, players: { items: [], total: 0 } }
  const teams = Array.isArray(league?.teams) ? league.teams : []
  const players = Array.isArray(league?.players) ? league.players : []
  return {
    teams: rankAll(
      teams,
      (team) => [team.name.en, team.name.fr, team.shortName].filter((name) => name !== undefined),
      (team) => team.name.en,
      query.words,
      limits.teams,
    ),
    players: rankAll(
      players,
      (player) => [player.name],
      (player) => player.name,
      query.words,
      limits.players,
    ),
  }
}
