import type { leadersFr } from './leaders.fr.ts'

/** English twin of `leaders.fr.ts`: the type demands exactly the same keys. */
export const leadersEn: Record<keyof typeof leadersFr, string> = {
  'leaders.title': 'Leaders',
  'leaders.titleOf': 'Leaders: {division}, {season}',
  'leaders.description':
    'Leaders of every division of the league: points, goals, assists, cards, goals against average and clean sheets.',
  'leaders.intro':
    'Points (goals plus assists), goals, assists, cards and goalkeeping, by division and season.',
  'leaders.divisionLabel': 'Division',
  'leaders.show': 'Show',
  'leaders.updating': 'Updating…',
  'leaders.unknownDivision': 'Division not found: showing the {division} division.',
  'leaders.noDivisions': 'No divisions this season.',
  'leaders.unavailable': 'Failed to load statistics.',
  'leaders.noGames':
    'No games played in this division yet: the leaders fill in as the season goes.',
  'leaders.empty': 'No one yet.',
  'leaders.caption': '{title}, {division} division',
  'leaders.points.title': 'Points leaders',
  'leaders.goals.title': 'Top scorers',
  'leaders.assists.title': 'Assist leaders',
  'leaders.cards.title': 'Cards',
  'leaders.keepers.title': 'Goalkeepers',
  'leaders.assistsShort': 'A',
  'leaders.assists': 'Assists',
  'leaders.goalsShort': 'G',
  'leaders.pointsShort': 'PTS',
  'leaders.points': 'Points',
  'leaders.yellow': 'YC',
  'leaders.red': 'RC',
  'leaders.yellowLong': 'Yellow cards',
  'leaders.redLong': 'Red cards',
  'leaders.gaa': 'GAA',
  'leaders.gaaLong': 'Goals against per game',
  'leaders.cleanSheets': 'CS',
  'leaders.cleanSheetsLong': 'Clean sheets',
  'leaders.keepersNote':
    '{n, plural, one {Ranked: at least # game in goal. A shared game counts for each in proportion.} other {Ranked: at least # games in goal. A shared game counts for each in proportion.}}',
}
