import { clsx } from 'clsx'

import { ResultOutcome, SideMark, useOutcomeSuffix } from '~/components/league/match-result.tsx'
import { PlayoffBadge, StatusBadge } from '~/components/league/status-badge.tsx'
import { Icon } from '~/components/ui/icon.tsx'
import { Link } from '~/components/ui/link.tsx'
import { useT } from '~/i18n/use-translation.ts'
import { useLiveGame } from '~/live/game-overlay.ts'
import { patchCard } from '~/view-models/live-games.ts'
import type { MatchCardSide, MatchCardView } from '~/view-models/match-card.ts'

function Side({
  side,
  align,
  highlighted,
  women,
}: {
  side: MatchCardSide
  align: 'left' | 'right'
  highlighted: boolean
  women?: boolean
}) {
  const name = clsx(
    'name-wrap',
    side.winner ? 'font-extrabold' : 'font-semibold',
    highlighted ? 'text-pitch-800' : 'text-slate-900',
  )
  return (
    <div
      className={clsx(
        'schedule-side',
        align === 'right' ? 'schedule-side-home' : 'schedule-side-away',
      )}
      data-winner={side.winner ? '' : undefined}
    >
      {side.href ? (
        <Link to={side.href} className={clsx(name, 'hover:underline')}>
          {side.name}
        </Link>
      ) : (
        <span className={name}>{side.name}</span>
      )}
      <SideMark side={side} women={women} />
    </div>
  )
}

/**
 * One game of the schedule: time (or 'À confirmer'), the two teams (to their pages), the score
 * (to the match sheet) or 'vs', the field (or 'Terrain à confirmer'), playoff and status badges.
 */
export function ScheduleGame({
  game: shown,
  teamId,
  withDivision,
}: {
  game: MatchCardView
  teamId?: string
  /** Names the division too, in a list of several divisions' games (tonight's). */
  withDivision?: boolean
}) {
  const game = useLiveGame(shown, patchCard)
  const t = useT()
  const outcome = useOutcomeSuffix()
  const played = game.home.score !== undefined && game.away.score !== undefined
  const isTeam = (side: MatchCardSide) =>
    teamId !== undefined && side.href?.startsWith(`/team/${encodeURIComponent(teamId)}?`) === true
  return (
    <article className="schedule-game" data-testid="schedule-game" data-match-id={game.id}>
      <p className="schedule-game-time" data-testid="schedule-time">
        {game.time ?? <span className="text-amber-800">{t('match.timeTbd')}</span>}
      </p>
      <div className="schedule-game-teams">
        <Side side={game.home} align="right" highlighted={isTeam(game.home)} women={game.women} />
        <p className="schedule-game-result">
          {played && game.href ? (
            <Link
              to={game.href}
              className="schedule-game-score hover:bg-pitch-100"
              // Starts with what the link shows, the score (WCAG 2.5.3 label in name).
              aria-label={`${game.home.score} - ${game.away.score}, ${t(game.status === 'live' ? 'match.openLive' : 'match.open')}: ${game.home.name} ${game.home.score} - ${game.away.score} ${game.away.name}${outcome(game)}`}
            >
              {`${game.home.score} - ${game.away.score}`}
            </Link>
          ) : game.href ? (
            <Link
              to={game.href}
              className="match-card-vs hover:text-pitch-700 underline underline-offset-4"
              aria-label={`${t('match.vs')}, ${t('match.openPreview')}: ${game.home.name} - ${game.away.name}`}
            >
              {t('match.vs')}
            </Link>
          ) : (
            <span className="match-card-vs">{t('match.vs')}</span>
          )}
        </p>
        <Side side={game.away} align="left" highlighted={isTeam(game.away)} women={game.women} />
        <ResultOutcome match={game} hidden={game.href !== undefined} />
      </div>
      <div className="schedule-game-meta">
        {/* On phones and narrow tablets the time leads this line instead of having a column. */}
        <span className="font-bold text-slate-800 tabular-nums md:hidden" aria-hidden="true">
          {game.time ?? <span className="text-amber-800">{t('match.timeTbd')}</span>}
        </span>
        <span className={clsx('match-meta', game.field === undefined && 'text-amber-800')}>
          <Icon name="map-pin" />
          {game.field ?? t('match.fieldTbd')}
        </span>
        {withDivision && game.divisionName ? (
          <span className="match-meta" data-testid="schedule-division">
            {game.divisionName}
          </span>
        ) : null}
        {game.playoffLabel ? <PlayoffBadge label={game.playoffLabel} /> : null}
        <StatusBadge status={game.status} live={game.live} />
        {game.statusReason ? (
          <span className="match-card-reason" data-testid="match-status-reason">
            {game.statusReason}
          </span>
        ) : null}
      </div>
    </article>
  )
}
