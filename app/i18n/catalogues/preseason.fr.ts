/** The preseason page (docs/product.md#preseason). */
export const preseasonFr = {
  'preseason.title': 'Pré-saison',
  'preseason.description':
    'La bannière de la pré-saison de la saison active et ses matchs préparatoires, avec leur date, leur heure et leur terrain.',
  'preseason.intro':
    'Chaque saison commence par 2 matchs préparatoires de 25 minutes, avant les 16 matchs de la saison régulière.',
  'preseason.seasonHeading': 'Pré-saison {season}',
  'preseason.activeSeason': 'Saison active : {id}',
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
} as const
