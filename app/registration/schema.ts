/**
 * The one registration schema (docs/product.md#registration): the browser runs it before posting
 * and the route action runs it again on what arrived; formats and lengths are in limits.ts.
 *
 * Issues carry a short code as their message (`FieldErrorCode`, form-values.ts); the page turns
 * them into sentences in the visitor's language.
 */
import type { Submission } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { z } from '../utils/zod.ts'

import { normalizeDateOfBirth } from './date-of-birth.ts'
import {
  cleanLine,
  cleanName,
  cleanText,
  isCalendarDate,
  isValidEmail,
  isValidPhone,
} from './field-checks.ts'
import { LIMITS, MAX_GOALKEEPERS, MAX_PLAYERS, MAX_ROSTER, MIN_DOB } from './limits.ts'
import {
  type FieldError,
  type FieldErrorCode,
  type FieldErrors,
  type PersonRowValues,
  type ProblemKind,
  type RegistrationData,
  type RegistrationFormValues,
  PERSON_FIELDS,
  isoToday,
} from './form-values.ts'

export { cleanText, isCalendarDate, isValidEmail, isValidPhone } from './field-checks.ts'
export {
  type FieldError,
  type FieldErrors,
  type PersonRow,
  type PersonRowValues,
  type ProblemKind,
  type RegistrationData,
  type RegistrationFormValues,
  PERSON_FIELDS,
  emptyPersonRow,
  isoToday,
} from './form-values.ts'

// ---------------------------------------------------------------------------------------------
// Text normalisation: text values are trimmed; empty ones are treated as missing

/**
 * Longest raw value worth cleaning for a field of `max` characters. Browsers stop typing at
 * `maxLength` but a textarea posts CRLF as two characters; anything longer is refused as too long
 * without running a single pattern over it, so validation time stays linear and small.
 */
function rawCap(max: number): number {
  return max * 2 + 16
}

/**
 * Cleans a value of at most `max` characters; a raw value past rawCap(max) is cut to `max + 1`
 * uncleaned, which the length check then refuses.
 */
function bounded(clean: (value: unknown) => string, max: number) {
  return (value: unknown) =>
    typeof value === 'string' && value.length > rawCap(max) ? value.slice(0, max + 1) : clean(value)
}

/** A string schema whose length check comes first and stops every later check when it fails. */
function limited(max: number, required: boolean) {
  const base = z.string().max(max, { error: 'tooLong', abort: true })
  return required ? base.min(1, { error: 'required', abort: true }) : base
}

function line(max: number, required = false) {
  return z.preprocess(bounded(cleanLine, max), limited(max, required))
}

function name(max: number, required = false) {
  return z.preprocess(bounded(cleanName, max), limited(max, required))
}

function text(max: number) {
  return z.preprocess(bounded(cleanText, max), limited(max, false))
}

function phone(required: boolean) {
  return line(LIMITS.phone, required).refine((v) => v === '' || isValidPhone(v), { error: 'phone' })
}

function email(required: boolean) {
  return line(LIMITS.email, required).refine((v) => v === '' || isValidEmail(v), {
    error: 'email',
  })
}

function dateOfBirth(today: string) {
  return line(10)
    .transform(normalizeDateOfBirth)
    .refine((v) => v === '' || isCalendarDate(v), { error: 'date', abort: true })
    .refine((v) => v === '' || (v >= MIN_DOB && v <= today), { error: 'dateRange' })
}

/** A box: an unticked one is not posted at all. */
const checkbox = z
  .union([z.boolean(), z.string(), z.null()])
  .optional()
  .transform((v) => v === true || v === 'on' || v === 'true' || v === '1')

/** A row counts once anything other than the captain box is filled in. */
export function rowHasContent(row: Pick<PersonRowValues, (typeof PERSON_FIELDS)[number]>): boolean {
  return PERSON_FIELDS.some((field) => cleanLine(row[field]) !== '')
}

function personRow(today: string) {
  return z
    .object({
      firstName: name(LIMITS.personName),
      lastName: name(LIMITS.personName),
      dob: dateOfBirth(today),
      tel: phone(false),
      email: email(false),
      isCaptain: checkbox,
    })
    .superRefine((row, ctx) => {
      // A filled row (or a ticked captain box) needs a first and a last name; a blank row is skipped.
      if (!rowHasContent(row) && !row.isCaptain) return
      if (row.firstName === '')
        ctx.addIssue({ code: 'custom', path: ['firstName'], message: 'required' })
      if (row.lastName === '')
        ctx.addIssue({ code: 'custom', path: ['lastName'], message: 'required' })
    })
}

/** A list of roster rows; a form whose rows were all removed posts none of them. */
function rows(row: ReturnType<typeof personRow>, max: number) {
  return z.preprocess((v) => v ?? [], z.array(row).max(max, { error: 'tooManyRows' }))
}

export type SchemaOptions = {
  /** Today as 'YYYY-MM-DD': a date of birth cannot be later. */
  today?: string
}

