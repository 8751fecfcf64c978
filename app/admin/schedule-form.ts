import type { Submission } from '@conform-to/react'
import { isoDay, parseCoded, z } from '~/utils/zod.ts'

import { MAX_STATUS_REASON } from '~/league/game-status.ts'

export type ScheduleErrorCode = 'required' | 'date' | 'time' | 'reasonLong'

const move = z.object({
  date: isoDay,
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'time' })
    .optional(),
  field: z.string().max(100).optional(),
  /** Ticked after the console warned of a clash: a team already playing that day, a field taken. */
  clashConfirmed: z.boolean().optional(),
})

const callOff = z.object({
  status: z.enum(['postponed', 'cancelled'], { error: 'required' }),
  reason: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(MAX_STATUS_REASON, { error: 'reasonLong' }),
  reasonEn: z.string().trim().max(MAX_STATUS_REASON, { error: 'reasonLong' }).optional(),
})

export type MoveValues = z.infer<typeof move>
export type CallOffValues = z.infer<typeof callOff>

export type MoveSubmission = Submission<unknown, ScheduleErrorCode, MoveValues>
export type CallOffSubmission = Submission<unknown, ScheduleErrorCode, CallOffValues>

export function parseMoveForm(formData: FormData): MoveSubmission {
  return parseCoded<ScheduleErrorCode, typeof move>(move, formData)
}

export function parseCallOffForm(formData: FormData): CallOffSubmission {
  return parseCoded<ScheduleErrorCode, typeof callOff>(callOff, formData)
}

/**
 * A move is checked for clashes whenever it changes where or when the game is played (its day,
 * time or field): a new time or field can take a field another game has, even on the same day.
 */
export function movesGame(
  current: { date: string; time: string; field: string },
  move: Pick<MoveValues, 'date' | 'time' | 'field'>,
): boolean {
  return (
    move.date !== current.date ||
    (move.time ?? '') !== current.time ||
    (move.field ?? '') !== current.field
  )
}

export type ScheduleFormName = 'move' | 'callOff' | 'restore'

export type ScheduleAnswer = {
  form: ScheduleFormName
  result?: ReturnType<MoveSubmission['reply']>
  problem: 'invalid' | 'refused' | 'clash'
  reason?: string
  /** The games a team of this one already plays on the day asked for, in words. */
  clashes?: string[]
  /** The games on the field asked for at the time asked for, in words. */
  fieldClashes?: string[]
}

export type ScheduleEditKind = 'moved' | 'postponed' | 'cancelled' | 'restored'

export const SCHEDULE_EDIT_KINDS: readonly ScheduleEditKind[] = [
  'moved',
  'postponed',
  'cancelled',
  'restored',
]
