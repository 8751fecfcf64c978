import type { standingsPageFr } from './standings-page.fr.ts'

/** English twin of `standings-page.fr.ts`: the type demands exactly the same keys. */
export const standingsPageEn: Record<keyof typeof standingsPageFr, string> = {
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
  'standingsPage.divisionNotInSeason':
    'That division did not play in {season}; showing the {division} standings instead.',
  'standingsPage.updating': 'Updating…',
  'standingsPage.standingsTitle': 'Standings',
  'standingsPage.error': 'Failed to load standings.',
  'standingsPage.divisionsError': 'Failed to load divisions.',
  'standingsPage.recentTitle': 'Recent results',
  'standingsPage.upcomingTitle': 'Upcoming games',
  'standingsPage.matchesError': 'Failed to load games.',
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
  'standingsPage.provisional.one': 'Provisional table: 1 game in progress',
  'standingsPage.provisional.many': 'Provisional table: {n} games in progress',
  'standingsPage.provisional.note':
    'Provisional: the table if the games in progress ended now. It becomes official only when they end.',
  'standingsPage.provisional.caption': 'Provisional standings of the {division} division',
}
