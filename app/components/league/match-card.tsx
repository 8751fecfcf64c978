import { Link } from '~/components/ui/link.tsx'

import { useT } from '~/i18n/use-translation.ts'
import type { MatchCardSide, MatchCardView } from '~/view-models/match-card.ts'

import { Icon } from '~/components/ui/icon.tsx'

import { MatchMeta } from './match-meta.tsx'
import { ScoreSuffix, useScoreSuffixText } from './score-suffix.tsx'
import { useMatchSentence } from './match-sentence.ts'
import { PlayoffBadge, StatusBadge } from './status-badge.tsx'

function TeamName({ side, align }: { side: MatchCardSide; align: 'left' | 'right' }) {
  const t = useT()
  return (
    <div
      className={align === 'right' ? 'match-card-team text-right' : 'match-card-team'}
      data-winner={side.winner ? '' : undefined}
    >
      {side.href ? (
        <Link to={side.href} className="match-card-team-name">
          {side.name}
        </Link>
      ) : (
        <span className="match-card-team-name">{side.name}</span>
      )}
      {side.winner ? <WinnerMark /> : null}
      {side.forfeit ? (
        <span
          aria-hidden="true"
          className="mt-1 block text-[0.65rem] font-black tracking-wider text-red-700"
        >
          {t('match.forfeit')}
        </span>
      ) : null}
    </div>
  )
}

/** A check and the word, so the winner is not told by colour alone. */
export function WinnerMark() {
  const t = useT()
  return (
    <span className="match-card-winner" aria-hidden="true" data-testid="winner-mark">
      <Icon name="check" className="size-3" />
      {t('match.winner')}
    </span>
  )
}

export function MatchCard({ match }: { match: MatchCardView }) {
  const t = useT()
  const sentence = useMatchSentence()
  const suffix = useScoreSuffixText()
  const finished = match.home.score !== undefined && match.away.score !== undefined
  return (
    <article className="match-card" data-testid="match-card" data-match-id={match.id}>
      <p className="sr-only">{sentence(match)}</p>
      {/* What the sentence says, drawn for the eye; the team links stay readable. */}
      <div className="match-card-meta" aria-hidden="true">
        <MatchMeta match={match} />
        {match.playoffLabel ? <PlayoffBadge label={match.playoffLabel} /> : null}
      </div>
      <div className="flex items-center gap-3">
        <TeamName side={match.home} align="left" />
        <div className="shrink-0 text-center" data-testid="match-score" aria-hidden="true">
          {finished ? (
            <span className="match-card-score">{`${match.home.score} - ${match.away.score}`}</span>
          ) : (
            <span className="match-card-vs">{t('match.vs')}</span>
          )}
          {finished && (match.overtime || match.shootout) ? (
            <span className="match-card-score-extra">
              <ScoreSuffix match={match} className="no-underline" />
            </span>
          ) : null}
        </div>
        <TeamName side={match.away} align="right" />
      </div>
      {match.statusReason ? (
        <p className="match-card-reason" aria-hidden="true" data-testid="match-status-reason">
          {match.statusReason}
        </p>
      ) : null}
      <div className="match-card-foot" aria-hidden="true">
        <span className="truncate text-slate-600">{match.divisionName}</span>
        <StatusBadge status={match.status} live={match.live} />
      </div>
      {match.href ? (
        <Link
          to={match.href}
          className="match-card-link"
          aria-label={`${t(match.status === 'live' ? 'match.openLive' : match.status === 'upcoming' ? 'match.openPreview' : 'match.open')}: ${match.home.name} ${match.home.score ?? ''} - ${match.away.score ?? ''} ${match.away.name}${suffix(match)}, ${match.date}`}
        />
      ) : null}
    </article>
  )
}
