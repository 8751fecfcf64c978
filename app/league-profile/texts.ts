import type { Lang } from '~/i18n/language.ts'
import { formatMoney } from '~/league/fines.ts'

import type { LeagueProfile } from './schema.ts'

// Every message reads the league's identity from here, never a name of its own.
export function leagueTexts(profile: LeagueProfile, lang: Lang): Record<string, string> {
  const venues = profile.venues.map((venue) => venue.name)
  return {
    leagueName: profile.name[lang],
    leagueShortName: profile.shortName[lang],
    leagueTinyName: profile.tinyName[lang],
    leagueSlogan: profile.slogan[lang],
    leagueDescription: profile.description[lang],
    venueNames: venues.join(' · '),
    venueList: new Intl.ListFormat(lang === 'en' ? 'en-CA' : 'fr-CA', {
      type: 'conjunction',
    }).format(venues),
  }
}

export type LeagueInfoView = {
  venues: { name: string; days: string }[]
  deposit: string
  includes: string[]
  prizes: string[]
}

export function leagueInfoView(profile: LeagueProfile, lang: Lang): LeagueInfoView {
  return {
    venues: profile.venues.map((venue) => ({ name: venue.name, days: venue.days[lang] })),
    deposit: formatMoney(profile.fees.deposit, lang),
    includes: profile.fees.includes[lang],
    prizes: profile.prizes[lang],
  }
}
