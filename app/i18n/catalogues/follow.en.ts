import type { followFr } from './follow.fr.ts'

/** English twin of `follow.fr.ts`: the type demands exactly the same keys. */
export const followEn: Record<keyof typeof followFr, string> = {
  'follow.button': 'Follow',
  'follow.buttonOn': 'Following',
  'follow.buttonLabel': 'Follow {team}',
  'follow.buttonLabelOn': 'Following {team}',
  'follow.schedule.mine': 'My teams',
  'follow.notify': 'Notifications for {team}',
  'follow.notifyShort': 'Notifications',
}
