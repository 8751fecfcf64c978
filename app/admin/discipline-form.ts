import type { Submission } from '@conform-to/react'
import { isoDay, parseCoded, requiredText, z } from '~/utils/zod.ts'

import { PAYMENT_STATUSES } from '~/league/index.ts'

export type DisciplineErrorCode =
  'required' | 'tooLong' | 'games' | 'date' | 'returnBefore' | 'amount' | 'status'

/** Typo guards, not league rules. */
export const MAX_GAMES = 30
export const MAX_AMOUNT = 10_000

const dollars = z
  .number({ error: (issue) => (issue.input === undefined ? 'required' : 'amount') })
  .min(0, { error: 'amount' })
  .max(MAX_AMOUNT, { error: 'amount' })
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: 'amount' })

const status = z.enum(PAYMENT_STATUSES, { error: 'status' })

const suspensionSchema = z
  .object({
    playerId: requiredText(200),
    offence: requiredText(200),
    offenceEn: z.string().trim().max(200, { error: 'tooLong' }).optional(),
    games: z
      .number({ error: (issue) => (issue.input === undefined ? 'required' : 'games') })
      .int({ error: 'games' })
      .min(1, { error: 'games' })
      .max(MAX_GAMES, { error: 'games' }),
    asOf: isoDay,
    returnDate: isoDay.optional(),
    fine: dollars.optional(),
  })
  .refine((value) => !value.returnDate || value.returnDate >= value.asOf, {
    path: ['returnDate'],
    error: 'returnBefore',
  })

const fineSchema = z.object({
  teamId: requiredText(200),
  amount: dollars.refine((value) => value > 0, { error: 'amount' }),
  notes: z.string().trim().max(300, { error: 'tooLong' }).optional(),
  notesEn: z.string().trim().max(300, { error: 'tooLong' }).optional(),
  paymentStatus: status,
})

const liftSchema = z.object({ playerId: requiredText(200) })
const paySchema = z.object({ fineId: requiredText(200), paymentStatus: status })

const SCHEMAS = { suspend: suspensionSchema, fine: fineSchema, lift: liftSchema, pay: paySchema }
export type DisciplineIntent = keyof typeof SCHEMAS

export const isDisciplineIntent = (value: unknown): value is DisciplineIntent =>
  typeof value === 'string' && Object.hasOwn(SCHEMAS, value)

export type DisciplineValues = { [I in DisciplineIntent]: z.infer<(typeof SCHEMAS)[I]> }

export type DisciplineSubmission<I extends DisciplineIntent> = Submission<
  unknown,
  DisciplineErrorCode,
  DisciplineValues[I]
>

export function parseDiscipline<I extends DisciplineIntent>(
  intent: I,
  formData: FormData,
): DisciplineSubmission<I> {
  return parseCoded<DisciplineErrorCode, z.ZodType>(
    SCHEMAS[intent],
    formData,
  ) as DisciplineSubmission<I>
}
