// Where a game is played, from the profile's venues: its street address and a map to find it.
import type { LeagueProfile } from './schema.ts'

type Venue = LeagueProfile['venues'][number]

/** `text` is `street, town`; the town (with its postal code) is shown on one line. */
export type VenueAddressView = { text: string; street: string; town: string; mapHref: string }

/**
 * A game names its field ("Laval - Terrain 1") and its division a location ("Laval"): the venue
 * is the one whose name starts the field, else the one named or situated at the location.
 */
export function findVenue(
  venues: readonly Venue[],
  game: { field?: string; location?: string },
): Venue | undefined {
  const field = game.field?.trim().toLowerCase()
  const byField = field
    ? venues.find((venue) => {
        const name = venue.name.toLowerCase()
        return (
          field === name ||
          (field.startsWith(name) && /^[\s\-–—,:·(]/.test(field.slice(name.length)))
        )
      })
    : undefined
  if (byField) return byField
  const location = game.location?.trim().toLowerCase()
  if (!location) return undefined
  return venues.find(
    (venue) =>
      venue.name.toLowerCase() === location || venue.address.locality.toLowerCase() === location,
  )
}

/** Undefined without a street: a town alone gives no directions. */
export function venueAddress(venue: Venue | undefined): VenueAddressView | undefined {
  const street = venue?.address.street
  if (!venue || !street) return undefined
  const address = venue.address
  const town = [address.locality, address.region, address.postalCode].filter(Boolean).join(' ')
  const text = `${street}, ${town}`
  const query = `${venue.name}, ${text}, ${address.country}`
  return {
    text,
    street,
    town,
    mapHref: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`,
  }
}
