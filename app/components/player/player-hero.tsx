import { Link } from '~/components/ui/link.tsx'

import { Icon } from '~/components/ui/icon.tsx'
import { frenchDe } from '~/i18n/french-de.ts'
import { useT } from '~/i18n/use-translation.ts'
import type { PlayerView } from '~/view-models/player-page.ts'

import { Avatar } from './avatar.tsx'
import { SeasonName } from '~/components/league/season-name.tsx'

/** Photo or initials, name, number and position, team link, division and season. */
export function PlayerHero({ view }: { view: PlayerView }) {
  const t = useT()
  const details = [
    view.number !== undefined ? t('playerPage.jersey', { n: view.number }) : undefined,
    view.positionLabel,
  ].filter(Boolean)
  return (
    <div className="from-pitch-800 to-pitch-950 bg-gradient-to-br text-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-8 sm:flex-row sm:items-center sm:gap-8 sm:py-12">
        <Avatar
          avatar={view.player}
          size="lg"
          alt={
            view.player.photoUrl
              ? t('teamPages.photoOf', {
                  name: view.player.name,
                  ofName: frenchDe(view.player.name),
                })
              : ''
          }
          className="ring-4 ring-white/20"
        />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1
              className="text-3xl font-extrabold tracking-tight text-balance break-words sm:text-4xl"
              data-testid="player-name"
            >
              {view.player.name}
            </h1>
            {view.suspension.suspended ? (
              <span
                className="inline-flex items-center gap-1 rounded-full bg-red-600 px-3 py-1 text-xs font-black tracking-wider text-white uppercase"
                data-testid="suspended-badge"
              >
                <Icon name="ban" className="size-3.5" />
                {t('teamPages.suspended', { sex: view.women ? 'women' : 'men' })}
              </span>
            ) : null}
          </div>
          {details.length > 0 ? (
            <p className="text-pitch-100 mt-1 text-base font-semibold" data-testid="player-details">
              {details.join(' · ')}
            </p>
          ) : null}
          <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-3 text-sm">
            {view.team ? (
              <div>
                <dt className="text-pitch-200 text-xs font-bold tracking-wider uppercase">
                  {t('playerPage.team')}
                </dt>
                <dd className="mt-1 flex items-center gap-2">
                  <Avatar avatar={view.team} shape="square" />
                  {view.team.href ? (
                    <Link
                      to={view.team.href}
                      className="inline-flex min-h-11 items-center font-bold text-white underline decoration-white/40 underline-offset-4 hover:decoration-white"
                      data-testid="player-team-link"
                    >
                      {view.team.name}
                    </Link>
                  ) : (
                    <span className="font-bold">{view.team.name}</span>
                  )}
                </dd>
              </div>
            ) : null}
            {view.divisionName ? (
              <div>
                <dt className="text-pitch-200 text-xs font-bold tracking-wider uppercase">
                  {t('playerPage.division')}
                </dt>
                <dd
                  className="mt-1 flex min-h-11 items-center font-semibold"
                  data-testid="player-division"
                >
                  {view.divisionName}
                </dd>
              </div>
            ) : null}
            {view.seasonName ? (
              <div>
                <dt className="text-pitch-200 text-xs font-bold tracking-wider uppercase">
                  {t('playerPage.season')}
                </dt>
                <dd className="mt-1 flex min-h-11 items-center font-semibold">
                  <SeasonName name={view.seasonName} />
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
      </div>
    </div>
  )
}
