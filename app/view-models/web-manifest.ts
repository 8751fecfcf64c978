import type { LeagueProfile } from '~/league-profile/schema.ts'
import { THEME_COLORS } from '~/theme/theme.ts'

export function webManifest(profile: LeagueProfile) {
  return {
    name: profile.name.fr,
    short_name: profile.appName,
    description: profile.description.fr,
    lang: 'fr-CA',
    dir: 'ltr',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLORS.light,
    background_color: THEME_COLORS.light,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
}
