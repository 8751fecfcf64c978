/**
 * The registration form's values and error shapes, without the schema: what the page needs to
 * render and reset the form. Kept apart from schema.ts so zod loads only when a form is checked
 * (the page imports the schema when it is about to validate).
 */

export type FieldErrorCode =
  | 'required'
  | 'tooLong'
  | 'email'
  | 'phone'
  | 'date'
  | 'dateRange'
  | 'terms'
  | 'tooManyRows'
  | 'roster'
  | 'oneCaptain'
  | 'seasonUnknown'
  | 'divisionUnknown'

/** One player or goalkeeper row as typed (strings untrimmed, checkbox as a boolean). */
export type PersonRowValues = {
  firstName: string
  lastName: string
  dob: string
  tel: string
  email: string
  isCaptain: boolean
}

/** The form as typed: what the page renders back after an error. */
export type RegistrationFormValues = {
  name: string
  phone: string
  email: string
  season: string
  division: string
  teamName: string
  jerseyColor: string
  pastLeague: string
  unavailableDays: string
  notes: string
  terms: boolean
  players: PersonRowValues[]
  goalkeepers: PersonRowValues[]
}

export type PersonRow = PersonRowValues
/** A valid registration: text trimmed, empty rows dropped, goalkeepers never captain. */
export type RegistrationData = Omit<RegistrationFormValues, 'terms'> & { terms: true }

export const PERSON_FIELDS = ['firstName', 'lastName', 'dob', 'tel', 'email'] as const

export function emptyPersonRow(): PersonRowValues {
  return { firstName: '', lastName: '', dob: '', tel: '', email: '', isCaptain: false }
}

/** A blank form: one player row and one goalkeeper row to start from. */
export function emptyFormValues(season = '', division = ''): RegistrationFormValues {
  return {
    name: '',
    phone: '',
    email: '',
    season,
    division,
    teamName: '',
    jerseyColor: '',
    pastLeague: '',
    unavailableDays: '',
    notes: '',
    terms: false,
    players: [emptyPersonRow()],
    goalkeepers: [emptyPersonRow()],
  }
}

/** Today's date ('YYYY-MM-DD') in UTC, which is never earlier than the league's day. */
export function isoToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10)
}

export type FieldError = { code: FieldErrorCode; max?: number }
/** Field errors keyed by path: 'email', 'players.0.firstName', 'players'. */
export type FieldErrors = Record<string, FieldError>

/** Which toast (docs/product.md#registration) a failed submission gets. */
export type ProblemKind = 'terms' | 'missing' | 'invalid'
