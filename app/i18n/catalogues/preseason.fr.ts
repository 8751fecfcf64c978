/** The preseason page (docs/product.md#preseason). */
export const preseasonFr = {
  'preseason.title': 'Pré-saison',
  'preseason.description':
    'La bannière de la pré-saison de la saison active et ses matchs préparatoires, avec leur date, leur heure et leur terrain.',
  'preseason.intro':
    'Chaque saison commence par 2 matchs préparatoires de 25 minutes, avant les 16 matchs de la saison régulière.',
  'preseason.seasonHeading': 'Pré-saison {season}',
  'preseason.loading': 'Chargement de la pré-saison...',
  'preseason.noActiveSeason': 'Aucune saison active trouvée.',
  'preseason.unknownSeason': 'Impossible de déterminer la saison active.',
  'preseason.noImage': 'Aucune image de pré-saison disponible.',
  'preseason.imageNotFound': 'Image de pré-saison introuvable.',
  'preseason.error': 'Impossible de charger la bannière de la pré-saison.',
  'preseason.bannerAlt': 'Bannière de la pré-saison {season}',
  'preseason.openImage': 'Voir l’image en grand',
  'preseason.gamesTitle': 'Matchs préparatoires',
  'preseason.gamesIntro': 'Matchs de 25 minutes : date, heure et terrain.',
  'preseason.activeSeason': 'Saison active : {season}',
  'preseason.when.scheduled': 'Matchs préparatoires du {first} au {last}.',
  'preseason.when.scheduledOneDay': 'Matchs préparatoires le {first}.',
  'preseason.when.underWay': 'La pré-saison est en cours : matchs préparatoires jusqu’au {last}.',
  'preseason.when.over':
    'La pré-saison est terminée : ses matchs ont eu lieu du {first} au {last}. La saison régulière a commencé.',
  'preseason.when.overOneDay':
    'La pré-saison est terminée : ses matchs ont eu lieu le {first}. La saison régulière a commencé.',
  'preseason.when.overNoDates': 'La pré-saison est terminée : la saison régulière a commencé.',
  'preseason.when.none': 'Aucun match préparatoire n’est encore au calendrier.',
  'preseason.when.error': 'Impossible de charger les matchs préparatoires.',
  'preseason.seeSchedule': 'Voir le calendrier',
  'preseason.seeStandings': 'Voir les classements',
} as const
