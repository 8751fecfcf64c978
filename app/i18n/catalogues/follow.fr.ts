/**
 * Following a team on this device (docs/product.md#follow-a-team): the button, the home's strip and
 * the schedule's shortcut. Prefix `follow.`.
 */
export const followFr = {
  'follow.button': 'Suivre',
  'follow.buttonOn': 'Suivie',
  'follow.buttonLabel': 'Suivre {team}',
  'follow.buttonLabelOn': 'Suivie : {team}',
  'follow.schedule.mine': 'Mes équipes',
  'follow.notify': 'Notifications pour {team}',
  'follow.notifyShort': 'Notifications',
}
