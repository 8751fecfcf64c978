import { useT } from '~/i18n/use-translation.ts'
import type { LiveClockView } from '~/view-models/match-card.ts'

import { LiveBadge } from './live-clock.tsx'

const styles = {
  finished: 'bg-slate-800 text-slate-50',
  live: 'bg-red-600 text-white',
  upcoming: 'bg-pitch-100 text-pitch-900',
  postponed: 'bg-amber-50 text-amber-900',
  cancelled: 'bg-red-100 text-red-900',
} as const

export function StatusBadge({
  status,
  label,
  live,
}: {
  status: keyof typeof styles
  label?: string
  live?: LiveClockView
}) {
  const t = useT()
  if (status === 'live') return <LiveBadge live={live} />
  return (
    <span className={`status-badge ${styles[status]}`}>{label ?? t(`match.status.${status}`)}</span>
  )
}

export function PlayoffBadge({ label }: { label: string }) {
  return (
    <span className="bg-accent text-ink-900 inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold">
      {label}
    </span>
  )
}
