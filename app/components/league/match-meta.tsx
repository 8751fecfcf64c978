import { Icon } from '~/components/ui/icon.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { MatchCardView } from '~/view-models/match-card.ts'

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
      <span className="match-meta">
        <Icon name="calendar-days" />
        {match.date}
      </span>
      <span className={emphasiseTime ? 'match-meta font-semibold text-slate-800' : 'match-meta'}>
        <Icon name="clock" />
        {match.time ?? t('match.timeTbd')}
      </span>
      <span className="match-meta">
        <Icon name="map-pin" />
        {match.field ?? t('match.fieldTbd')}
      </span>
    </>
  )
}
