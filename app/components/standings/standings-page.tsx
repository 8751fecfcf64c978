import { clsx } from 'clsx'
import { useLocation, useNavigate, useNavigation } from 'react-router'

import { FinesTable, SuspensionsTable } from '~/components/league/discipline-tables.tsx'
import { SectionCard } from '~/components/league/section-card.tsx'
import { PlayoffsNow } from '~/components/playoffs/playoffs-now.tsx'
import { type StandingsExtraColumn, StandingsTable } from '~/components/league/standings-table.tsx'
import { WidgetState } from '~/components/league/widget-state.tsx'
import {
  SeasonNotices,
  SeasonSelect,
  seasonQueryValue,
} from '~/components/league/season-select.tsx'
import { PageHeader } from '~/components/page-header.tsx'
import { Icon } from '~/components/ui/icon.tsx'
import { SexIcon } from '~/components/ui/sex-icon.tsx'
import { useT } from '~/i18n/use-translation.ts'
import { standingsHref } from '~/view-models/links.ts'
import { type StandingsPageView, divisionSearch } from '~/view-models/standings-page.ts'
import type { ProvisionalView } from '~/view-models/standings-view.ts'

import { DivisionSelect } from './division-select.tsx'
import { MatchList } from './match-list.tsx'
import { ScorersTable } from './scorers-table.tsx'
import { rememberDivision, useRememberedDivision } from './use-remembered-division.ts'
import { withSeasonName } from '~/components/league/season-name.tsx'

function useExtraColumns(view: StandingsPageView): StandingsExtraColumn[] {
  const t = useT()
  const pick = (field: 'gf' | 'yellow' | 'red') =>
    Object.fromEntries(Object.entries(view.totals).map(([id, totals]) => [id, totals[field]]))
  return [
    {
      id: 'gf',
      label: t('standingsPage.gf'),
      title: t('standingsPage.gfLong'),
      values: pick('gf'),
    },
    {
      id: 'yellow',
      label: t('standingsPage.yellow'),
      title: t('table.yellow'),
      values: pick('yellow'),
    },
    { id: 'red', label: t('standingsPage.red'), title: t('table.red'), values: pick('red') },
  ]
}

