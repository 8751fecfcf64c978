import { registerLeagueTexts } from '~/i18n/messages.ts'
import { setLeagueTimeZone } from '~/league/time.ts'

import { rules as bundledRules } from '~/content/rules.ts'

import type { LeagueProfile, LeagueRules } from './schema.ts'
import { leagueTexts } from './texts.ts'

let current: LeagueProfile | undefined

export function applyLeagueProfile(profile: LeagueProfile): void {
  current = profile
  registerLeagueTexts('fr', leagueTexts(profile, 'fr'))
  registerLeagueTexts('en', leagueTexts(profile, 'en'))
  setLeagueTimeZone(profile.timeZone)
}

export function leagueProfile(): LeagueProfile {
  if (!current) throw new Error('no league profile applied (import ~/i18n/catalogues.server.ts)')
  return current
}

export function leagueRules(): LeagueRules {
  return leagueProfile().rules ?? bundledRules
}
