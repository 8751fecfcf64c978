/**
 * The home's « Mes équipes » strip (docs/product.md#follow-a-team): its own chunk, loaded with the
 * strip by a device that follows a team. Prefix `myTeams.`.
 */
export const myTeamsFr = {
  'myTeams.title': 'Mes équipes',
  'myTeams.live': 'En cours',
  'myTeams.next': 'Prochain match',
  'myTeams.last': 'Dernier match',
  'myTeams.none': 'Aucun',
  'myTeams.loading': 'Chargement de vos équipes…',
  'myTeams.failed': 'Impossible de charger cette équipe pour le moment.',
  'myTeams.gone': 'Cette équipe ne joue pas cette saison.',
  'myTeams.schedule': 'Calendrier',
  'myTeams.feed': 'S’abonner',
  'myTeams.feedLabel': 'S’abonner au calendrier {ofTeam}',
}
