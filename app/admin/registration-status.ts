// Free of the form's schema, so the list's pages carry no zod.
export const REVIEW_STATUSES = ['pending', 'accepted', 'waitlisted', 'declined'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]

export const DEFAULT_REVIEW_STATUS: ReviewStatus = 'pending'

export const MAX_REVIEW_NOTES = 2000

export function isReviewStatus(value: unknown): value is ReviewStatus {
  return REVIEW_STATUSES.includes(value as ReviewStatus)
}

/** A decided registration never goes back to pending. */
export function nextStatuses(from: ReviewStatus): ReviewStatus[] {
  return REVIEW_STATUSES.filter((to) => to === from || to !== 'pending')
}

export function canMoveTo(from: ReviewStatus, to: ReviewStatus): boolean {
  return nextStatuses(from).includes(to)
}
