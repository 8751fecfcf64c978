/** The leaders page (`/leaders`). Player words agree with the division's sex. */
export const leadersFr = {
  'leaders.title': 'Palmarès',
  'leaders.titleOf': 'Palmarès : {division}, {season}',
  'leaders.description':
    'Palmarès de chaque division de la ligue : points, buts, passes, cartons, moyenne de buts alloués et blanchissages.',
  'leaders.intro':
    'Points (buts et passes), buts, passes, cartons et statistiques devant le filet, par division et par saison.',
  'leaders.divisionLabel': 'Division',
  'leaders.show': 'Afficher',
  'leaders.updating': 'Mise à jour…',
  'leaders.unknownDivision': 'Division introuvable : voici la division {division}.',
  'leaders.noDivisions': 'Aucune division pour cette saison.',
  'leaders.unavailable': 'Impossible de charger les statistiques.',
  'leaders.noGames':
    'Aucun match joué dans cette division pour le moment : le palmarès se remplira au fil de la saison.',
  'leaders.empty': 'Personne pour le moment.',
  'leaders.caption': '{title}, division {division}',
  'leaders.points.title':
    '{sex, select, women {Meilleures pointeuses} other {Meilleurs pointeurs}}',
  'leaders.goals.title': '{sex, select, women {Meilleures buteuses} other {Meilleurs buteurs}}',
  'leaders.assists.title': '{sex, select, women {Meilleures passeuses} other {Meilleurs passeurs}}',
  'leaders.cards.title': 'Cartons',
  'leaders.keepers.title': '{sex, select, women {Gardiennes} other {Gardiens}}',
  'leaders.assistsShort': 'P',
  'leaders.assists': 'Passes',
  'leaders.goalsShort': 'B',
  'leaders.pointsShort': 'PTS',
  'leaders.points': 'Points',
  'leaders.yellow': 'CJ',
  'leaders.red': 'CR',
  'leaders.yellowLong': 'Cartons jaunes',
  'leaders.redLong': 'Cartons rouges',
  'leaders.gaa': 'MOY',
  'leaders.gaaLong': 'Moyenne de buts alloués par match',
  'leaders.cleanSheets': 'BL',
  'leaders.cleanSheetsLong': 'Blanchissages',
  'leaders.keepersNote':
    '{n, plural, one {Au classement : au moins # match devant le filet. Un match partagé compte pour chacun au prorata.} other {Au classement : au moins # matchs devant le filet. Un match partagé compte pour chacun au prorata.}}',
}
