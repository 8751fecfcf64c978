import { useEffect, useState } from 'react'

import { FormBadges } from '~/components/league/form-badges.tsx'
import { StatusBadge } from '~/components/league/status-badge.tsx'
import { Icon } from '~/components/ui/icon.tsx'
import { Link } from '~/components/ui/link.tsx'
import type { FollowedTeam } from '~/follow/followed-teams.ts'
import { frenchDe } from '~/i18n/french-de.ts'
import type { Lang } from '~/i18n/language.ts'
import { myTeamsText } from '~/i18n/my-teams-text.ts'
import { useLang } from '~/i18n/use-translation.ts'
import { useLiveGame } from '~/live/game-overlay.ts'
import { patchCard } from '~/view-models/live-games.ts'
import type { FollowedTeamView } from '~/view-models/followed-team.ts'
import type { MatchCardView } from '~/view-models/match-card.ts'

import { FollowButton } from './follow-button.tsx'

type Loaded = FollowedTeamView | { kind: 'failed' } | { kind: 'loading' }

function followedTeamUrl(team: FollowedTeam, lang: Lang): string {
  const query = new URLSearchParams({ division: team.divisionId, lang })
  return `/follow/${encodeURIComponent(team.teamId)}?${query.toString()}`
}

/** Each team's public summary, asked again when the league's data changes (`version`). */
function useFollowedViews(teams: readonly FollowedTeam[], lang: Lang, version: number | undefined) {
  const [views, setViews] = useState<ReadonlyMap<string, Loaded>>(new Map())
  const key = teams.map((team) => `${team.teamId}:${team.divisionId}`).join(',')
  useEffect(() => {
    const controller = new AbortController()
    for (const team of teams) {
      fetch(followedTeamUrl(team, lang), { signal: controller.signal })
        .then((response) => {
          if (!response.ok) throw new Error(String(response.status))
          return response.json() as Promise<FollowedTeamView>
        })
        .then(
          (view) => setViews((old) => new Map(old).set(team.teamId, view)),
          () => {
            if (!controller.signal.aborted)
              setViews((old) => new Map(old).set(team.teamId, { kind: 'failed' }))
          },
        )
    }
    return () => controller.abort()
    // `key` names the teams: the list itself is a new array on every change of storage.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, lang, version])
  return views
}

/** "Lions 2 – 1 Ajax" once scored, "Lions vs Ajax" before. */
function gameTeams(game: MatchCardView): string {
  const { home, away } = game
  return home.score === undefined || away.score === undefined
    ? `${home.name} vs ${away.name}`
    : `${home.name} ${home.score} – ${away.score} ${away.name}`
}

function GameLine({ label, game }: { label: string; game?: MatchCardView }) {
  return game ? <LiveLine label={label} game={game} /> : <Line label={label} />
}

function LiveLine({ label, game }: { label: string; game: MatchCardView }) {
  return <Line label={label} game={useLiveGame(game, patchCard)} />
}

function Line({ label, game }: { label: string; game?: MatchCardView }) {
  const t = myTeamsText(useLang())
  const body = game ? (
    <>
      <span className="name-wrap block font-semibold text-slate-900">{gameTeams(game)}</span>
      <span className="flex flex-wrap items-center gap-x-2 text-xs text-slate-600">
        {[game.date, game.time].filter(Boolean).join(' · ')}
        {game.status === 'upcoming' ? null : <StatusBadge status={game.status} live={game.live} />}
      </span>
    </>
  ) : (
    <span className="block text-slate-600">{t('myTeams.none')}</span>
  )
  return (
    <li className="min-h-12">
      <span className="block text-xs font-bold tracking-wide text-slate-600 uppercase">
        {label}
      </span>
      {game?.href ? (
        <Link to={game.href} className="table-link block rounded-md text-sm">
          {body}
        </Link>
      ) : (
        <span className="block text-sm">{body}</span>
      )}
    </li>
  )
}

function TeamCard({ team, loaded }: { team: FollowedTeam; loaded: Loaded }) {
  const t = myTeamsText(useLang())
  if (loaded.kind !== 'team') {
    const message =
      loaded.kind === 'loading'
        ? t('myTeams.loading')
        : loaded.kind === 'gone'
          ? t('myTeams.gone')
          : t('myTeams.failed')
    return (
      <div
        className="my-team-card flex flex-col justify-between"
        data-testid="my-team"
        data-state={loaded.kind}
      >
        <p className="text-sm text-slate-700" role={loaded.kind === 'failed' ? 'alert' : undefined}>
          {message}
        </p>
        {loaded.kind === 'gone' ? (
          <FollowButton teamId={team.teamId} divisionId={team.divisionId} teamName={team.teamId} />
        ) : null}
      </div>
    )
  }
  const view = loaded
  return (
    <article
      className="my-team-card flex flex-col gap-3"
      aria-labelledby={`my-team-${view.teamId}`}
      data-testid="my-team"
      data-state="team"
    >
      <header className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h3
            id={`my-team-${view.teamId}`}
            className="name-wrap text-lg leading-tight font-extrabold"
          >
            <Link to={view.href} className="table-link">
              {view.name}
            </Link>
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
            <span>{view.divisionName}</span>
            {view.position ? <span className="font-semibold">{view.position}</span> : null}
            {view.form.length > 0 ? <FormBadges form={view.form} /> : null}
          </p>
        </div>
        <FollowButton
          teamId={view.teamId}
          divisionId={view.divisionId}
          teamName={view.name}
          size="icon"
          className="-mt-1 -mr-1"
        />
      </header>
      <ul className="flex flex-1 flex-col gap-2">
        {view.live ? <GameLine label={t('myTeams.live')} game={view.live} /> : null}
        <GameLine label={t('myTeams.next')} game={view.next} />
        {view.live ? null : <GameLine label={t('myTeams.last')} game={view.last} />}
      </ul>
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={view.scheduleHref}
          className="btn bg-surface min-h-11 border border-slate-300 px-3 text-slate-900 hover:bg-slate-100"
        >
          <Icon name="calendar-days" className="size-4" />
          {t('myTeams.schedule')}
        </Link>
        {view.feed ? (
          <a
            href={view.feed.webcal}
            className="btn bg-surface min-h-11 border border-slate-300 px-3 text-slate-900 hover:bg-slate-100"
            aria-label={t('myTeams.feedLabel', { team: view.name, ofTeam: frenchDe(view.name) })}
            data-testid="my-team-feed"
          >
            <Icon name="calendar-plus" className="size-4" />
            {t('myTeams.feed')}
          </a>
        ) : null}
      </div>
    </article>
  )
}

/** The home's first screen for a device that follows teams (docs/product.md#follow-a-team). */
export default function MyTeams({
  teams,
  version,
}: {
  teams: readonly FollowedTeam[]
  version?: number
}) {
  const lang = useLang()
  const t = myTeamsText(lang)
  const views = useFollowedViews(teams, lang, version)
  return (
    <section aria-labelledby="my-teams-title" data-testid="my-teams">
      <h2
        id="my-teams-title"
        className="flex items-center gap-2 text-xl font-extrabold text-slate-900"
      >
        <Icon name="star-filled" className="text-pitch-700 size-5" />
        {t('myTeams.title')}
      </h2>
      <ul className="my-teams-list mt-3">
        {teams.map((team) => (
          <li key={team.teamId}>
            <TeamCard team={team} loaded={views.get(team.teamId) ?? { kind: 'loading' }} />
          </li>
        ))}
      </ul>
    </section>
  )
}
