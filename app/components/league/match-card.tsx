import { Link } from '~/components/ui/link.tsx'

import { useT } from '~/i18n/use-translation.ts'
import { useLiveGame } from '~/live/game-overlay.ts'
import { patchCard } from '~/view-models/live-games.ts'
import type { MatchCardSide, MatchCardView } from '~/view-models/match-card.ts'

import { MatchMeta } from './match-meta.tsx'
import { ResultOutcome, SideMark, useOutcomeSuffix } from './match-result.tsx'
import { useMatchSentence } from './match-sentence.ts'
import { PlayoffBadge, StatusBadge } from './status-badge.tsx'

function TeamName({
  side,
  role,
  women,
}: {
  side: MatchCardSide
  role: 'home' | 'away'
  women?: boolean
}) {
  return (
    <div
      className={`match-card-team match-card-${role}`}
      data-winner={side.winner ? '' : undefined}
    >
      {side.href ? (
        <Link to={side.href} className="match-card-team-name">
          {side.name}
        </Link>
      ) : (
        <span className="match-card-team-name">{side.name}</span>
      )}
      <SideMark side={side} women={women} />
    </div>
  )
}

export function MatchCard({ match: shown }: { match: MatchCardView }) {
  const match = useLiveGame(shown, patchCard)
  const t = useT()
  const sentence = useMatchSentence()
  const outcome = useOutcomeSuffix()
  const finished = match.home.score !== undefined && match.away.score !== undefined
  return (
    <article className="match-card" data-testid="match-card" data-match-id={match.id}>
      <p className="sr-only">{sentence(match)}</p>
      {/* What the sentence says, drawn for the eye; the team links stay readable. */}
      <div className="match-card-meta" aria-hidden="true">
        <MatchMeta match={match} />
        {match.playoffLabel ? <PlayoffBadge label={match.playoffLabel} /> : null}
      </div>
      <div className="match-card-teams">
        <TeamName side={match.home} role="home" women={match.women} />
        <div className="match-card-result" data-testid="match-score" aria-hidden="true">
          {finished ? (
            <span className="match-card-score">{`${match.home.score} - ${match.away.score}`}</span>
          ) : (
            <span className="match-card-vs">{t('match.vs')}</span>
          )}
        </div>
        <TeamName side={match.away} role="away" women={match.women} />
      </div>
      <ResultOutcome match={match} />
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
          aria-label={`${t(match.status === 'live' ? 'match.openLive' : match.status === 'upcoming' ? 'match.openPreview' : 'match.open')}: ${match.home.name} ${match.home.score ?? ''} - ${match.away.score ?? ''} ${match.away.name}${outcome(match)}, ${match.date}`}
        />
      ) : null}
    </article>
  )
}
