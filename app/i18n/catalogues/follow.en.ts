import type { followFr } from './follow.fr.ts'

/** English twin of `follow.fr.ts`: the type demands exactly the same keys. */
export const followEn: Record<keyof typeof followFr, string> = {
  'follow.button': 'Follow',
  'follow.buttonOn': 'Following',
  'follow.buttonLabel': 'Follow {team}',
  'follow.buttonLabelOn': 'Following {team}',
  'follow.myTeams.title': 'My teams',
  'follow.myTeams.live': 'Live',
  'follow.myTeams.next': 'Next game',
  'follow.myTeams.last': 'Last game',
  'follow.myTeams.none': 'None',
  'follow.myTeams.loading': 'Loading your teams…',
  'follow.myTeams.failed': 'This team could not be loaded right now.',
  'follow.myTeams.gone': 'This team is not playing this season.',
  'follow.myTeams.schedule': 'Schedule',
  'follow.myTeams.feed': 'Subscribe',
  'follow.myTeams.feedLabel': 'Add {team}’s schedule to my calendar',
  'follow.schedule.mine': 'My teams',
  'follow.notify': 'Notifications for {team}',
  'follow.notifyShort': 'Notifications',
}
