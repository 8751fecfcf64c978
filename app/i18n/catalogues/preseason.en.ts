import type { preseasonFr } from './preseason.fr.ts'

/** English twin of `preseason.fr.ts`: the type demands exactly the same keys. */
export const preseasonEn: Record<keyof typeof preseasonFr, string> = {
  'preseason.title': 'Preseason',
  'preseason.description': 'The preseason’s dates, banner and games.',
  'preseason.intro':
    'Every season starts with {preseasonGames} of {preseasonGameLength}, before the {regularSeasonGames} of the regular season.',
  'preseason.seasonHeading': '{season} preseason',
  'preseason.loading': 'Loading preseason...',
  'preseason.noActiveSeason': 'No active season found.',
  'preseason.unknownSeason': 'Unable to determine active season.',
  'preseason.noImage': 'No preseason image available.',
  'preseason.imageNotFound': 'Preseason image not found.',
  'preseason.error': 'Failed to load preseason banner.',
  'preseason.bannerAlt': '{season} preseason banner',
  'preseason.openImage': 'View full size',
  'preseason.gamesTitle': 'Preseason games',
  'preseason.gamesIntro': 'Games of {preseasonGameLength}: date, time and field.',
  'preseason.activeSeason': 'Active season: {season}',
  'preseason.when.range': 'from {first} to {last}',
  'preseason.when.day': 'on {first}',
  'preseason.when.scheduled': 'Preseason games {dates}.',
  'preseason.when.underWay': 'Preseason under way, until {last}.',
  'preseason.when.over': 'Preseason over (games {dates}): on to the regular season.',
  'preseason.when.overNoDates': 'Preseason over: on to the regular season.',
  'preseason.when.none': 'No preseason games on the schedule.',
  'preseason.when.error': 'Failed to load the preseason games.',
}
