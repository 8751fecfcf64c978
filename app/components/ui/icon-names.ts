/**
 * The lucide icons the site draws, by their lucide name (https://lucide.dev/icons). The build
 * puts exactly these in the icon sprite (`vite/icon-sprite.ts`): add a name here to use a new
 * icon with `<Icon name="…" />`.
 */
export const ICON_NAMES = [
  'alert-triangle',
  'arrow-right',
  'ban',
  'banknote',
  'calendar-clock',
  'calendar-days',
  'calendar-off',
  'calendar-plus',
  'check',
  'chevron-down',
  'chevron-left',
  'chevron-right',
  'chevron-up',
  'circle-alert',
  'circle-check',
  'circle-slash',
  'clock',
  'clock-3',
  'crown',
  'download',
  'external-link',
  'handshake',
  'image-off',
  'inbox',
  'info',
  'loader-circle',
  'mail',
  'map-pin',
  'mars',
  'maximize-2',
  'menu',
  'moon',
  'newspaper',
  'pause',
  'play',
  'plus',
  'rotate-ccw',
  'search',
  'search-x',
  'send',
  'shield-alert',
  'sun',
  'trash-2',
  'trophy',
  'user-round',
  'users',
  'venus',
  'x',
] as const

/** The site's own drawings in the sprite, drawn with `<Icon name="…" />` too: id → SVG file. */
export const SPRITE_DRAWINGS = {
  'league-logo': 'app/components/league-logo.svg',
  'pitch-lines': 'app/components/home/pitch-lines.svg',
} as const

export type IconName = (typeof ICON_NAMES)[number] | keyof typeof SPRITE_DRAWINGS
