import type { searchFr } from './search.fr.ts'

/** English twin of `search.fr.ts`. */
export const searchEn: Record<keyof typeof searchFr, string> = {
  'search.title': 'Search',
  'search.titleWithQuery': 'Search: {query}',
  'search.description': 'Find a team or a player of the current season, with or without accents.',
  'search.label': 'Search for a team or a player',
  'search.placeholder': 'Team or player',
  'search.headerPlaceholder': 'Search…',
  'search.pageFormLabel': 'New search',
  'search.submit': 'Search',
  'search.empty': 'Type the name of a team or a player, or part of it.',
  'search.tooShort': 'Type at least 2 letters or digits.',
  'search.tooLong': 'This search is too long: {max} characters at most.',
  'search.noResults': 'No team or player matches “{query}”.',
  'search.noResultsHint': 'Check the spelling, or type only part of the name.',
  'search.summary': '{count} results for “{query}”',
  'search.summaryOne': '1 result for “{query}”',
  'search.teams': 'Teams',
  'search.players': 'Players',
  'search.more': 'The first {shown} of {total}: refine your search to see the others.',
  'search.unavailable': 'Search is unavailable right now. Please try again in a moment.',
}
