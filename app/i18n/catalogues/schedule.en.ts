import type { scheduleFr } from './schedule.fr.ts'

/** English twin of `schedule.fr.ts`: the type demands exactly the same keys. */
export const scheduleEn: Record<keyof typeof scheduleFr, string> = {
  'schedule.title': 'Schedule',
  'schedule.description':
    "The season's schedule by division and by team: dates, times, fields, results and playoffs, to read, print or add to your calendar.",
  'schedule.intro': "Every game of a division's season, or of one team, day by day.",
  'schedule.season': '{season} season',
  'schedule.divisionLabel': 'Division',
  'schedule.teamLabel': 'Team',
  'schedule.allTeams': 'All teams',
  'schedule.show': 'Show',
  'schedule.updating': 'Updating…',
  'schedule.noDivisions': 'No active divisions at the moment.',
  'schedule.divisionsError': 'Failed to load divisions.',
  'schedule.unknownDivision':
    'The requested division was not found; showing the {division} schedule instead.',
  'schedule.divisionNotInSeason':
    'That division did not play in {season}; showing the {division} schedule instead.',
  'schedule.unknownTeam':
    'The requested team does not play in this division; showing every {division} game instead.',
  'schedule.gamesTitle': '{name} games',
  'schedule.error': 'Failed to load matches.',
  'schedule.empty': 'No games scheduled yet.',
  'schedule.today': 'Today',
  'schedule.jumpToday': "Jump to today's games",
  'schedule.jumpNext': 'Jump to the next game',
  'schedule.undated': 'Date to be confirmed',
  'schedule.teamPage': 'Team page',
  'schedule.gameCount': '{count} games',
  'schedule.gameCountOne': '1 game',
  'calendar.subscribe': 'Subscribe',
  'calendar.subscribeTitle': 'Add this schedule to your calendar',
  'calendar.subscribeHint': 'Your calendar updates itself when the league changes a game.',
  'calendar.webcal': 'Phone or computer calendar (webcal)',
  'calendar.google': 'Google Calendar',
  'calendar.download': 'Download the .ics file',
  'calendar.feedTitle': 'iCalendar feed: {name}',
  'calendar.name': '{name} · {site}',
  'calendar.timeTbd': 'time to be confirmed',
  'calendar.fieldTbd': 'Field TBD',
  'calendar.division': 'Division: {division}',
  'calendar.matchSheet': 'Match sheet: {url}',
  'calendar.forfeit': 'forfeit',
  'print.printedOn': 'Printed on {date}',
}
