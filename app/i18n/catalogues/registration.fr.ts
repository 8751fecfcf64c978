/**
 * The registration page, its toasts and field errors (docs/product.md#registration) and the
 * confirmation e-mail. French is the reference; English must have exactly the same keys.
 */
export const registrationFr = {
  'registration.title': 'Inscription d’une équipe',
  'registration.description':
    '{leagueName} : inscrivez votre équipe dans nos divisions féminines et masculines de soccer à 7.',
  'registration.intro':
    'Inscrivez votre équipe pour la saison. La ligue communique avec vous pour confirmer votre place dans la division.',
  'registration.requiredNote': 'Les champs marqués d’un astérisque (*) sont obligatoires.',
  'registration.required': 'obligatoire',
  'registration.optional': 'facultatif',
  'registration.formLabel': 'Formulaire d’inscription',

  'registration.section.contact': 'Personne-ressource',
  'registration.section.contactHint':
    'La personne que la ligue joindra au sujet de cette inscription.',
  'registration.field.name': 'Nom complet',
  'registration.field.phone': 'Téléphone',
  'registration.field.email': 'Courriel',

  'registration.section.season': 'Saison et division',
  'registration.field.season': 'Saison',
  'registration.field.division': 'Division',
  'registration.season.choose': 'Choisissez une saison',
  'registration.season.active': '{season} (en cours)',
  'registration.season.none':
    'Aucune saison n’est ouverte aux inscriptions pour le moment. Écrivez-nous à {email}.',
  'registration.division.choose': 'Choisissez une division',
  'registration.division.none': 'Aucune division active pour cette saison.',
  'registration.division.women': 'Femmes',
  'registration.division.men': 'Hommes',

  'registration.section.team': 'Équipe',
  'registration.field.teamName': 'Nom de l’équipe',
  'registration.field.jerseyColor': 'Couleur des chandails',
  'registration.field.pastLeague': 'Ligue précédente',
  'registration.field.pastLeagueHint': 'Où votre équipe a-t-elle joué dernièrement?',
  'registration.field.unavailableDays': 'Journées non disponibles',
  'registration.field.unavailableDaysHint': 'Par exemple : pas le vendredi, pas avant 20 h.',

  'registration.section.players': 'Joueurs',
  'registration.section.playersHint':
    'Jusqu’à {max} personnes au total, joueurs et gardiens. Cochez la case du capitaine : la confirmation lui est envoyée. Une ligne vide est ignorée.',
  'registration.section.goalkeepers': 'Gardiens de but',
  'registration.section.goalkeepersHint': 'Jusqu’à {max} gardiens. Une ligne vide est ignorée.',
  'registration.person.player': 'Joueur {number}',
  'registration.person.goalkeeper': 'Gardien {number}',
  'registration.person.firstName': 'Prénom',
  'registration.person.lastName': 'Nom de famille',
  'registration.person.dob': 'Date de naissance',
  'registration.person.dobHint': 'AAAA-MM-JJ',
  'registration.person.tel': 'Téléphone',
  'registration.person.email': 'Courriel',
  'registration.person.captain': 'Capitaine',
  'registration.rows.addPlayer': 'Ajouter un joueur',
  'registration.rows.addGoalkeeper': 'Ajouter un gardien',
  'registration.rows.remove': 'Retirer : {label}',
  'registration.rows.count': '{count} sur {max}',
  'registration.rows.emptyPlayers': 'Aucun joueur pour l’instant.',
  'registration.rows.emptyGoalkeepers': 'Aucun gardien pour l’instant.',

  'registration.section.notes': 'Notes',
  'registration.field.notes': 'Notes pour la ligue',
  'registration.field.notesHint': 'Demandes particulières, questions, joueurs à confirmer…',

  'registration.section.terms': 'Règlements',
  'registration.terms.before': 'J’ai lu et j’accepte les ',
  'registration.terms.rules': 'règlements de la ligue',
  'registration.terms.middle': ' et les ',
  'registration.terms.terms': 'conditions d’utilisation',
  'registration.terms.after': '.',
  'registration.honeypot': 'Laissez ce champ vide',

  'registration.actions.reset': 'Réinitialiser',
  'registration.actions.submit': 'Soumettre l’inscription',
  'registration.actions.submitting': 'Envoi en cours…',
  'registration.reset.title': 'Effacer le formulaire?',
  'registration.reset.description':
    'Tout ce que vous avez saisi sera effacé. Cette action est irréversible.',
  'registration.reset.cancel': 'Annuler',
  'registration.reset.confirm': 'Effacer le formulaire',

  'registration.toast.termsTitle': 'Acceptation requise',
  'registration.toast.termsBody': 'Veuillez accepter les règlements de la ligue pour continuer.',
  'registration.toast.missingTitle': 'Champs obligatoires manquants',
  'registration.toast.missingBody': 'Veuillez remplir tous les champs obligatoires.',
  'registration.toast.fieldsBody': 'À corriger : {fields}.',
  'registration.toast.termsField': 'acceptation des règlements',
  'registration.toast.invalidTitle': 'Vérifiez le formulaire',
  'registration.toast.invalidBody': 'Veuillez corriger les champs indiqués.',
  'registration.toast.successTitle': 'Inscription envoyée',
  'registration.toast.successBody': 'Votre inscription a été envoyée avec succès.',
  'registration.toast.errorTitle': 'Erreur lors de l’envoi',
  'registration.toast.errorBody': 'Veuillez réessayer plus tard.',
  'registration.toast.crossSiteTitle': 'Formulaire envoyé depuis un autre site',
  'registration.toast.crossSiteBody':
    'Pour votre sécurité, l’inscription doit être envoyée depuis ce site-ci. Vos réponses sont conservées : vérifiez-les, puis envoyez le formulaire de nouveau.',
  'registration.toast.notSentTitle': 'Inscription non envoyée',
  'registration.toast.notSentBody':
    'Votre inscription n’a pas pu être envoyée. Vos réponses sont conservées : vérifiez-les, puis envoyez le formulaire de nouveau.',
  'registration.toast.closedBody':
    'Les inscriptions d’équipes ne sont pas acceptées présentement : celle-ci n’a pas été enregistrée.',
  'registration.status.fieldsToFix': 'À corriger :',

  'registration.error.required': 'Ce champ est obligatoire.',
  'registration.error.tooLong': '{max} caractères au maximum.',
  'registration.error.email': 'Entrez une adresse courriel valide, par exemple nom@exemple.com.',
  'registration.error.phone': 'Entrez un numéro de téléphone valide, par exemple 514 555-0123.',
  'registration.error.date': 'Entrez une date valide.',
  'registration.error.dateRange': 'La date de naissance doit être entre 1900 et aujourd’hui.',
  'registration.error.terms': 'Vous devez accepter les règlements pour continuer.',
  'registration.error.tooManyRows': '{max} lignes au maximum.',
  'registration.error.roster': 'Une équipe compte au plus {max} personnes, joueurs et gardiens.',
  'registration.error.oneCaptain': 'Une seule personne peut être capitaine.',
  'registration.error.seasonUnknown': 'Cette saison n’est pas ouverte aux inscriptions.',
  'registration.error.divisionUnknown': 'Cette division n’est pas offerte pour cette saison.',

  'registration.info.title': 'La ligue en bref',
  'registration.info.locations': 'Nos terrains',
  'registration.info.divisions': 'Divisions',
  'registration.info.divisionsText': 'Divisions féminines et masculines de soccer à 7',
  'registration.info.season': 'La saison',
  'registration.info.preseason': '{preseasonGames} de {preseasonGameLength}',
  'registration.info.games': '{regularSeasonGames} de {gameLength}',
  'registration.info.map': 'Voir {address} sur une carte',
  'registration.info.playoffs': 'Séries éliminatoires',
  'registration.info.fees': 'Frais et inclusions',
  'registration.info.deposit': 'Dépôt de {amount} à l’inscription',
  'registration.info.questions': 'Des questions? Écrivez-nous à {email}.',

  'registration.email.subject': 'Inscription reçue : {season}',
  'registration.email.greeting': 'Bonjour {name},',
  'registration.email.received':
    'Merci! Nous avons bien reçu l’inscription de l’équipe {team} pour la saison {season}.',
  'registration.email.pending':
    'Votre inscription est en attente : la ligue communiquera avec vous pour confirmer votre place dans la division.',
  'registration.email.deposit': 'Un dépôt de {amount} est exigé à l’inscription.',
  'registration.email.questions': 'Des questions? Écrivez-nous à {email}.',
} as const
