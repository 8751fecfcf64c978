import { clsx } from 'clsx'
import { Link } from '~/components/ui/link.tsx'

import { Icon } from '~/components/ui/icon.tsx'
import { useT } from '~/i18n/use-translation.ts'
import { useLiveGame } from '~/live/game-overlay.ts'
import { patchHeader } from '~/view-models/live-games.ts'
import type { MatchHeaderView, MatchTeamView } from '~/view-models/match-page.ts'
import { matchOutcome } from '~/view-models/match-outcome.ts'

import { PlayoffBadge, StatusBadge } from '../league/status-badge.tsx'
import { Avatar } from '../player/avatar.tsx'
import { SeasonName } from '~/components/league/season-name.tsx'

function Side({
  team,
  role,
  decided,
}: {
  team: MatchTeamView
  role: 'home' | 'away'
  /** A winner exists: the other side is shown quieter. */
  decided: boolean
}) {
  const t = useT()
  const quiet = decided && !team.winner
  return (
    <div
      className="flex min-w-0 flex-col items-center gap-2 text-center"
      data-testid={`match-${role}`}
      data-winner={team.winner ? 'true' : 'false'}
    >
      <Avatar
        avatar={team}
        size="md"
        shape="square"
        className="ring-2 ring-white/20 sm:size-20 sm:text-2xl"
      />
      <span className="text-pitch-200 text-[0.65rem] font-bold tracking-widest uppercase">
        {t(role === 'home' ? 'matchPage.home' : 'matchPage.away')}
      </span>
      {team.href ? (
        <Link
          to={team.href}
          className={clsx(
            'name-wrap text-base leading-tight font-extrabold hover:underline sm:text-xl',
            quiet ? 'text-pitch-100' : 'text-white',
          )}
          data-testid="match-team-link"
        >
          {team.name}
        </Link>
      ) : (
        <span
          className={clsx(
            'name-wrap text-base leading-tight font-extrabold sm:text-xl',
            quiet ? 'text-pitch-100' : 'text-white',
          )}
        >
          {team.name}
        </span>
      )}
      {team.forfeit ? (
        <span
          className="rounded bg-red-600 px-2 py-0.5 text-[0.7rem] font-black tracking-wider text-white"
          data-testid="forfeit-tag"
        >
          {t('match.forfeit')}
        </span>
      ) : null}
    </div>
  )
}

/**
 * Date, time, field, division, playoff badge, both teams and the final score, or the running
 * score and clock of a live game (docs/product.md#match).
 */
