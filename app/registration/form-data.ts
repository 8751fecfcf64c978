import type { SubmissionResult } from '@conform-to/react'

import { MAX_GOALKEEPERS, MAX_PLAYERS } from './limits.ts'
import type { FieldError, PersonRowValues, ProblemKind } from './form-values.ts'

export type RowGroup = 'players' | 'goalkeepers'
export type PersonField = keyof PersonRowValues

/**
 * The honeypot: people never see nor fill it; bots do. A filled value makes the server pretend
 * success without saving.
 */
export const HONEYPOT_FIELD = 'website'

export const MAX_ROWS: Record<RowGroup, number> = {
  players: MAX_PLAYERS,
  goalkeepers: MAX_GOALKEEPERS,
}

export const CONFORM_INTENT = '__intent__'

const ECHO_LIMIT = 4000

const FORM_FIELD =
  /^(?:name|phone|email|season|division|teamName|jerseyColor|pastLeague|unavailableDays|notes|terms|(?:players|goalkeepers)\[\d{1,2}\]\.(?:firstName|lastName|dob|tel|email|isCaptain))$/

/**
 * Row numbers of two digits at most: a row index of a billion would make Conform build a list that
 * long.
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

export function rowFieldName(group: RowGroup, index: number, field: PersonField): string {
  return `${group}[${index}].${field}`
}

export function errorKey(name: string): string {
  return name.replace(/\[(\d+)\]/g, '.$1')
}

export const ENHANCED_FIELD = 'js'

/** Post/Redirect/Get: a reload cannot post twice. */
export const SUBMITTED_LOCATION = '/registration?submitted=1'

export type RegistrationResult = SubmissionResult<FieldError>

/** It never holds anything but the poster's own input. */
export type RegistrationActionData = (
  | { status: 'invalid'; problem: ProblemKind; result: RegistrationResult }
  | { status: 'edited'; result: RegistrationResult }
  | { status: 'error'; reason: ErrorReason; result?: RegistrationResult }
  | { status: 'success' }
) & {
  startedAt?: string
}

export type ErrorReason =
  'rate-limited' | 'unavailable' | 'bad-request' | 'cross-site' | 'not-sent' | 'closed'
