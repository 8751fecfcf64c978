/**
 * The form's wire format: field names, the submit intents, and FormData → typed values. Used by
 * the page (to name inputs and read the form before posting) and by the action.
 */
import { MAX_GOALKEEPERS, MAX_PLAYERS } from './limits.ts'
import {
  type FieldErrors,
  type PersonRowValues,
  type ProblemKind,
  type RegistrationFormValues,
  emptyFormValues,
  emptyPersonRow,
} from './form-values.ts'

export type RowGroup = 'players' | 'goalkeepers'
export type PersonField = keyof PersonRowValues

/**
 * The honeypot: a field people never see nor fill (visually hidden, out of the tab order);
 * form-filling bots do. A filled value makes the server pretend success without saving.
 */
export const HONEYPOT_FIELD = 'website'

/** Input name of a row field, e.g. `players[2].firstName`. */
export function rowFieldName(group: RowGroup, index: number, field: PersonField): string {
  return `${group}[${index}].${field}`
}

/** Key of a row field in the field-error map (the schema's issue path), e.g. `players.2.firstName`. */
export function rowErrorKey(group: RowGroup, index: number, field: PersonField): string {
  return `${group}.${index}.${field}`
}

export const MAX_ROWS: Record<RowGroup, number> = {
  players: MAX_PLAYERS,
  goalkeepers: MAX_GOALKEEPERS,
}

/** Longest value echoed back into the page after an error (the schema refuses far less anyway). */
const ECHO_LIMIT = 4000

function text(formData: FormData, name: string): string {
  const value = formData.get(name)
  return typeof value === 'string' ? value.slice(0, ECHO_LIMIT) : ''
}

const ROW_KEY = /^(players|goalkeepers)\[(\d{1,2})\]\.(firstName|lastName|dob|tel|email|isCaptain)$/

function rows(formData: FormData, group: RowGroup): PersonRowValues[] {
  const byIndex = new Map<number, PersonRowValues>()
  for (const [key, value] of formData.entries()) {
    const match = ROW_KEY.exec(key)
    if (!match || match[1] !== group || typeof value !== 'string') continue
    const index = Number(match[2])
    let row = byIndex.get(index)
    if (!row) byIndex.set(index, (row = emptyPersonRow()))
    const field = match[3] as PersonField
    if (field === 'isCaptain') row.isCaptain = value === 'on' || value === 'true'
    else row[field] = value.slice(0, ECHO_LIMIT)
  }
  return [...byIndex.entries()].sort(([a], [b]) => a - b).map(([, row]) => row)
}

/** Reads the posted (or about-to-be-posted) form. Unknown fields are ignored. */
export function formValuesFromFormData(formData: FormData): RegistrationFormValues {
  const terms = formData.get('terms')
  return {
    ...emptyFormValues(),
    name: text(formData, 'name'),
    phone: text(formData, 'phone'),
    email: text(formData, 'email'),
    season: text(formData, 'season'),
    division: text(formData, 'division'),
    teamName: text(formData, 'teamName'),
    jerseyColor: text(formData, 'jerseyColor'),
    pastLeague: text(formData, 'pastLeague'),
    unavailableDays: text(formData, 'unavailableDays'),
    notes: text(formData, 'notes'),
    terms: terms === 'on' || terms === 'true',
    players: rows(formData, 'players'),
    goalkeepers: rows(formData, 'goalkeepers'),
  }
}

export function honeypotFilled(formData: FormData): boolean {
  return text(formData, HONEYPOT_FIELD).trim() !== ''
}

// ---------------------------------------------------------------------------------------------
// Intents: the submit button that was pressed. With JavaScript off, adding or removing a row is a
// round trip to the action, which answers with the same values and one row more or less.

export type FormIntent =
  | { type: 'submit' }
  | { type: 'reset' }
  | { type: 'add'; group: RowGroup }
  | { type: 'remove'; group: RowGroup; index: number }

export const INTENT_FIELD = 'intent'

export function intentValue(intent: FormIntent): string {
  switch (intent.type) {
    case 'submit':
    case 'reset':
      return intent.type
    case 'add':
      return `add:${intent.group}`
    case 'remove':
      return `remove:${intent.group}:${intent.index}`
  }
}

export function parseIntent(value: unknown): FormIntent {
  if (value === 'reset') return { type: 'reset' }
  const add = typeof value === 'string' ? /^add:(players|goalkeepers)$/.exec(value) : null
  if (add) return { type: 'add', group: add[1] as RowGroup }
  const remove =
    typeof value === 'string' ? /^remove:(players|goalkeepers):(\d{1,2})$/.exec(value) : null
  if (remove) return { type: 'remove', group: remove[1] as RowGroup, index: Number(remove[2]) }
  return { type: 'submit' }
}

/** The values after adding or removing a row (at most MAX_ROWS rows; removing a missing row does nothing). */
export function applyRowIntent(
  values: RegistrationFormValues,
  intent: Extract<FormIntent, { type: 'add' | 'remove' }>,
): RegistrationFormValues {
  const current = values[intent.group]
  if (intent.type === 'add') {
    if (current.length >= MAX_ROWS[intent.group]) return values
    return { ...values, [intent.group]: [...current, emptyPersonRow()] }
  }
  if (intent.index >= current.length) return values
  return { ...values, [intent.group]: current.filter((_, index) => index !== intent.index) }
}

// ---------------------------------------------------------------------------------------------
// The action's answers

/** The field the enhanced page adds to its posts: it wants data back, not a redirect. */
export const ENHANCED_FIELD = 'js'

/** Where a post without JavaScript lands after a success (Post/Redirect/Get: a reload cannot post twice). */
export const SUBMITTED_LOCATION = '/registration?submitted=1'

/** What the page gets back from the action. It never holds anything but the poster's own input. */
export type RegistrationActionData = (
  | { status: 'invalid'; problem: ProblemKind; errors: FieldErrors; values: RegistrationFormValues }
  | { status: 'edited'; values: RegistrationFormValues }
  | {
      status: 'error'
      reason: ErrorReason
      values?: RegistrationFormValues
    }
  | { status: 'success' }
) & {
  /** When the form was first served (fill-time.ts), handed back so a re-rendered form keeps it. */
  startedAt?: string
}

/**
 * Why a post was refused. `cross-site`: posted from another site's page; `not-sent`: refused
 * without saying why (posted faster than a person could fill the form); `closed`: registration
 * is closed (REGISTRATION_OPEN=false), nothing is taken.
 */
export type ErrorReason =
  | 'rate-limited'
  | 'unavailable'
  | 'bad-request'
  | 'cross-site'
  | 'not-sent'
  | 'closed'
