// The one registration schema, in the browser before posting and in the action again; issues carry
// codes the page words.
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

/** Anything longer is refused without running a single pattern over it. */
function rawCap(max: number): number {
  return max * 2 + 16
}

function bounded(clean: (value: unknown) => string, max: number) {
  return (value: unknown) =>
    typeof value === 'string' && value.length > rawCap(max) ? value.slice(0, max + 1) : clean(value)
}

/** The length check stops every later check when it fails. */
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

/** An unticked box is not posted at all. */
const checkbox = z
  .union([z.boolean(), z.string(), z.null()])
  .optional()
  .transform((v) => v === true || v === 'on' || v === 'true' || v === '1')

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
      if (!rowHasContent(row) && !row.isCaptain) return
      if (row.firstName === '')
        ctx.addIssue({ code: 'custom', path: ['firstName'], message: 'required' })
      if (row.lastName === '')
        ctx.addIssue({ code: 'custom', path: ['lastName'], message: 'required' })
    })
}

function rows(row: ReturnType<typeof personRow>, max: number) {
  return z.preprocess((v) => v ?? [], z.array(row).max(max, { error: 'tooManyRows' }))
}

export type SchemaOptions = {
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

function fieldErrorOf(issue: z.core.$ZodIssue): FieldError {
  const code = CODES.has(issue.message)
    ? (issue.message as FieldErrorCode)
    : issue.code === 'too_big'
      ? 'tooLong'
      : 'required'
  return issue.code === 'too_big' ? { code, max: Number(issue.maximum) } : { code }
}

export function fieldErrorsOf(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const path = issue.path.map(String).join('.')
    if (path in errors) continue
    errors[path] = fieldErrorOf(issue)
  }
  return errors
}

/** docs/product.md#registration */
export function problemKind(errors: Record<string, FieldError | null>): ProblemKind {
  const codes = Object.values(errors).map((error) => error?.code)
  // A toast about the terms alone would hide the other fields to fill.
  if (codes.includes('required')) return 'missing'
  if (codes.includes('terms')) return 'terms'
  return 'invalid'
}

export type ValidationResult =
  { ok: true; data: RegistrationData } | { ok: false; errors: FieldErrors; problem: ProblemKind }

/** Building one costs more than most validations. */
let lastSchema: { today: string; schema: ReturnType<typeof registrationSchema> } | undefined

function schemaFor(today: string) {
  if (lastSchema?.today !== today) lastSchema = { today, schema: registrationSchema({ today }) }
  return lastSchema.schema
}

export function validateRegistration(values: unknown, options?: SchemaOptions): ValidationResult {
  const result = schemaFor(options?.today ?? isoToday()).safeParse(values)
  if (result.success) return { ok: true, data: result.data }
  const errors = fieldErrorsOf(result.error.issues)
  return { ok: false, errors, problem: problemKind(errors) }
}

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
    disableAutoCoercion: true,
    formatError: (issues: z.core.$ZodIssue[]) => fieldErrorOf(issues[0]!),
  }) as unknown as RegistrationSubmission
}
