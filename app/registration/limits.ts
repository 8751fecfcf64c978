/**
 * Bounds of the registration form (docs/product.md#limits): length limits on every field, the
 * league's choices recorded in docs/decisions/0004-registration.md. The schema enforces them and
 * the inputs carry them as `maxLength`, so the browser stops typing where the server would refuse.
 */
export const LIMITS = {
  personName: 80,
  teamName: 80,
  email: 254,
  phone: 30,
  jerseyColor: 40,
  pastLeague: 120,
  unavailableDays: 500,
  notes: 2000,
  /** Season and division ids come from the select lists; anything longer is not ours. */
  id: 64,
} as const

/**
 * docs/product.md#rules: a roster has at most 18 players (plus a coach, who is not registered
 * here).
 */
export const MAX_PLAYERS = 18
/** Goalkeeper rows: a team dresses one, a few is plenty. */
export const MAX_GOALKEEPERS = 3
/** The whole roster (players and goalkeepers) stays within the rules' 18. */
export const MAX_ROSTER = 18

/** A phone number has 7 to 15 digits (E.164 allows at most 15), an extension aside. */
export const PHONE_MIN_DIGITS = 7
export const PHONE_MAX_DIGITS = 15

/** The earliest date of birth accepted. */
export const MIN_DOB = '1900-01-01'
