/**
 * Zod as every schema of the app uses it: never probing for `eval`. Zod tests once whether
 * `new Function` works to compile faster object checks; under the site's CSP (no 'unsafe-eval',
 * security-headers.server.ts) the probe fails quietly but every browser reports it as a CSP
 * violation, a console error on the first form a visitor checks. With it, the pieces the console's
 * forms share: an issue's message is a short code the page words in the operator's language.
 */
import type { Submission } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { z } from 'zod'

z.config({ jitless: true })

export { z }

/** A text that must be there, trimmed, at most `max` characters: `required` or `tooLong`. */
export const requiredText = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'tooLong' })

/**
 * 2026-02-30 matches the pattern but is no day; nor is 0024-01-01 one the league can mean
 * (Date.UTC reads years 0 to 99 as 1900 to 1999, and the league's records start long after).
 */
function isRealDay(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number)
  const date = new Date(Date.UTC(year!, month! - 1, day!))
  return (
    year! >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day
  )
}

/** A day as a date input sends it, 'YYYY-MM-DD': `required` when absent, else `date`. */
export const isoDay = z
  .string({ error: (issue) => (issue.input === undefined ? 'required' : 'date') })
  .regex(/^\d{4}-\d\d-\d\d$/, { error: 'date' })
  .refine(isRealDay, { error: 'date' })

/** Conform's intent field: JSON naming what a button asks (validate, reset, insert, …). */
const INTENT_FIELD = '__intent__'

/**
 * Whether a post's intent is not one Conform could have written: Conform throws on it, which
 * answered a hand-made post with a 500. A form that carries none submits.
 */
export function hasMalformedIntent(formData: FormData): boolean {
  const value = formData.get(INTENT_FIELD)
  if (value === null) return false
  if (typeof value !== 'string') return true
  try {
    const intent = JSON.parse(value) as unknown
    return typeof (intent as { type?: unknown } | null)?.type !== 'string'
  } catch {
    return true
  }
}

/** `formData` checked by `schema`, each field's issue as its code. */
export function parseCoded<Code extends string, S extends z.ZodType>(
  schema: S,
  formData: FormData,
): Submission<unknown, Code, z.infer<S>> {
  return parseWithZod(formData, {
    schema,
    formatError: (issues: z.core.$ZodIssue[]) => issues[0]!.message as Code,
  }) as unknown as Submission<unknown, Code, z.infer<S>>
}
