import { describe, expect, it } from 'vitest'

import { findVenue, venueAddress } from './venues.ts'

const laval = {
  name: 'Laval',
  address: {
    street: '100 rue de l’Exemple',
    locality: 'Laval',
    region: 'QC',
    postalCode: 'H7X 0A1',
    country: 'CA',
  },
  days: { fr: 'Tous les jours', en: 'Every day' },
}
const brossard = {
  name: 'Brossard',
  address: { locality: 'Brossard', region: 'QC', country: 'CA' },
  days: { fr: 'Dimanche', en: 'Sunday' },
}
const venues = [laval, brossard]

describe('findVenue', () => {
  it('finds the venue whose name starts the field, whatever the case', () => {
    expect(findVenue(venues, { field: 'Laval - Terrain 1' })).toBe(laval)
    expect(findVenue(venues, { field: 'brossard' })).toBe(brossard)
  })

  it("does not take a field that only begins with a venue's letters", () => {
    expect(findVenue(venues, { field: 'Lavallée 2' })).toBeUndefined()
  })

  it("falls back on the division's location, by venue name or town", () => {
    expect(findVenue(venues, { field: 'Terrain B', location: 'Laval' })).toBe(laval)
    expect(findVenue([{ ...laval, name: 'Centre Nord' }], { location: 'laval' })?.name).toBe(
      'Centre Nord',
    )
  })
})

describe('venueAddress', () => {
  it('gives the street address and a map search for it', () => {
    const address = venueAddress(laval)!
    expect(address.text).toBe('100 rue de l’Exemple, Laval QC H7X 0A1')
    expect([address.street, address.town]).toEqual(['100 rue de l’Exemple', 'Laval QC H7X 0A1'])
    expect(new URL(address.mapHref).searchParams.get('query')).toBe(
      'Laval, 100 rue de l’Exemple, Laval QC H7X 0A1, CA',
    )
  })

  it('gives nothing for a venue without a street: a town alone is no directions', () => {
    expect(venueAddress(brossard)).toBeUndefined()
    expect(venueAddress(undefined)).toBeUndefined()
  })
})
