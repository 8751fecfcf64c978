/** Search: the search boxes' texts, on every page (the header's box). */
export const searchFr = {
  'search.title': 'Recherche',
  'search.label': 'Rechercher une équipe ou un joueur',
  'search.placeholder': 'Équipe ou joueur',
  'search.headerPlaceholder': 'Chercher',
  'search.submit': 'Rechercher',
} as const
