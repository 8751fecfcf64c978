/**
 * The scorekeeper's live sheet (`/admin/game/{id}/live`): its own catalogue, apart from the
 * console's, so only that page carries it (app/admin/live-sheet-text.ts).
 */
export const liveSheetFr = {
  'live.title': 'Feuille en direct',
  'live.scoreboard': 'Pointage',
  'live.status.upcoming': 'À venir',
  'live.status.live': 'En cours',
  'live.status.finished': 'Terminé',
  'live.minuteShort': "{minute}'",
  'live.start': 'Démarrer le match',
  'live.startHelp':
    'Le match passe « En cours » sur le site, et chaque événement touché y paraît aussitôt.',
  'live.startsFrom':
    'Le match pourra être démarré à partir de {time}, 30 minutes avant le coup d’envoi.',
  'live.calledOff': 'Ce match est reporté ou annulé : remettez-le au calendrier pour le jouer.',
  'live.finished': 'Ce match est terminé. Pour corriger son résultat, ouvrez sa feuille de match.',
  'live.openSheet': 'Ouvrir la feuille de match',
  'live.kind': 'Touchez un joueur pour inscrire :',
  'live.kind.goal': 'But',
  'live.kind.own-goal': 'But contre son camp',
  'live.kind.yellow': 'Carton jaune',
  'live.kind.red': 'Carton rouge',
  'live.kind.kick-in': 'Tir de barrage réussi',
  'live.kind.kick-out': 'Tir de barrage raté',
  'live.withAssist': ', passe : {player}',
  'live.minute': 'Minute',
  'live.minuteLess': 'Une minute de moins',
  'live.minuteMore': 'Une minute de plus',
  'live.periods': 'Périodes',
  'live.period.half-time': 'Mi-temps',
  'live.period.overtime': 'Prolongation',
  'live.period.end': 'Fin du match',
  'live.events': 'Événements',
  'live.noEvents': 'Aucun événement pour l’instant.',
  'live.undo': 'Annuler le dernier : {event}',
  'live.finish': 'Terminer le match',
  'live.finishHelp':
    'Le résultat que racontent les événements entre au classement, chez les marqueurs et sur les fiches des joueurs, avec les joueurs présents.',
  'live.playedOf': 'Présents : {team}',
  'live.sending': 'Envoi…',
  'live.refused': 'Rien n’a été enregistré : {reason}',
  'live.invalid': 'Rien n’a été enregistré : touchez de nouveau.',
  'live.chip.goal': 'But',
  'live.chip.own-goal': 'C.s.c.',
  'live.chip.yellow': 'Jaune',
  'live.chip.red': 'Rouge',
  'live.chip.kick-in': 'Tir réussi',
  'live.chip.kick-out': 'Tir raté',
  'live.keeper': '(G)',
  'live.present': 'Cocher les autres joueurs présents',
  'live.chip.assist': 'Passe',
  'live.assistHint':
    'Dernier but : {player}. Pour la passe, touchez « Passe », puis le passeur (facultatif).',
  'live.queue.offline':
    '{count, plural, one {Hors ligne : # touche gardée sur ce téléphone, envoyée au retour du réseau} other {Hors ligne : # touches gardées sur ce téléphone, envoyées au retour du réseau}}',
  'live.queue.sending':
    '{count, plural, one {# touche en attente d’envoi…} other {# touches en attente d’envoi…}}',
  'live.queue.back': 'De retour en ligne : toutes les touches sont envoyées.',
  'live.queue.refused':
    'Non enregistré, le site l’a refusé : {event}. Vérifiez la liste des événements.',
  'live.waiting': 'en attente',
  'live.finishWaiting':
    'Attendez que les touches en attente soient envoyées pour terminer le match.',
}
