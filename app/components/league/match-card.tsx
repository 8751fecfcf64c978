import { Link } from '~/components/ui/link.tsx'

import { useT } from '~/i18n/use-translation.ts'
import type { MatchCardSide, MatchCardView } from '~/view-models/match-card.ts'

import { MatchMeta } from './match-meta.tsx'
import { PlayoffBadge, StatusBadge } from './status-badge.tsx'

function TeamName({ side, align }: { side: MatchCardSide; align: 'left' | 'right' }) {
  const t = useT()
  const className = `relative z-10 font-bold text-slate-900 ${side.href ? 'hover:text-pitch-700 hover:underline' : ''}`
  return (
    <div
      className={`min-w-0 flex-1 [overflow-wrap:anywhere] ${align === 'right' ? 'text-right' : ''}`}
    >
      {side.href ? (
        <Link to={side.href} className={className}>
          {side.name}
        </Link>
      ) : (
        <span className={className}>{side.name}</span>
      )}
      {side.forfeit ? (
        <span className="mt-1 block text-[0.65rem] font-black tracking-wider text-red-700">
          {t('match.forfeit')}
        </span>
      ) : null}
    </div>
  )
}

/**
 * SPEC §2 "Match card": date, time, field, playoff badge, teams (to the team page), score or
 * 'vs', status and division. Only finished cards open the match page (a stretched link
 * under the team links, so links are never nested).
 */
export function MatchCard({ match }: { match: MatchCardView }) {
  const t = useT()
  const finished = match.home.score !== undefined && match.away.score !== undefined
  return (
    <article
      className="relative flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md"
      data-testid="match-card"
      data-match-id={match.id}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
        <MatchMeta match={match} />
        {match.playoffLabel ? <PlayoffBadge label={match.playoffLabel} /> : null}
      </div>
      <div className="flex items-center gap-3">
        <TeamName side={match.home} align="left" />
        <div className="shrink-0 text-center" data-testid="match-score">
          {finished ? (
            <span className="text-xl font-black text-slate-900 tabular-nums">
              {match.home.score} - {match.away.score}
              {match.overtime ? (
                <abbr
                  title={t('match.overtimeLong')}
                  className="ml-1 align-top text-xs font-bold text-amber-700 no-underline"
                >
                  {t('match.overtime')}
                </abbr>
              ) : null}
            </span>
          ) : (
            <span className="text-sm font-bold text-slate-500 uppercase">{t('match.vs')}</span>
          )}
        </div>
        <TeamName side={match.away} align="right" />
      </div>
      <div className="mt-auto flex items-center justify-between gap-2 text-xs">
        <span className="truncate text-slate-600">{match.divisionName}</span>
        <StatusBadge status={match.status} />
      </div>
      {match.href ? (
        <Link
          to={match.href}
          className="focus-visible:outline-pitch-500 absolute inset-0 rounded-xl focus-visible:outline-2"
          aria-label={`${t('match.open')}: ${match.home.name} ${match.home.score ?? ''} - ${match.away.score ?? ''} ${match.away.name}, ${match.date}`}
        />
      ) : null}
    </article>
  )
}
