import { defineCatalogue } from './define-catalogue.ts'

/** The standings page (SPEC §2 Standings, §8); shared table and state labels live in league.ts. */
const fr = {
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
  'standingsPage.updating': 'Mise à jour…',
  'standingsPage.standingsTitle': 'Classement',
  'standingsPage.error': 'Impossible de charger le classement.',
  'standingsPage.divisionsError': 'Impossible de charger les divisions.',
  'standingsPage.recentTitle': 'Derniers résultats',
  'standingsPage.upcomingTitle': 'Prochains matchs',
  'standingsPage.matchesError': 'Échec du chargement des matchs.',
  'standingsPage.scorersTitle': 'Meilleurs buteurs',
  'standingsPage.scorersCaption': 'Les 10 meilleurs buteurs de la division {division}',
  'standingsPage.scorersEmpty': 'Aucun but marqué dans cette division pour le moment.',
  'standingsPage.scorersError': 'Impossible de charger les statistiques.',
  'standingsPage.suspensionsTitle': 'Joueurs suspendus',
  'standingsPage.finesTitle': 'Amendes des équipes',
  'standingsPage.gf': 'BP',
  'standingsPage.gfLong': 'Buts pour',
  'standingsPage.yellow': 'CJ',
  'standingsPage.red': 'CR',
} as const

const en: Record<keyof typeof fr, string> = {
  'standingsPage.title': 'Standings',
  'standingsPage.description':
    'Standings of every division of the league: points, goal difference, form, recent results, upcoming games, top scorers, suspensions and fines.',
  'standingsPage.intro':
    'Pick a division to see its standings, recent results, upcoming games and top scorers.',
  'standingsPage.season': '{season} season',
  'standingsPage.divisionLabel': 'Division',
  'standingsPage.show': 'Show',
  'standingsPage.noDivisions': 'No active divisions at the moment.',
  'standingsPage.unknownDivision':
    'The requested division was not found; showing the {division} standings instead.',
  'standingsPage.updating': 'Updating…',
  'standingsPage.standingsTitle': 'Standings',
  'standingsPage.error': 'Failed to load standings.',
  'standingsPage.divisionsError': 'Failed to load divisions.',
  'standingsPage.recentTitle': 'Recent results',
  'standingsPage.upcomingTitle': 'Upcoming games',
  'standingsPage.matchesError': 'Failed to load matches.',
  'standingsPage.scorersTitle': 'Top scorers',
  'standingsPage.scorersCaption': 'Top 10 scorers of the {division} division',
  'standingsPage.scorersEmpty': 'No goals scored in this division yet.',
  'standingsPage.scorersError': 'Failed to load statistics.',
  'standingsPage.suspensionsTitle': 'Player suspensions',
  'standingsPage.finesTitle': 'Team fines',
  'standingsPage.gf': 'GF',
  'standingsPage.gfLong': 'Goals for',
  'standingsPage.yellow': 'YC',
  'standingsPage.red': 'RC',
}

export const standingsPageMessages = defineCatalogue(fr, en)
