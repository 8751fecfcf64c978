import { defineCatalogue } from './define-catalogue.ts'

/** The preseason page (SPEC §2 Preseason, §8 Preseason messages, §9 preseason matches). */
const fr = {
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

const en: Record<keyof typeof fr, string> = {
  'preseason.title': 'Preseason',
  'preseason.description':
    'The preseason banner of the active season and its preseason games, with their date, time and field.',
  'preseason.intro':
    'Every season starts with 2 preseason matches of 25 minutes, before the 16 games of the regular season.',
  'preseason.seasonHeading': '{season} preseason',
  'preseason.activeSeason': 'Active season: {id}',
  'preseason.loading': 'Loading preseason...',
  'preseason.noActiveSeason': 'No active season found.',
  'preseason.unknownSeason': 'Unable to determine active season.',
  'preseason.noImage': 'No preseason image available.',
  'preseason.imageNotFound': 'Preseason image not found.',
  'preseason.error': 'Failed to load preseason banner.',
  'preseason.bannerAlt': '{season} preseason banner',
  'preseason.openImage': 'View full size',
  'preseason.gamesTitle': 'Preseason games',
  'preseason.gamesIntro': '25-minute matches: date, time and field.',
}

export const preseasonMessages = defineCatalogue(fr, en)
