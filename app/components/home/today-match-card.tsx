import { Link } from '~/components/ui/link.tsx'

import { MatchMeta } from '~/components/league/match-meta.tsx'
import { PlayoffBadge, StatusBadge } from '~/components/league/status-badge.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { MatchCardSide, MatchCardView } from '~/view-models/match-card.ts'

function TeamButton({ side }: { side: MatchCardSide }) {
  const t = useT()
  const content = (
    <>
      <span
        aria-hidden="true"
        className="bg-pitch-800 ring-pitch-100 inline-flex size-14 items-center justify-center rounded-full text-lg font-black tracking-wide text-white ring-4"
      >
        {side.initials}
      </span>
      <span className="line-clamp-3 text-sm leading-tight font-bold [overflow-wrap:anywhere] text-slate-900">
        {side.name}
      </span>
    </>
  )
  const className = 'flex min-h-11 min-w-0 flex-col items-center gap-2 rounded-xl p-2 text-center'
  return side.href ? (
    <Link
      to={side.href}
      className={`${className} hover:bg-pitch-50 focus-visible:outline-pitch-500 focus-visible:outline-2`}
      aria-label={t('home.today.teamPage', { team: side.name })}
      data-testid="today-team"
    >
      {content}
    </Link>
  ) : (
    <span className={className}>{content}</span>
  )
}

/**
 * A card of today's carousel (SPEC §2): date, time or 'TBD', field or 'Field TBD', playoff
 * badge, both teams as buttons to their team page with their initials, score or 'vs',
 * division, and Completed / Upcoming. A completed match's score opens its match sheet.
 */
export function TodayMatchCard({ match }: { match: MatchCardView }) {
  const t = useT()
  const finished = match.status === 'finished'
  const scored = match.home.score !== undefined && match.away.score !== undefined
  return (
    <article
      className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="today-card"
      data-match-id={match.id}
      data-status={match.status}
    >
      <div className="flex items-start justify-between gap-2 text-xs text-slate-600">
        <div className="flex flex-wrap gap-x-3 gap-y-1">
          <MatchMeta match={match} emphasiseTime />
        </div>
        {match.playoffLabel ? <PlayoffBadge label={match.playoffLabel} /> : null}
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-start gap-1">
        <TeamButton side={match.home} />
        <div
          className="flex h-18 items-center justify-center px-1 text-center"
          data-testid="today-score"
        >
          {finished && scored && match.href ? (
            <Link
              to={match.href}
              className="hover:bg-pitch-50 focus-visible:outline-pitch-500 inline-flex min-h-11 flex-col items-center justify-center rounded-lg px-2 focus-visible:outline-2"
              aria-label={t('home.today.scoreSr', {
                home: match.home.name,
                homeScore: match.home.score ?? '',
                away: match.away.name,
                awayScore: match.away.score ?? '',
              })}
            >
              <span className="text-2xl font-black whitespace-nowrap text-slate-900 tabular-nums">
                {match.home.score} - {match.away.score}
              </span>
              <span className="text-pitch-700 text-[0.7rem] font-semibold underline">
                {t('home.today.sheet')}
              </span>
            </Link>
          ) : finished && scored ? (
            <span className="text-2xl font-black whitespace-nowrap text-slate-900 tabular-nums">
              {match.home.score} - {match.away.score}
            </span>
          ) : (
            <span className="text-base font-bold text-slate-500 uppercase">{t('match.vs')}</span>
          )}
        </div>
        <TeamButton side={match.away} />
      </div>
      <div className="mt-auto flex items-center justify-between gap-2 border-t border-slate-100 pt-3 text-xs">
        <span className="truncate font-medium text-slate-700">{match.divisionName}</span>
        <StatusBadge
          status={finished ? 'finished' : 'upcoming'}
          label={t(finished ? 'home.today.completed' : 'home.today.upcoming')}
        />
      </div>
    </article>
  )
}
