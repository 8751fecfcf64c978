import type { Lang } from '~/i18n/language.ts'
import { formatMoney } from '~/league/fines.ts'

import type { LeagueProfile } from './schema.ts'
import { type VenueAddressView, venueAddress } from './venues.ts'

/** The season's numbers in words, singular or plural as each language wants. */
function gameTexts(games: LeagueProfile['games'], lang: Lang): Record<string, string> {
  const many = (n: number, one: string, more: string) => `${n} ${n === 1 ? one : more}`
  const minutes = (n: number) => `${n} minute${n === 1 ? '' : 's'}`
  return {
    regularSeasonGames:
      lang === 'fr'
        ? many(games.regularSeason, 'match', 'matchs')
        : many(games.regularSeason, 'game', 'games'),
    preseasonGames:
      lang === 'fr'
        ? many(games.preseason, 'match préparatoire', 'matchs préparatoires')
        : many(games.preseason, 'preseason game', 'preseason games'),
    gameLength:
      games.periods === 1
        ? minutes(games.periodMinutes)
        : `${games.periods} × ${minutes(games.periodMinutes)}`,
    preseasonGameLength: minutes(games.preseasonMinutes),
    breakLength: minutes(games.breakMinutes),
  }
}

const textsOf = new WeakMap<LeagueProfile, Partial<Record<Lang, Record<string, string>>>>()

// Every message reads the league's identity from here, never a name of its own. Every page's root
// loader asks: made once per profile and language (a list format made per request was 5 % of a
// player page's time).
export function leagueTexts(profile: LeagueProfile, lang: Lang): Record<string, string> {
  let byLang = textsOf.get(profile)
  if (!byLang) textsOf.set(profile, (byLang = {}))
  return (byLang[lang] ??= Object.freeze(makeLeagueTexts(profile, lang)))
}

function makeLeagueTexts(profile: LeagueProfile, lang: Lang): Record<string, string> {
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
    ...gameTexts(profile.games, lang),
  }
}

export type LeagueInfoView = {
  venues: { name: string; days: string; address?: VenueAddressView }[]
  /** Without preseason games, the page does not mention them. */
  hasPreseason: boolean
  deposit: string
  includes: string[]
  prizes: string[]
}

export function leagueInfoView(profile: LeagueProfile, lang: Lang): LeagueInfoView {
  return {
    venues: profile.venues.map((venue) => {
      const address = venueAddress(venue)
      return { name: venue.name, days: venue.days[lang], ...(address ? { address } : {}) }
    }),
    hasPreseason: profile.games.preseason > 0,
    deposit: formatMoney(profile.fees.deposit, lang),
    includes: profile.fees.includes[lang],
    prizes: profile.prizes[lang],
  }
}
