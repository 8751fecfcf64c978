// `jitless`: Zod's `new Function` probe fails under our CSP and browsers report it as an error.
import type { Submission } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { z } from 'zod'

z.config({ jitless: true })

export { z }

export const requiredText = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'tooLong' })

/** Date.UTC reads years 0 to 99 as 1900 to 1999. */
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

export const isoDay = z
  .string({ error: (issue) => (issue.input === undefined ? 'required' : 'date') })
  .regex(/^\d{4}-\d\d-\d\d$/, { error: 'date' })
  .refine(isRealDay, { error: 'date' })

const INTENT_FIELD = '__intent__'

/**
 * Conform throws on an intent it could not have written, which answered a hand-made post with a
 * 500.
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

export function parseCoded<Code extends string, S extends z.ZodType>(
  schema: S,
  formData: FormData,
): Submission<unknown, Code, z.infer<S>> {
  return parseWithZod(formData, {
    schema,
    formatError: (issues: z.core.$ZodIssue[]) => issues[0]!.message as Code,
  }) as unknown as Submission<unknown, Code, z.infer<S>>
}
