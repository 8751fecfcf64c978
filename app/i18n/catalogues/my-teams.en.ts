import type { myTeamsFr } from './my-teams.fr.ts'

/** English twin of `my-teams.fr.ts`: the type demands exactly the same keys. */
export const myTeamsEn: Record<keyof typeof myTeamsFr, string> = {
  'myTeams.title': 'My teams',
  'myTeams.live': 'Live',
  'myTeams.next': 'Next game',
  'myTeams.last': 'Last game',
  'myTeams.none': 'None',
  'myTeams.loading': 'Loading your teams…',
  'myTeams.failed': 'This team could not be loaded right now.',
  'myTeams.gone': 'This team is not playing this season.',
  'myTeams.schedule': 'Schedule',
  'myTeams.feed': 'Subscribe',
  'myTeams.feedLabel': 'Subscribe to {team}’s schedule',
}