export function registrationSchema({ today = isoToday() }: SchemaOptions = {}) {
  const row = personRow(today)
  return z
    .object({
      name: name(LIMITS.personName, true),
      phone: phone(true),
      email: email(true),
      season: line(LIMITS.id, true),
      division: line(LIMITS.id, true),
      teamName: name(LIMITS.teamName, true),
      jerseyColor: line(LIMITS.jerseyColor),
      pastLeague: line(LIMITS.pastLeague),
      unavailableDays: text(LIMITS.unavailableDays),
      notes: text(LIMITS.notes),
      terms: checkbox.refine((v) => v, { error: 'terms' }),
      players: rows(row, MAX_PLAYERS),
      goalkeepers: rows(row, MAX_GOALKEEPERS),
    })
    .superRefine((form, ctx) => {
      const filled = (rows: PersonRowValues[]) =>
        rows.filter((r) => rowHasContent(r) || r.isCaptain).length
      if (filled(form.players) + filled(form.goalkeepers) > MAX_ROSTER) {
        ctx.addIssue({ code: 'custom', path: ['players'], message: 'roster' })
      }
      // One captain per team: every box after the first ticked one is flagged.
      let captains = 0
      form.players.forEach((player, index) => {
        if (!player.isCaptain) return
        captains += 1
        if (captains > 1)
          ctx.addIssue({
            code: 'custom',
            path: ['players', index, 'isCaptain'],
            message: 'oneCaptain',
          })
      })
    })
    .transform((form): RegistrationData => ({
      ...form,
      terms: true,
      players: form.players.filter(rowHasContent),
      // Goalkeepers never have a captain box, whatever was posted.
      goalkeepers: form.goalkeepers
        .filter(rowHasContent)
        .map((row) => ({ ...row, isCaptain: false })),
    }))
}

// ---------------------------------------------------------------------------------------------
// Issues → what the page shows

const CODES = new Set<string>([
  'required',
  'tooLong',
  'email',
  'phone',
  'date',
  'dateRange',
  'terms',
  'tooManyRows',
  'roster',
  'oneCaptain',
  'seasonUnknown',
  'divisionUnknown',
])

/** An issue as a code the page can translate (with the limit of a value too long). */
function fieldErrorOf(issue: z.core.$ZodIssue): FieldError {
  const code = CODES.has(issue.message)
    ? (issue.message as FieldErrorCode)
    : issue.code === 'too_big'
      ? 'tooLong'
      : 'required'
  return issue.code === 'too_big' ? { code, max: Number(issue.maximum) } : { code }
}

/** The first issue of each path, as a code the page can translate. */
export function fieldErrorsOf(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const path = issue.path.map(String).join('.')
    if (path in errors) continue
    errors[path] = fieldErrorOf(issue)
  }
  return errors
}

/**
 * docs/product.md#registration: a missing required field first ('Missing required fields'), then
 * the terms box ('Agreement required'), else something filled in wrongly.
 */
export function problemKind(errors: Record<string, FieldError | null>): ProblemKind {
  const codes = Object.values(errors).map((error) => error?.code)
  // Missing fields first: a toast about the terms alone would hide the other fields to fill.
  if (codes.includes('required')) return 'missing'
  if (codes.includes('terms')) return 'terms'
  return 'invalid'
}

export type ValidationResult =
  { ok: true; data: RegistrationData } | { ok: false; errors: FieldErrors; problem: ProblemKind }

/** The schema of the last day asked for: building one costs more than most validations. */
let lastSchema: { today: string; schema: ReturnType<typeof registrationSchema> } | undefined

function schemaFor(today: string) {
  if (lastSchema?.today !== today) lastSchema = { today, schema: registrationSchema({ today }) }
  return lastSchema.schema
}

/** Validates typed form values (the schema's rules on their own; the form posts through parseRegistration). */
export function validateRegistration(values: unknown, options?: SchemaOptions): ValidationResult {
  const result = schemaFor(options?.today ?? isoToday()).safeParse(values)
  if (result.success) return { ok: true, data: result.data }
  const errors = fieldErrorsOf(result.error.issues)
  return { ok: false, errors, problem: problemKind(errors) }
}

/**
 * The posted form through Conform (its field names, `players[0].firstName`, and its intents:
 * a row added or removed, the form reset) and this schema: the same call in the browser before
 * posting and in the action on what arrived. Errors are keyed by field name, one code each.
 */
export type RegistrationSubmission = Submission<
  RegistrationFormValues,
  FieldError,
  RegistrationData
>

export function parseRegistration(
  formData: FormData,
  options?: SchemaOptions,
): RegistrationSubmission {
  return parseWithZod(formData, {
    schema: schemaFor(options?.today ?? isoToday()),
    // The schema cleans raw text itself (trim, line breaks): Conform hands it what was typed.
    disableAutoCoercion: true,
    formatError: (issues: z.core.$ZodIssue[]) => fieldErrorOf(issues[0]!),
  }) as unknown as RegistrationSubmission
}
