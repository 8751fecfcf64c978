/**
 * The search page's own texts, server-only: the view model writes them into the
 * page, so they are not in the catalogue every page downloads.
 */
export const searchPageFr = {
  'search.titleWithQuery': 'Recherche : {query}',
  'search.description':
    'Trouvez une équipe ou un joueur de la saison en cours, avec ou sans accents.',
  'search.pageFormLabel': 'Nouvelle recherche',
  'search.empty': 'Tapez le nom d’une équipe ou d’un joueur, ou une partie du nom.',
  'search.tooShort': 'Tapez au moins 2 lettres ou chiffres.',
  'search.tooLong': 'Cette recherche est trop longue : {max} caractères au plus.',
  'search.noResults': 'Aucune équipe ni aucun joueur ne correspond à « {query} ».',
  'search.noResultsHint': 'Vérifiez l’orthographe ou tapez une partie du nom seulement.',
  'search.summary': '{count, plural, one {# résultat} other {# résultats}} pour « {query} »',
  'search.summaryOne': '1 résultat pour « {query} »',
  'search.teams': 'Équipes',
  'search.players': 'Joueurs',
  'search.more': 'Les {shown} premiers sur {total} : précisez la recherche pour voir les autres.',
  'search.unavailable': 'La recherche est indisponible pour le moment. Réessayez dans un instant.',
} as const
