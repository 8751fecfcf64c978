// docs/product.md#limits; the league's choices are in docs/decisions/0004-registration.md.
export const LIMITS = {
  personName: 80,
  teamName: 80,
  email: 254,
  phone: 30,
  jerseyColor: 40,
  pastLeague: 120,
  unavailableDays: 500,
  notes: 2000,
  id: 64,
} as const

/** docs/product.md#rules: at most 18 players (plus a coach, not registered here). */
export const MAX_PLAYERS = 18
export const MAX_GOALKEEPERS = 3
export const MAX_ROSTER = 18

/** E.164 allows at most 15 digits. */
export const PHONE_MIN_DIGITS = 7
export const PHONE_MAX_DIGITS = 15

export const MIN_DOB = '1900-01-01'
