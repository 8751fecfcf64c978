import type { Submission } from '@conform-to/react'
import { parseCoded, z } from '../utils/zod.ts'

import {
  DEFAULT_REVIEW_STATUS,
  MAX_REVIEW_NOTES,
  REVIEW_STATUSES,
  type ReviewStatus,
  canMoveTo,
  isReviewStatus,
} from './registration-status.ts'

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
  return parseCoded<ReviewErrorCode, typeof review>(review, formData) as ReviewSubmission
}

/** Console data, not the league tree's. */
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

/** The `updatedAt` of the review the form was drawn from; 0 before any, or when it sent none. */
export function seenVersion(formData: FormData): number {
  const seen = Number(formData.get('seen'))
  return Number.isSafeInteger(seen) && seen > 0 ? seen : 0
}

/** An unknown status reads as pending. */
export function reviewOf(stored: { status: string; notes: string } | undefined): Review {
  return {
    status: isReviewStatus(stored?.status) ? stored.status : DEFAULT_REVIEW_STATUS,
    notes: stored?.notes ?? '',
  }
}
