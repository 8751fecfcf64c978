import { MatchCard } from '~/components/league/match-card.tsx'
import { WidgetState } from '~/components/league/widget-state.tsx'
import type { MatchCardView } from '~/view-models/match-card.ts'

export function MatchList({
  matches,
  empty,
  error,
  testId,
}: {
  matches: MatchCardView[] | null
  empty: string
  error: string
  testId: string
}) {
  if (matches === null) return <WidgetState kind="error" message={error} />
  if (matches.length === 0) return <WidgetState kind="empty" message={empty} />
  return (
    <ul className="grid grid-cols-1 gap-3" data-testid={testId}>
      {matches.map((match) => (
        <li key={`${match.id}-${match.divisionName}`}>
          <MatchCard match={match} />
        </li>
      ))}
    </ul>
  )
}