export function MatchHero({ header: shown, title }: { header: MatchHeaderView; title: string }) {
  const header = useLiveGame(shown, patchHeader)
  const t = useT()
  const finished = header.home.score !== undefined && header.away.score !== undefined
  const decided = header.home.winner || header.away.winner
  const outcome = matchOutcome(
    {
      ...header,
      shootout: header.shootout && {
        home: header.shootout.home.goals,
        away: header.shootout.away.goals,
      },
    },
    t,
  )
  return (
    <div className="from-pitch-800 to-pitch-950 bg-gradient-to-br text-white">
      <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
        <h1 className="sr-only">{title}</h1>
        <p className="flex flex-wrap items-center justify-center gap-x-3 gap-y-2 text-center text-sm">
          {/* A line of its own: a separator after it would end the line on a phone. */}
          <span className="text-pitch-100 basis-full font-bold tracking-wider uppercase">
            {t(
              header.status === 'live'
                ? 'matchPage.title.live'
                : header.status === 'upcoming'
                  ? 'matchPage.title.preview'
                  : 'matchPage.title',
            )}
          </span>
          {header.standingsHref ? (
            <Link
              to={header.standingsHref}
              className="font-semibold underline-offset-2 hover:underline"
              data-testid="match-division"
            >
              {header.divisionName}
            </Link>
          ) : (
            <span className="font-semibold" data-testid="match-division">
              {header.divisionName}
            </span>
          )}
          {header.seasonName ? (
            // The separator travels with the season, so no line ends with it.
            <span className="text-pitch-100 whitespace-nowrap">
              <span aria-hidden="true" className="text-pitch-300 mr-3">
                ·
              </span>
              <span data-testid="match-season">
                <SeasonName name={header.seasonName} />
              </span>
            </span>
          ) : null}
          {header.playoffLabel && header.playoffsHref ? (
            <Link
              to={header.playoffsHref}
              className="inline-flex min-h-6 items-center gap-1.5 rounded-full font-semibold underline-offset-2 hover:underline"
              data-testid="match-bracket-link"
            >
              <PlayoffBadge label={header.playoffLabel} />
              {t('playoffs.seeBracket')}
            </Link>
          ) : header.playoffLabel ? (
            <PlayoffBadge label={header.playoffLabel} />
          ) : null}
        </p>
        <div className="mt-6 grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-start gap-3 sm:gap-8">
          <Side team={header.home} role="home" decided={decided} />
          <div className="flex flex-col items-center gap-2 pt-2 sm:pt-5">
            {finished ? (
              <>
                <p className="sr-only" data-testid="match-score-sr">
                  {t(header.status === 'live' ? 'matchPage.liveScoreSr' : 'matchPage.scoreSr', {
                    home: header.home.name,
                    homeScore: header.home.score ?? '',
                    away: header.away.name,
                    awayScore: header.away.score ?? '',
                  })}
                </p>
                <p
                  aria-hidden="true"
                  className="flex items-center gap-2 text-4xl font-black tabular-nums sm:text-6xl"
                  data-testid="match-score"
                >
                  <span>{header.home.score}</span>
                  <span className="text-pitch-300 text-2xl sm:text-4xl">-</span>
                  <span>{header.away.score}</span>
                </p>
              </>
            ) : (
              <p className="text-pitch-200 text-2xl font-black uppercase sm:text-4xl">
                {t('match.vs')}
              </p>
            )}
            <StatusBadge status={header.status} live={header.live} />
            {header.statusReason ? (
              <p className="text-pitch-100 max-w-40 text-center text-sm font-semibold text-balance sm:max-w-56">
                {header.statusReason}
              </p>
            ) : null}
          </div>
          <Side team={header.away} role="away" decided={decided} />
        </div>
        {outcome || decided ? (
          <p
            className="text-accent name-wrap mt-4 text-center text-base font-extrabold"
            data-testid="match-winner"
          >
            {outcome ??
              t('matchPage.winner', {
                team: header.home.winner ? header.home.name : header.away.name,
              })}
          </p>
        ) : null}
        <ul className="text-pitch-100 mt-8 flex flex-wrap items-center justify-center gap-x-5 gap-y-2 text-sm">
          <li className="inline-flex items-center gap-1.5" data-testid="match-date">
            <Icon name="calendar-days" className="size-4" />
            {header.date}
          </li>
          <li className="inline-flex items-center gap-1.5" data-testid="match-time">
            <Icon name="clock" className="size-4" />
            {header.time ?? t('match.timeTbd')}
          </li>
          <li className="inline-flex items-center gap-1.5" data-testid="match-field">
            <Icon name="map-pin" className="size-4" />
            {header.field ?? t('match.fieldTbd')}
          </li>
          {header.address ? (
            <li className="inline-flex items-center gap-1.5">
              <a
                className="[overflow-wrap:anywhere] underline underline-offset-2 hover:text-white"
                href={header.address.mapHref}
                aria-label={t('match.map', { address: header.address.text })}
                data-testid="match-address"
              >
                {header.address.street}, {/* A postal code never breaks in two. */}
                <span className="whitespace-nowrap" data-address-town>
                  {header.address.town}
                </span>
              </a>
            </li>
          ) : null}
        </ul>
      </div>
    </div>
  )
}