export function StandingsPageContent({ view }: { view: StandingsPageView }) {
  const t = useT()
  const navigate = useNavigate()
  const location = useLocation()
  const navigation = useNavigation()
  const extraColumns = useExtraColumns(view)
  const busy = navigation.state === 'loading' && navigation.location.pathname === '/standings'

  const choice = view.seasonChoice
  const goTo = (divisionId: string, replace: boolean, seasonId?: string) =>
    navigate(`/standings${divisionSearch(location.search, divisionId, seasonId)}`, {
      replace,
      preventScrollReset: true,
    })
  useRememberedDivision(view, (divisionId) => void goTo(divisionId, true))

  const selected = view.divisions.find((division) => division.id === view.selectedId)
  const divisionName = selected?.name ?? view.standings?.divisionName ?? ''
  const suspensionsTitle = t('standingsPage.suspensionsTitle', { sex: selected?.sex ?? 'men' })

  return (
    <>
      <PageHeader title={t('standingsPage.title')}>
        {view.seasonName ? (
          <p className="text-accent text-sm font-bold tracking-wide uppercase">
            {withSeasonName((season) => t('standingsPage.season', { season }), view.seasonName)}
          </p>
        ) : null}
        <p className="mt-1">{t('standingsPage.intro')}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-8 lg:py-10">
        <div className="no-print bg-surface rounded-2xl border border-slate-200 p-4 shadow-sm sm:p-6">
          {!view.available ? (
            <WidgetState kind="error" message={t('standingsPage.divisionsError')} />
          ) : view.selectedId === undefined ? (
            <WidgetState kind="empty" message={t('standingsPage.noDivisions')} />
          ) : (
            <DivisionSelect
              divisions={view.divisions}
              selectedId={view.selectedId}
              busy={busy}
              onChoose={(divisionId) => {
                if (!choice.past) rememberDivision(divisionId)
                void goTo(divisionId, false)
              }}
            >
              {choice.seasons.length > 1 ? (
                <SeasonSelect
                  id="standings-season"
                  seasons={choice.seasons}
                  value={choice.season?.id ?? ''}
                  onChoose={(seasonId) =>
                    void goTo(view.selectedId ?? '', false, seasonQueryValue(choice, seasonId))
                  }
                />
              ) : null}
            </DivisionSelect>
          )}
          {view.available && view.selectedId !== undefined ? (
            <SeasonNotices choice={choice} currentHref={standingsHref(view.selectedId)} />
          ) : null}
          {view.unknownDivision !== undefined && selected ? (
            <p
              className="mt-3 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
              data-testid="unknown-division"
            >
              <Icon name="info" className="mt-0.5 size-4 shrink-0" />
              {choice.past && choice.season
                ? t('standingsPage.divisionNotInSeason', {
                    season: choice.season.name,
                    division: selected.name,
                  })
                : t('standingsPage.unknownDivision', { division: selected.name })}
            </p>
          ) : null}
        </div>

        {view.available && view.selectedId === undefined ? null : (
          <div
            className={clsx('grid grid-cols-1 gap-6 transition-opacity', busy && 'opacity-60')}
            aria-busy={busy || undefined}
          >
            {view.playoffs ? (
              <PlayoffsNow divisions={[view.playoffs]} showDivision={false} />
            ) : null}
            <SectionCard
              id="standings"
              title={t('standingsPage.standingsTitle')}
              action={
                selected ? (
                  <span className="bg-pitch-50 text-pitch-900 inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold">
                    <SexIcon sex={selected.sex} className="size-4" />
                    {selected.name}
                  </span>
                ) : null
              }
            >
              {view.provisional ? <ProvisionalTable provisional={view.provisional} /> : null}
              {view.standings === null ? (
                <WidgetState kind="error" message={t('standingsPage.error')} />
              ) : (
                <StandingsTable standings={view.standings} extraColumns={extraColumns} />
              )}
            </SectionCard>
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
              <SectionCard id="recent-results" title={t('standingsPage.recentTitle')}>
                <MatchList
                  matches={view.recent}
                  empty={t('state.noRecentResults')}
                  error={t('standingsPage.matchesError')}
                  testId="recent-list"
                />
              </SectionCard>
              <SectionCard id="upcoming-games" title={t('standingsPage.upcomingTitle')}>
                <MatchList
                  matches={view.upcoming}
                  empty={t('state.noUpcoming')}
                  error={t('standingsPage.matchesError')}
                  testId="upcoming-list"
                />
              </SectionCard>
            </div>
            <SectionCard
              id="top-scorers"
              title={t('standingsPage.scorersTitle', { sex: selected?.sex ?? 'men' })}
            >
              <ScorersTable rows={view.scorers} divisionName={divisionName} sex={selected?.sex} />
            </SectionCard>
            <SectionCard id="suspensions" title={suspensionsTitle}>
              <SuspensionsTable
                rows={view.suspensions}
                caption={suspensionsTitle}
                sex={selected?.sex}
              />
            </SectionCard>
            <SectionCard id="team-fines" title={t('standingsPage.finesTitle')}>
              <FinesTable rows={view.fines} caption={t('standingsPage.finesTitle')} />
            </SectionCard>
          </div>
        )}
      </div>
    </>
  )
}

/** A disclosure, so it works without JavaScript. */
function ProvisionalTable({ provisional }: { provisional: ProvisionalView }) {
  const t = useT()
  const n = provisional.liveGames
  return (
    <details
      className="mb-4 rounded-xl border border-red-200 bg-red-50/60 p-3"
      data-testid="provisional-standings"
    >
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-bold text-red-900">
        <span className="live-dot bg-red-600" aria-hidden="true" />
        {n === 1 ? t('standingsPage.provisional.one') : t('standingsPage.provisional.many', { n })}
      </summary>
      <p className="my-3 text-sm text-slate-700">{t('standingsPage.provisional.note')}</p>
      <StandingsTable
        standings={provisional.standings}
        caption={t('standingsPage.provisional.caption', {
          division: provisional.standings.divisionName,
        })}
        testId="provisional-table"
      />
    </details>
  )
}
