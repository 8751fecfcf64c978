import { useT } from '~/i18n/use-translation.ts'
import { liveClockWords } from '~/view-models/live-clock.ts'
import type { LiveClockView } from '~/view-models/match-card.ts'

export function useLiveClockText(): (live: LiveClockView | undefined) => {
  shown: string
  spoken: string
} {
  const t = useT()
  return (live) => liveClockWords(live, t)
}

/** A dot alone would say nothing to anyone who cannot see it. */
export function LiveBadge({ live }: { live?: LiveClockView }) {
  const t = useT()
  const clock = liveClockWords(live, t).shown
  return (
    <span className="status-badge live-badge" data-testid="live-badge">
      <span className="live-dot" aria-hidden="true" />
      {t('match.status.live')}
      {clock ? <span className="live-clock">{clock}</span> : null}
    </span>
  )
}
