/**
 * Texts of share images and structured data. Server-only: unlike the other catalogues these are
 * never merged into `messages.fr.ts`, so no page downloads them (images and JSON-LD are built on
 * the server). English must have exactly the same keys.
 */
export const shareFr = {
  'share.tagline': 'Soccer à 7 · Femmes et hommes · {venueList}',
  'share.position': '{rank}e sur {teams}',
  'share.positionFirst': '1re sur {teams}',
  'share.noGames': 'Aucun match joué',
  'share.record': 'Fiche',
  'share.standings': 'Classement',
  'share.playoffSpots': 'Séries : top {n}',
  'share.final': 'Terminé',
  'share.champion': '{sex, select, women {Championnes} other {Champion}} : {team}',
  'share.alt.default': 'Logo et nom de la ligue',
  'share.alt.match': 'Le match : équipes, pointage ou heure, division',
  'share.alt.team': 'L’équipe : nom, fiche et position au classement',
  'share.alt.standings': 'Le classement de la division',
  'share.alt.playoffs': 'Le tableau des séries éliminatoires de la division',
  'share.sport': 'Soccer',
} as const
