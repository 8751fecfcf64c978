import { clsx } from 'clsx'

import { Link } from '~/components/ui/link.tsx'

import type { MessageKey } from '~/i18n/messages.ts'
import { useT } from '~/i18n/use-translation.ts'
import type { PlayerPageView, PlayerStatsView, PlayerView } from '~/view-models/player-page.ts'

import { SectionCard } from '../league/section-card.tsx'
import { PlayerCareerTable } from './career-table.tsx'
import { GameLog } from './game-log.tsx'
import { WidgetState } from '../league/widget-state.tsx'
import { StatePanel } from '../team/state-panel.tsx'
import { buttonClasses } from '../ui/button.tsx'
import { PlayerHero } from './player-hero.tsx'

const STAT_TILES: Array<{ key: keyof PlayerStatsView; label: MessageKey }> = [
  { key: 'gp', label: 'playerPage.stats.gp' },
  { key: 'goals', label: 'playerPage.stats.goals' },
  { key: 'assists', label: 'playerPage.stats.assists' },
  { key: 'yellow', label: 'playerPage.stats.yellow' },
  { key: 'red', label: 'playerPage.stats.red' },
  { key: 'pom', label: 'playerPage.stats.pom' },
]

function Tile({
  label,
  value,
  testId,
}: {
  label: string
  value: string | number | null
  testId: string
}) {
  const t = useT()
  return (
    <div
      className="flex flex-col-reverse rounded-xl bg-slate-100 px-2 py-3 text-center"
      data-testid={testId}
    >
      <dt className="mt-1 text-xs leading-tight font-semibold text-slate-600">{label}</dt>
      <dd
        className={clsx(
          'text-2xl font-black tabular-nums sm:text-3xl',
          value === null && 'text-slate-500',
        )}
      >
        {value === null ? (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">{t('playerPage.stats.unknown')}</span>
          </>
        ) : (
          value
        )}
      </dd>
    </div>
  )
}

function Discipline({ view }: { view: PlayerView }) {
  const t = useT()
  const s = view.suspension
  if (!s.suspended)
    return <p className="text-sm text-slate-700">{t('playerPage.discipline.clear')}</p>
  const rows: Array<[MessageKey, string | number | undefined]> = [
    ['playerPage.discipline.asOf', s.asOf],
    ['playerPage.discipline.return', s.returnDate],
    ['playerPage.discipline.games', s.games],
    ['playerPage.discipline.reason', s.reason],
    ['playerPage.discipline.fine', s.fine],
  ]
  return (
    <div>
      <p className="rounded-lg bg-red-50 px-3 py-2 text-sm font-bold text-red-800">
        {t('playerPage.discipline.suspended', { sex: view.women ? 'women' : 'men' })}
      </p>
      <dl className="mt-3 divide-y divide-slate-200 text-sm" data-testid="suspension-details">
        {rows
          .filter(([, value]) => value !== undefined)
          .map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 py-2">
              <dt className="text-slate-600">{t(label)}</dt>
              <dd className="text-right font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
      </dl>
    </div>
  )
}

function PlayerContent({ view }: { view: PlayerView }) {
  const t = useT()
  const sex = view.women ? 'women' : 'men'
  return (
    <>
      <PlayerHero view={view} />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 lg:grid-cols-3 lg:py-10">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <SectionCard title={t('playerPage.stats.title')} id="player-stats">
            {view.stats ? (
              <>
                <dl className="grid grid-cols-3 gap-2 sm:grid-cols-6 sm:gap-3">
                  {STAT_TILES.map((tile) => (
                    <Tile
                      key={tile.key}
                      label={t(tile.label, { sex })}
                      value={view.stats?.[tile.key] ?? null}
                      testId={`stat-${tile.key}`}
                    />
                  ))}
                </dl>
                {view.goalsOnly ? (
                  <p className="mt-3 text-sm text-slate-600">
                    {t('playerPage.stats.goalsOnly', { sex })}
                  </p>
                ) : null}
              </>
            ) : (
              <WidgetState kind="empty" message={t('playerPage.statsUnavailable', { sex })} />
            )}
          </SectionCard>
          <SectionCard title={t('playerPage.averages.title')} id="player-averages">
            {view.averages ? (
              <dl className="grid grid-cols-3 gap-2 sm:gap-3">
                <Tile
                  label={t('playerPage.averages.goals')}
                  value={view.averages.goals}
                  testId="avg-goals"
                />
                <Tile
                  label={t('playerPage.averages.assists')}
                  value={view.averages.assists}
                  testId="avg-assists"
                />
                <Tile
                  label={t('playerPage.averages.cards')}
                  value={view.averages.cards}
                  testId="avg-cards"
                />
              </dl>
            ) : (
              <WidgetState kind="empty" message={t('playerPage.averages.empty')} />
            )}
          </SectionCard>
          {view.games ? (
            <SectionCard title={view.games.title} id="player-games">
              <GameLog view={view.games} />
            </SectionCard>
          ) : null}
          {view.career ? (
            <SectionCard title={t('careers.playerTitle')} id="player-career">
              <PlayerCareerTable career={view.career} />
            </SectionCard>
          ) : null}
        </div>
        <div className="flex flex-col gap-6">
          <SectionCard title={t('playerPage.discipline.title')} id="player-discipline">
            <Discipline view={view} />
          </SectionCard>
          {view.notes ? (
            <SectionCard title={t('playerPage.notes.title')} id="player-notes">
              <p className="text-sm leading-relaxed whitespace-pre-line text-slate-700">
                {view.notes}
              </p>
            </SectionCard>
          ) : null}
        </div>
      </div>
    </>
  )
}

/** The player page, or its error page titled 'Player Not Found' with a Go Home button. */
export function PlayerPage({ view }: { view: PlayerPageView }) {
  const t = useT()
  if (view.kind === 'player') return <PlayerContent view={view} />
  return (
    <StatePanel
      kind={view.error === 'unavailable' ? 'error' : 'not-found'}
      title={view.title}
      message={view.message}
    >
      <Link to="/" className={buttonClasses('primary')}>
        {t('playerPage.goHome')}
      </Link>
    </StatePanel>
  )
}
