import type { searchPageFr } from './search-page.fr.ts'

/** English twin of `search-page.fr.ts` (server-only). */
export const searchPageEn: Record<keyof typeof searchPageFr, string> = {
  'search.titleWithQuery': 'Search: {query}',
  'search.description': 'Find a team or a player of the current season, with or without accents.',
  'search.pageFormLabel': 'New search',
  'search.empty': 'Type the name of a team or a player, or part of it.',
  'search.tooShort': 'Type at least 2 letters or digits.',
  'search.tooLong': 'This search is too long: {max} characters at most.',
  'search.noResults': 'No team or player matches “{query}”.',
  'search.noResultsHint': 'Check the spelling, or type only part of the name.',
  'search.summary': '{count, plural, one {# result} other {# results}} for “{query}”',
  'search.summaryOne': '1 result for “{query}”',
  'search.teams': 'Teams',
  'search.players': 'Players',
  'search.more': 'The first {shown} of {total}: refine your search to see the others.',
  'search.unavailable': 'Search is unavailable right now. Please try again in a moment.',
}
