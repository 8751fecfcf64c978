/** The news article page, server-only: the view model writes these into the page. */
export const newsPageFr = {
  'newsPage.back': 'Retour à l’accueil',
  'newsPage.notFoundTitle': 'Article introuvable',
  'newsPage.notFound': 'Cet article n’existe pas ou a été retiré.',
  'newsPage.unavailable': 'Impossible de charger l’article.',
  'newsPage.kicker': 'Nouvelles de la ligue',
  'newsPage.archive': 'Toutes les nouvelles',
  'newsPage.bracket': 'Voir le tableau des séries',
  'newsArchive.title': 'Nouvelles',
  'newsArchive.description': 'Toutes les nouvelles de la ligue, mois par mois.',
  'newsArchive.intro': 'Toutes les nouvelles de la ligue, de la plus récente à la plus ancienne.',
  'newsArchive.empty': 'Aucune nouvelle pour le moment.',
  'newsArchive.undated': 'Sans date',
  'newsArchive.unavailable': 'Impossible de charger les nouvelles.',
} as const
