import type { preseasonFr } from './preseason.fr.ts'

/** English twin of `preseason.fr.ts`: the type demands exactly the same keys. */
export const preseasonEn: Record<keyof typeof preseasonFr, string> = {
  'preseason.title': 'Preseason',
  'preseason.description':
    'The preseason banner of the active season and its preseason games, with their date, time and field.',
  'preseason.intro':
    'Every season starts with 2 preseason matches of 25 minutes, before the 16 games of the regular season.',
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
  'preseason.gamesIntro': '25-minute matches: date, time and field.',
  'preseason.activeSeason': 'Active season: {season}',
  'preseason.when.scheduled': 'Preseason games from {first} to {last}.',
  'preseason.when.scheduledOneDay': 'Preseason games on {first}.',
  'preseason.when.underWay': 'The preseason is under way: games until {last}.',
  'preseason.when.over':
    'The preseason is over: its games were played from {first} to {last}. The regular season has started.',
  'preseason.when.overOneDay':
    'The preseason is over: its games were played on {first}. The regular season has started.',
  'preseason.when.overNoDates': 'The preseason is over: the regular season has started.',
  'preseason.when.none': 'No preseason games are on the schedule yet.',
  'preseason.when.error': 'Failed to load the preseason games.',
  'preseason.seeSchedule': 'See the schedule',
  'preseason.seeStandings': 'See the standings',
}
