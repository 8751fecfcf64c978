import { clsx } from 'clsx'

import { Link } from '~/components/ui/link.tsx'

import { useT } from '~/i18n/use-translation.ts'
import type { MeetingSideView, MeetingView } from '~/view-models/match-page.ts'

import { SectionCard } from '../league/section-card.tsx'
import { PlayoffBadge } from '../league/status-badge.tsx'

function SideName({ side, align }: { side: MeetingSideView; align: 'start' | 'end' }) {
  const t = useT()
  return (
    <span
      className={clsx(
        'name-wrap flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-0.5',
        align === 'end' ? 'justify-end text-right' : 'justify-start',
        side.winner ? 'font-bold text-slate-900' : 'text-slate-700',
      )}
    >
      <span className="min-w-0">{side.name}</span>
      {side.forfeit ? (
        <span
          className="shrink-0 rounded bg-red-600 px-1.5 py-0.5 text-[0.6rem] font-black tracking-wider whitespace-nowrap text-white"
          data-testid="meeting-forfeit"
        >
          {t('match.forfeit')}
        </span>
      ) : null}
    </span>
  )
}

/** The earlier games of the season between the two teams, oldest first. */
export function MatchMeetings({ meetings }: { meetings: MeetingView[] }) {
  const t = useT()
  if (meetings.length === 0) return null
  return (
    <SectionCard title={t('matchPage.meetings.title')} id="previous-meetings">
      <ol className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200">
        {meetings.map((meeting) => (
          <li key={meeting.href} data-testid="meeting">
            <Link
              to={meeting.href}
              className="grid grid-cols-1 gap-1 px-3 py-2.5 text-sm hover:bg-slate-50 sm:grid-cols-[10rem_minmax(0,1fr)] sm:items-center sm:gap-4"
            >
              <span className="flex flex-wrap items-center gap-2 text-slate-600">
                <span data-testid="meeting-date">{meeting.date}</span>
                {meeting.playoffLabel ? <PlayoffBadge label={meeting.playoffLabel} /> : null}
              </span>
              <span
                className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-3"
                data-testid="meeting-score"
              >
                <SideName side={meeting.home} align="end" />
                <span className="rounded-md bg-slate-100 px-2 py-0.5 font-black text-slate-900 tabular-nums">
                  {meeting.home.score ?? ''}-{meeting.away.score ?? ''}
                </span>
                <SideName side={meeting.away} align="start" />
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </SectionCard>
  )
}
