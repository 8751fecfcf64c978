/**
 * A registration's status in the console: pending until an operator decides, then accepted,
 * waitlisted or declined. Pure and free of the form's schema, so the list's pages carry no zod.
 */
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
