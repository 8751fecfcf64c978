/**
 * The operators' console (`/admin`). Kept out of the site's catalogue (messages.fr.ts): public
 * pages never load these strings; the console's own chunk does (admin-text.ts).
 */
export const adminFr = {
  'admin.title': 'Console de la ligue',
  'admin.nav.tonight': 'Ce soir',
  'admin.nav.audit': 'Journal',
  'admin.nav.label': 'Console',
  'admin.signedInAs': 'Connecté : {name}',
  'admin.signOut': 'Se déconnecter',

  'admin.signIn.title': 'Connexion à la console',
  'admin.signIn.intro':
    "Entrez votre courriel d'opérateur : nous vous envoyons un lien de connexion, valable une fois pendant 15 minutes.",
  'admin.signIn.email': 'Courriel',
  'admin.signIn.submit': 'Recevoir un lien',
  'admin.signIn.sent':
    "Si cette adresse est celle d'un opérateur, un lien vient de partir. Il fonctionne une seule fois, pendant 15 minutes.",
  'admin.signIn.invalid': 'Entrez une adresse courriel valide, par exemple nom@exemple.org.',
  'admin.signIn.limited': 'Trop de demandes : réessayez dans {minutes} min.',
  'admin.signIn.signedOut': 'Vous êtes déconnecté.',

  'admin.link.title': 'Terminer la connexion',
  'admin.link.intro': 'Touchez le bouton pour vous connecter à la console sur cet appareil.',
  'admin.link.submit': 'Me connecter',
  'admin.link.refused':
    "Ce lien ne fonctionne plus : il a déjà servi, il a expiré ou il n'existe pas. Demandez-en un nouveau.",
  'admin.link.again': 'Demander un nouveau lien',

  'admin.tonight.title': 'Les matchs de ce soir',
  'admin.tonight.none': "Aucun match aujourd'hui.",
  'admin.tonight.enter': 'Saisir le résultat',
  'admin.tonight.correct': 'Corriger',
  'admin.tonight.recorded': 'Terminé',
  'admin.tonight.toPlay': 'À jouer',
  'admin.tonight.timeTbd': 'Heure à confirmer',
  'admin.tonight.saved': 'Résultat enregistré : {game}.',
  'admin.tonight.unfinished': 'Résultat retiré : {game} est de nouveau à jouer.',
  'admin.unavailable':
    'Les données de la ligue sont indisponibles pour le moment. Réessayez dans une minute.',

  'admin.sheet.title': 'Feuille de match',
  'admin.sheet.back': 'Retour aux matchs de ce soir',
  'admin.sheet.score': 'Pointage',
  'admin.sheet.goalsOf': 'Buts {ofTeam}',
  'admin.sheet.overtime': 'Décidé en prolongation',
  'admin.sheet.forfeit': 'Forfait',
  'admin.sheet.forfeitNone': 'Aucun',
  'admin.sheet.forfeitBy': 'Forfait {ofTeam}',
  'admin.sheet.shootout': 'Tirs au but (seulement si le match en a eu)',
  'admin.sheet.shootoutGoals': 'Tirs réussis : {team}',
  'admin.sheet.shootoutAttempts': 'Tirs tentés : {team}',
  'admin.sheet.players': 'Joueurs',
  'admin.sheet.keepers': 'Gardiens',
  'admin.sheet.played': 'A joué',
  'admin.sheet.goals': 'Buts',
  'admin.sheet.assists': 'Passes',
  'admin.sheet.yellow': 'Jaunes',
  'admin.sheet.red': 'Rouges',
  'admin.sheet.figureOf': '{figure} de {player}',
  'admin.sheet.playedBy': '{player} a joué',
  'admin.sheet.noRoster': "Aucun joueur n'est inscrit pour cette équipe.",
  'admin.sheet.save': 'Enregistrer le résultat',
  'admin.sheet.saving': 'Enregistrement…',
  'admin.sheet.unfinish': 'Pas terminé finalement',
  'admin.sheet.unfinishHelp':
    'Retire le résultat : le match redevient à jouer et sort du classement et de tous les totaux.',
  'admin.sheet.invalid': "Le résultat n'a pas été enregistré : corrigez les champs signalés.",
  'admin.sheet.refused': "Le résultat n'a pas été enregistré : {reason}",
  'admin.sheet.notFound':
    "Ce match n'est pas au calendrier de la saison, ou ses deux équipes ne sont pas encore connues.",
  'admin.sheet.status.finished': 'Résultat enregistré : une sauvegarde le corrige.',
  'admin.sheet.status.upcoming': 'Pas encore de résultat.',

  'admin.error.required': 'Obligatoire.',
  'admin.error.count': 'Un nombre entier de 0 à 99.',
  'admin.error.shootout': 'Remplissez les quatre chiffres des tirs de barrage, ou aucun.',
  'admin.error.shootoutGoals': 'Plus de tirs réussis que de tirs tentés.',
  'admin.error.goalsOverScore': "Les buts des joueurs dépassent le pointage de l'équipe.",

  'admin.audit.title': 'Journal des modifications',
  'admin.audit.intro':
    'Chaque modification faite dans la console : qui, quand, quels chemins, avant et après.',
  'admin.audit.none': "Aucune modification pour l'instant.",
  'admin.audit.by': 'par {operator}',
  'admin.audit.paths': '{count} chemins modifiés',
  'admin.audit.path': 'Chemin',
  'admin.audit.before': 'Avant :',
  'admin.audit.after': 'Après :',
  'admin.audit.nothing': '(rien)',
  'admin.audit.older': 'Modifications plus anciennes',
  'admin.audit.newest': 'Les plus récentes',
  'admin.audit.action.result.recorded': 'Résultat saisi',
  'admin.audit.action.result.corrected': 'Résultat corrigé',
  'admin.audit.action.result.unfinished': 'Résultat retiré',
}
