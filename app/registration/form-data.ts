/**
 * The form's wire format: field names and the action's answers. Conform names the inputs
 * (`players[2].firstName`) and carries the row and reset intents (its `__intent__` button
 * value); the schema (schema.ts) reads the posted form through it.
 */
import type { SubmissionResult } from '@conform-to/react'

import { MAX_GOALKEEPERS, MAX_PLAYERS } from './limits.ts'
import type { FieldError, PersonRowValues, ProblemKind } from './form-values.ts'

export type RowGroup = 'players' | 'goalkeepers'
export type PersonField = keyof PersonRowValues

/**
 * The honeypot: a field people never see nor fill (visually hidden, out of the tab order);
 * form-filling bots do. A filled value makes the server pretend success without saving.
 */
export const HONEYPOT_FIELD = 'website'

export const MAX_ROWS: Record<RowGroup, number> = {
  players: MAX_PLAYERS,
  goalkeepers: MAX_GOALKEEPERS,
}

/** Conform's intent field: the row and reset buttons' value. */
export const CONFORM_INTENT = '__intent__'

/** Longest value echoed back into the page after an error (the schema refuses far less anyway). */
const ECHO_LIMIT = 4000

const FORM_FIELD =
  /^(?:name|phone|email|season|division|teamName|jerseyColor|pastLeague|unavailableDays|notes|terms|(?:players|goalkeepers)\[\d{1,2}\]\.(?:firstName|lastName|dob|tel|email|isCaptain))$/

/**
 * The posted fields the form has, before Conform reads them: text only, the first value of
 * each name, cut to ECHO_LIMIT, row numbers of two digits at most (a row index of a billion
 * would make Conform build a list that long). Unknown fields and files are dropped.
 */
export function formFields(formData: FormData): FormData {
  const fields = new FormData()
  for (const [name, value] of formData.entries()) {
    if (typeof value !== 'string' || fields.has(name)) continue
    if (name === CONFORM_INTENT) fields.append(name, value.slice(0, ECHO_LIMIT))
    else if (FORM_FIELD.test(name)) fields.append(name, value.slice(0, ECHO_LIMIT))
  }
  return fields
}

export function honeypotFilled(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD)
  return typeof value === 'string' && value.trim() !== ''
}

/** Input name of a row field, as Conform spells it: `players[2].firstName`. */
export function rowFieldName(group: RowGroup, index: number, field: PersonField): string {
  return `${group}[${index}].${field}`
}

/**
 * Error keys as the page's lookups spell them (`players.2.firstName`) from Conform's field
 * names (`players[2].firstName`).
 */
export function errorKey(name: string): string {
  return name.replace(/\[(\d+)\]/g, '.$1')
}

// ---------------------------------------------------------------------------------------------
// The action's answers

/** The field the enhanced page adds to its posts: it wants data back, not a redirect. */
export const ENHANCED_FIELD = 'js'

/** Where a post without JavaScript lands after a success (Post/Redirect/Get: a reload cannot post twice). */
export const SUBMITTED_LOCATION = '/registration?submitted=1'

/**
 * Conform's reply to a post: what was typed (shown again), the field errors (one code each), and
 * the row intent it applied.
 */
export type RegistrationResult = SubmissionResult<FieldError>

/** What the page gets back from the action. It never holds anything but the poster's own input. */
export type RegistrationActionData = (
  | { status: 'invalid'; problem: ProblemKind; result: RegistrationResult }
  | { status: 'edited'; result: RegistrationResult }
  | { status: 'error'; reason: ErrorReason; result?: RegistrationResult }
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
  'rate-limited' | 'unavailable' | 'bad-request' | 'cross-site' | 'not-sent' | 'closed'
