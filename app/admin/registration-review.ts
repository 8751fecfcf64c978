/**
 * A registration's review in the console: its status (pending until an operator decides, then
 * accepted, waitlisted or declined) and the operators' private notes. The review form's one
 * schema (zod, through Conform) runs in the browser and again in the action; `reviewChange`
 * says what a valid post changes, as the audit log records it. Pure.
 */
import type { Submission } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { z } from 'zod'

export const REVIEW_STATUSES = ['pending', 'accepted', 'waitlisted', 'declined'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]

export const DEFAULT_REVIEW_STATUS: ReviewStatus = 'pending'

/** The longest private note kept: a few paragraphs, not a file. */
export const MAX_REVIEW_NOTES = 2000

export function isReviewStatus(value: unknown): value is ReviewStatus {
  return REVIEW_STATUSES.includes(value as ReviewStatus)
}

/**
 * Where a registration may go from `from`. "Pending" means nobody has decided yet: a decided
 * registration moves between the decisions (a waitlisted team accepted, an accepted one
 * declined) but never back to pending, so the list's pending filter is the work still to do.
 */
export function nextStatuses(from: ReviewStatus): ReviewStatus[] {
  return REVIEW_STATUSES.filter((to) => to === from || to !== 'pending')
}

export function canMoveTo(from: ReviewStatus, to: ReviewStatus): boolean {
  return nextStatuses(from).includes(to)
}

export type ReviewErrorCode = 'status' | 'notesTooLong'

const review = z.object({
  status: z.enum(REVIEW_STATUSES, { error: 'status' }),
  notes: z
    .string()
    .max(MAX_REVIEW_NOTES, { error: 'notesTooLong' })
    .optional()
    .transform((notes) => (notes ?? '').trim()),
})

export type ReviewValues = z.input<typeof review>
export type Review = { status: ReviewStatus; notes: string }
export type ReviewSubmission = Submission<unknown, ReviewErrorCode, Review>

export function parseReview(formData: FormData): ReviewSubmission {
  return parseWithZod(formData, {
    schema: review,
    formatError: (issues: z.core.$ZodIssue[]) => issues[0]!.message as ReviewErrorCode,
  }) as unknown as ReviewSubmission
}

/** The audit log's paths of a registration's review (console data, not the league tree's). */
export const reviewPath = (registrationId: string, field: keyof Review) =>
  `console/registrations/${registrationId}/${field}`

export type ReviewChange =
  | { kind: 'unchanged' }
  | { kind: 'refused'; from: ReviewStatus; to: ReviewStatus }
  | {
      kind: 'changed'
      before: Record<string, unknown>
      after: Record<string, unknown>
    }

/**
 * What posting `next` over `current` changes: nothing, a move the rules refuse, or the paths
 * that change with their values before and after (only those that change).
 */
export function reviewChange(registrationId: string, current: Review, next: Review): ReviewChange {
  if (!canMoveTo(current.status, next.status))
    return { kind: 'refused', from: current.status, to: next.status }
  const before: Record<string, unknown> = {}
  const after: Record<string, unknown> = {}
  for (const field of ['status', 'notes'] as const) {
    if (current[field] === next[field]) continue
    before[reviewPath(registrationId, field)] = current[field]
    after[reviewPath(registrationId, field)] = next[field]
  }
  return Object.keys(after).length === 0
    ? { kind: 'unchanged' }
    : { kind: 'changed', before, after }
}

/** A stored review read back, its status checked (an unknown one reads as pending). */
export function reviewOf(stored: { status: string; notes: string } | undefined): Review {
  return {
    status: isReviewStatus(stored?.status) ? stored.status : DEFAULT_REVIEW_STATUS,
    notes: stored?.notes ?? '',
  }
}
