import { clsx } from 'clsx'

import type { ReviewStatus } from '~/admin/registration-status.ts'
import { type DeskKey, useDeskT } from '~/admin/registration-desk-text.ts'

export const STATUS_LABELS: Record<ReviewStatus, DeskKey> = {
  pending: 'desk.list.status.pending',
  accepted: 'desk.list.status.accepted',
  waitlisted: 'desk.list.status.waitlisted',
  declined: 'desk.list.status.declined',
}

const STATUS_CLASSES: Record<ReviewStatus, string> = {
  pending:
    'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100',
  accepted:
    'border-pitch-300 bg-pitch-50 text-pitch-900 dark:border-pitch-700 dark:bg-pitch-950/40 dark:text-pitch-100',
  waitlisted:
    'border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-700 dark:bg-sky-950/40 dark:text-sky-100',
  declined:
    'border-slate-300 bg-slate-100 text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100',
}

/** A registration's status, in words and colour (the words alone carry it). */
export function RegistrationStatusBadge({ status }: { status: ReviewStatus }) {
  const t = useDeskT()
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center rounded-full border px-2.5 py-0.5 text-sm font-bold',
        STATUS_CLASSES[status],
      )}
      data-testid="registration-status"
      data-status={status}
    >
      {t(STATUS_LABELS[status])}
    </span>
  )
}
