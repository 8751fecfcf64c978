import { registerLeagueTexts } from '~/i18n/messages.ts'
import { setLeagueTimeZone } from '~/league/time.ts'

import { rules as bundledRules } from '~/content/rules.ts'

import type { LeagueProfile, LeagueRules } from './schema.ts'
import { leagueTexts } from './texts.ts'

let current: LeagueProfile | undefined

/**
 * Makes `profile` the league the process serves: its words for the catalogues' placeholders and
 * its time zone for the league's dates. The server applies the LEAGUE_PROFILE file once at start
 * (~/i18n/catalogues.server.ts); tests apply another to prove nothing of the default leaks.
 */
export function applyLeagueProfile(profile: LeagueProfile): void {
  current = profile
  registerLeagueTexts('fr', leagueTexts(profile, 'fr'))
  registerLeagueTexts('en', leagueTexts(profile, 'en'))
  setLeagueTimeZone(profile.timeZone)
}

/** The profile applied at start (server only: the browser gets what it needs from the root loader). */
export function leagueProfile(): LeagueProfile {
  if (!current) throw new Error('no league profile applied (import ~/i18n/catalogues.server.ts)')
  return current
}

/** The rules page's text: the profile's own rules, else the site's (docs/product.md#rules). */
export function leagueRules(): LeagueRules {
  return leagueProfile().rules ?? bundledRules
}
