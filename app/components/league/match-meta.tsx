import { CalendarDays, Clock, MapPin } from 'lucide-react'

import { useT } from '~/i18n/use-translation.ts'
import type { MatchCardView } from '~/view-models/match-card.ts'

/** Date, time (or 'TBD' / 'À confirmer') and field (or 'Field TBD'), shared by every match card. */
export function MatchMeta({
  match,
  emphasiseTime = false,
}: {
  match: MatchCardView
  emphasiseTime?: boolean
}) {
  const t = useT()
  return (
    <>
      <span className="inline-flex items-center gap-1">
        <CalendarDays aria-hidden="true" className="size-3.5" />
        {match.date}
      </span>
      <span
        className={`inline-flex items-center gap-1 ${emphasiseTime ? 'font-semibold text-slate-800' : ''}`}
      >
        <Clock aria-hidden="true" className="size-3.5" />
        {match.time ?? t('match.timeTbd')}
      </span>
      <span className="inline-flex items-center gap-1">
        <MapPin aria-hidden="true" className="size-3.5" />
        {match.field ?? t('match.fieldTbd')}
      </span>
    </>
  )
}
