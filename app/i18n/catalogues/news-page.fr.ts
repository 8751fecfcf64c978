/** The news article page, server-only: the view model writes these into the page. */
export const newsPageFr = {
  'newsPage.back': 'Retour à l’accueil',
  'newsPage.notFoundTitle': 'Article introuvable',
  'newsPage.notFound': 'Cet article n’existe pas ou a été retiré.',
  'newsPage.unavailable': 'Impossible de charger l’article.',
  'newsPage.kicker': 'Nouvelles de la ligue',
} as const
