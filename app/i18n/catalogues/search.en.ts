import type { searchFr } from './search.fr.ts'

/** English twin of `search.fr.ts`. */
export const searchEn: Record<keyof typeof searchFr, string> = {
  'search.title': 'Search',
  'search.label': 'Search for a team or a player',
  'search.placeholder': 'Team or player',
  'search.headerPlaceholder': 'Search',
  'search.submit': 'Search',
}
