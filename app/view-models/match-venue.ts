import { type League, type Match, findDivision } from '~/league/index.ts'
import { leagueProfile } from '~/league-profile/current.ts'
import { type VenueAddressView, findVenue, venueAddress } from '~/league-profile/venues.ts'

/** Where the game is played, for the match page and its calendar event. */
export function matchVenueAddress(league: League, match: Match): VenueAddressView | undefined {
  const location = findDivision(league.divisions, match.divisionId)?.location
  return venueAddress(
    findVenue(leagueProfile().venues, {
      ...(match.field === undefined ? {} : { field: match.field }),
      ...(location === undefined ? {} : { location }),
    }),
  )
}
