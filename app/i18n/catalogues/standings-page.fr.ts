/**
 * The standings page (docs/product.md#standings); shared table and state labels live in league.ts.
 */
export const standingsPageFr = {
  'standingsPage.title': 'Classements',
  'standingsPage.description':
    'Classement de chaque division de la ligue : points, différentiel, forme, derniers résultats, prochains matchs, meilleurs buteurs, suspensions et amendes.',
  'standingsPage.intro':
    'Choisissez une division pour voir son classement, ses derniers résultats, ses prochains matchs et ses meilleurs buteurs.',
  'standingsPage.season': 'Saison {season}',
  'standingsPage.divisionLabel': 'Division',
  'standingsPage.show': 'Afficher',
  'standingsPage.noDivisions': 'Aucune division active pour le moment.',
  'standingsPage.unknownDivision':
    'La division demandée est introuvable : voici le classement de {division}.',
  'standingsPage.divisionNotInSeason':
    'Cette division n’a pas joué en {season} : voici le classement de {division}.',
  'standingsPage.updating': 'Mise à jour…',
  'standingsPage.standingsTitle': 'Classement',
  'standingsPage.error': 'Impossible de charger le classement.',
  'standingsPage.divisionsError': 'Impossible de charger les divisions.',
  'standingsPage.recentTitle': 'Derniers résultats',
  'standingsPage.upcomingTitle': 'Prochains matchs',
  'standingsPage.matchesError': 'Échec du chargement des matchs.',
  'standingsPage.scorersTitle':
    '{sex, select, women {Meilleures buteuses} other {Meilleurs buteurs}}',
  'standingsPage.scorersCaption':
    '{sex, select, women {Les 10 meilleures buteuses de la division {division}} other {Les 10 meilleurs buteurs de la division {division}}}',
  'standingsPage.scorersEmpty': 'Aucun but marqué dans cette division pour le moment.',
  'standingsPage.scorersError': 'Impossible de charger les statistiques.',
  'standingsPage.suspensionsTitle':
    '{sex, select, women {Joueuses suspendues} other {Joueurs suspendus}}',
  'standingsPage.finesTitle': 'Amendes des équipes',
  'standingsPage.gf': 'BP',
  'standingsPage.gfLong': 'Buts pour',
  'standingsPage.yellow': 'CJ',
  'standingsPage.red': 'CR',
  'standingsPage.provisional.one': 'Classement provisoire : 1 match en cours',
  'standingsPage.provisional.many': 'Classement provisoire : {n} matchs en cours',
  'standingsPage.provisional.note':
    'Provisoire : le classement si les matchs en cours finissaient maintenant. Il ne devient officiel qu’à la fin des matchs.',
  'standingsPage.provisional.caption': 'Classement provisoire de la division {division}',
} as const
