import { Link } from '~/components/ui/link.tsx'

import { MatchMeta } from '~/components/league/match-meta.tsx'
import { ResultOutcome, SideMark, useOutcomeSuffix } from '~/components/league/match-result.tsx'
import { useMatchSentence } from '~/components/league/match-sentence.ts'
import { useLiveClockText } from '~/components/league/live-clock.tsx'
import { PlayoffBadge, StatusBadge } from '~/components/league/status-badge.tsx'
import { useT } from '~/i18n/use-translation.ts'
import { useLiveGame } from '~/live/game-overlay.ts'
import { patchCard } from '~/view-models/live-games.ts'
import type { MatchCardSide, MatchCardView } from '~/view-models/match-card.ts'

function TeamButton({ side, women }: { side: MatchCardSide; women?: boolean }) {
  const content = (
    <>
      {/* Drawn from the attribute by CSS: the initials are decoration, so the link's name is the
          team's name, all of its visible text (WCAG 2.5.3). */}
      <span aria-hidden="true" className="today-team-initials" data-initials={side.initials} />
      <span className="today-team-name">{side.name}</span>
      <SideMark side={side} women={women} />
    </>
  )
  return side.href ? (
    <Link to={side.href} className="today-team" data-testid="today-team">
      {content}
    </Link>
  ) : (
    <span className="today-team">{content}</span>
  )
}

export function TodayMatchCard({ match: shown }: { match: MatchCardView }) {
  const match = useLiveGame(shown, patchCard)
  const t = useT()
  const finished = match.status === 'finished'
  const live = match.status === 'live'
  const clock = useLiveClockText()(match.live)
  const scored = match.home.score !== undefined && match.away.score !== undefined
  const sentence = useMatchSentence()
  const suffix = useOutcomeSuffix()
  const calledOff = match.status === 'postponed' || match.status === 'cancelled'
  const statusLabel =
    calledOff || live
      ? t(`match.status.${match.status}`)
      : t(finished ? 'match.status.finished' : 'home.today.upcoming')
  return (
    <article
      className="today-card"
      data-testid="today-card"
      data-match-id={match.id}
      data-status={match.status}
    >
      <p className="sr-only">{sentence(match, statusLabel)}</p>
      {/* What the sentence says, drawn for the eye; the team and match sheet links stay readable. */}
      <div className="today-card-head" aria-hidden="true">
        <div className="today-card-meta">
          <MatchMeta match={match} emphasiseTime />
        </div>
        {match.playoffLabel ? <PlayoffBadge label={match.playoffLabel} /> : null}
      </div>
      <div className="today-card-teams">
        <TeamButton side={match.home} women={match.women} />
        <div className="today-score" data-testid="today-score">
          {live && scored && match.href ? (
            <Link
              to={match.href}
              className="today-score-link"
              aria-label={t('home.today.liveScoreSr', {
                home: match.home.name,
                homeScore: match.home.score ?? '',
                away: match.away.name,
                awayScore: match.away.score ?? '',
                clock: clock.spoken ? `, ${clock.spoken}` : '',
              })}
            >
              <span className="today-score-value">{`${match.home.score} - ${match.away.score}`}</span>{' '}
              <span className="today-score-sheet">{t('home.today.follow')}</span>
            </Link>
          ) : finished && scored && match.href ? (
            <Link
              to={match.href}
              className="today-score-link"
              aria-label={t('home.today.scoreSr', {
                home: match.home.name,
                homeScore: match.home.score ?? '',
                away: match.away.name,
                awayScore: match.away.score ?? '',
                suffix: suffix(match),
              })}
            >
              <span className="today-score-value">{`${match.home.score} - ${match.away.score}`}</span>{' '}
              <span className="today-score-sheet">{t('home.today.sheet')}</span>
            </Link>
          ) : finished && scored ? (
            <span
              className="today-score-value"
              aria-hidden="true"
            >{`${match.home.score} - ${match.away.score}`}</span>
          ) : match.href && match.status === 'upcoming' ? (
            // Named by its visible word (WCAG 2.5.3, label in name), the teams for screen readers.
            <Link to={match.href} className="today-score-link">
              <span className="today-vs" aria-hidden="true">
                {t('match.vs')}
              </span>{' '}
              <span className="today-score-sheet">{t('home.today.preview')}</span>
              <span className="sr-only">{`, ${match.home.name} - ${match.away.name}`}</span>
            </Link>
          ) : (
            <span className="today-vs" aria-hidden="true">
              {t('match.vs')}
            </span>
          )}
        </div>
        <TeamButton side={match.away} women={match.women} />
      </div>
      <ResultOutcome match={match} />
      <div className="today-card-foot" aria-hidden="true">
        <span className="today-card-division">{match.divisionName}</span>
        <StatusBadge
          status={calledOff || live ? match.status : finished ? 'finished' : 'upcoming'}
          label={statusLabel}
          live={match.live}
        />
      </div>
      {match.statusReason ? (
        <p className="match-card-reason" aria-hidden="true" data-testid="match-status-reason">
          {match.statusReason}
        </p>
      ) : null}
    </article>
  )
}
