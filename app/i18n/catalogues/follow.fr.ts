/**
 * Following a team on this device (docs/product.md#follow-a-team): the button, the home's strip and
 * the schedule's shortcut. Prefix `follow.`.
 */
export const followFr = {
  'follow.button': 'Suivre',
  'follow.buttonOn': 'Suivie',
  'follow.buttonLabel': 'Suivre {team}',
  'follow.buttonLabelOn': 'Suivie : {team}',
  'follow.myTeams.title': 'Mes équipes',
  'follow.myTeams.live': 'En cours',
  'follow.myTeams.next': 'Prochain match',
  'follow.myTeams.last': 'Dernier match',
  'follow.myTeams.none': 'Aucun',
  'follow.myTeams.loading': 'Chargement de vos équipes…',
  'follow.myTeams.failed': 'Impossible de charger cette équipe pour le moment.',
  'follow.myTeams.gone': 'Cette équipe ne joue pas cette saison.',
  'follow.myTeams.schedule': 'Calendrier',
  'follow.myTeams.feed': 'S’abonner',
  'follow.myTeams.feedLabel': 'Ajouter le calendrier {ofTeam} à mon agenda',
  'follow.schedule.mine': 'Mes équipes',
  'follow.notify': 'Notifications pour {team}',
  'follow.notifyShort': 'Notifications',
}
