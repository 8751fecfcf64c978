// Apart from schema.ts so zod loads only when a form is checked.

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

export type PersonRowValues = {
  firstName: string
  lastName: string
  dob: string
  tel: string
  email: string
  isCaptain: boolean
}

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
export type RegistrationData = Omit<RegistrationFormValues, 'terms'> & { terms: true }

export const PERSON_FIELDS = ['firstName', 'lastName', 'dob', 'tel', 'email'] as const

export function emptyPersonRow(): PersonRowValues {
  return { firstName: '', lastName: '', dob: '', tel: '', email: '', isCaptain: false }
}

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

/** UTC is never earlier than the league's day. */
export function isoToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10)
}

export type FieldError = { code: FieldErrorCode; max?: number }
export type FieldErrors = Record<string, FieldError>

export type ProblemKind = 'terms' | 'missing' | 'invalid'
