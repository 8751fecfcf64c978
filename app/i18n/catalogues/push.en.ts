import type { pushFr } from './push.fr.ts'

/** English twin of `push.fr.ts`: the type demands exactly the same keys. */
export const pushEn: Record<keyof typeof pushFr, string> = {
  'push.kickoff.title': 'Kick-off: {home} – {away}',
  'push.kickoff.body': 'The game is under way{field}.',
  'push.goal.title': 'Goal for {team}!',
  'push.goal.body': '{home} {homeScore} – {awayScore} {away}',
  'push.final.title': 'Final: {home} {homeScore} – {awayScore} {away}',
  'push.final.body': '{division}',
  'push.postponed.title': 'Game postponed: {home} – {away}',
  'push.cancelled.title': 'Game cancelled: {home} – {away}',
  'push.moved.title': 'Game moved: {home} – {away}',
  'push.moved.body': 'Now on {when}.',
  'push.whenField': '{date} at {time}, {field}',
  'push.atField': ' ({field})',

  'push.panel.title': 'Notifications',
  'push.panel.intro': 'Get a notification on this device for {team}.',
  'push.panel.kickoff': 'Kick-off',
  'push.panel.goal': 'Each goal',
  'push.panel.final': 'Final score',
  'push.panel.change': 'Game postponed, cancelled or moved',
  'push.panel.on': 'Turn on notifications',
  'push.panel.save': 'Save',
  'push.panel.off': 'Turn off for this team',
  'push.panel.saved': 'Notifications saved.',
  'push.panel.removed': 'Notifications turned off for this team.',
  'push.panel.failed': 'Your notifications could not be saved. Try again later.',
  'push.panel.unsupported':
    'This browser does not receive notifications. On an iPhone or iPad, first add the site to your Home Screen (Share, then "Add to Home Screen") and open it from there.',
  'push.panel.blocked':
    'Notifications are blocked for this site. Allow them in the browser’s settings (the padlock beside the address), then come back here.',
  'push.panel.open': 'Notifications',
  'push.panel.openLabel': 'Notifications for {team}',
  'push.panel.close': 'Close',
}
