/**
 * Notifications of a followed team (docs/product.md#notifications), written on the server in the
 * language the visitor subscribed in; also the words of the page's notification panel. Prefix `push.`.
 */
export const pushFr = {
  'push.kickoff.title': 'Coup d’envoi : {home} – {away}',
  'push.kickoff.body': 'Le match commence{field}.',
  'push.goal.title': 'But {ofTeam} !',
  'push.goal.body': '{home} {homeScore} – {awayScore} {away}',
  'push.final.title': 'Terminé : {home} {homeScore} – {awayScore} {away}',
  'push.final.body': '{division}',
  'push.postponed.title': 'Match reporté : {home} – {away}',
  'push.cancelled.title': 'Match annulé : {home} – {away}',
  'push.moved.title': 'Match déplacé : {home} – {away}',
  'push.moved.body': 'Maintenant le {when}.',
  'push.whenField': '{date} à {time}, {field}',
  'push.atField': ' ({field})',

  'push.panel.title': 'Notifications',
  'push.panel.intro': 'Recevez un avis sur cet appareil pour {team}.',
  'push.panel.kickoff': 'Coup d’envoi',
  'push.panel.goal': 'Chaque but',
  'push.panel.final': 'Score final',
  'push.panel.change': 'Match reporté, annulé ou déplacé',
  'push.panel.on': 'Activer les notifications',
  'push.panel.save': 'Enregistrer',
  'push.panel.off': 'Désactiver pour cette équipe',
  'push.panel.saved': 'Notifications enregistrées.',
  'push.panel.removed': 'Notifications désactivées pour cette équipe.',
  'push.panel.failed': 'Impossible d’enregistrer vos notifications. Réessayez plus tard.',
  'push.panel.unsupported':
    'Ce navigateur ne reçoit pas de notifications. Sur iPhone ou iPad, ajoutez d’abord le site à l’écran d’accueil (Partager, puis « Sur l’écran d’accueil »), puis ouvrez-le de là.',
  'push.panel.blocked':
    'Les notifications sont bloquées pour ce site. Autorisez-les dans les réglages du navigateur (le cadenas à côté de l’adresse), puis revenez ici.',
  'push.panel.open': 'Notifications',
  'push.panel.openLabel': 'Notifications pour {team}',
  'push.panel.close': 'Fermer',
}
