import { clsx } from 'clsx'
import { useLocation, useNavigate, useNavigation } from 'react-router'

import { DivisionSeasonFilters } from '~/components/league/division-season-filters.tsx'
import { SeasonName } from '~/components/league/season-name.tsx'
import { SectionCard } from '~/components/league/section-card.tsx'
import { WidgetState } from '~/components/league/widget-state.tsx'
import { PageHeader } from '~/components/page-header.tsx'
import { type DataColumn, DataTable } from '~/components/ui/data-table.tsx'
import { Icon } from '~/components/ui/icon.tsx'
import { Link } from '~/components/ui/link.tsx'
import type { MessageKey } from '~/i18n/messages.ts'
import { useT } from '~/i18n/use-translation.ts'
import type { LeaderCategory } from '~/league/index.ts'
import type { KeeperRowView, LeaderRowView, LeadersPageView } from '~/view-models/leaders-page.ts'

function Notice({ text, testId }: { text: string; testId: string }) {
  return (
    <p
      className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
      data-testid={testId}
    >
      <Icon name="info" className="mt-0.5 size-4 shrink-0" />
      {text}
    </p>
  )
}

type Cell = { rank: number; name: string; href?: string; teamName?: string }

/**
 * Rank and player, with the team under the name so a phone has room for the figures; the team is
 * not a second link there, too close to the player's for a finger (the player's page links it).
 */
function useLeadColumns<Row extends Cell>(sex: string): DataColumn<Row>[] {
  const t = useT()
  return [
    {
      id: 'rank',
      header: t('table.rank'),
      kind: 'rank',
      headerClassName: 'w-10 sm:w-12',
      cellClassName: 'font-bold text-slate-700',
      cell: (row) => row.rank,
    },
    {
      id: 'player',
      header: t('table.player', { sex }),
      rowHeader: true,
      cell: (row) => (
        <span className="flex flex-col">
          {row.href ? (
            <Link
              to={row.href}
              className="font-semibold text-slate-900 underline-offset-2 hover:underline"
            >
              {row.name}
            </Link>
          ) : (
            <span className="font-semibold text-slate-900">{row.name}</span>
          )}
          {row.teamName ? <span className="text-xs text-slate-600">{row.teamName}</span> : null}
        </span>
      ),
    },
  ]
}

function numeric<Row>(
  id: string,
  header: string,
  cell: (row: Row) => string | number,
  options: { long?: string; strong?: boolean } = {},
): DataColumn<Row> {
  return {
    id,
    header,
    kind: 'numeric',
    ...(options.long ? { long: { text: options.long, as: 'abbr' as const } } : {}),
    cellClassName: options.strong ? 'text-base font-black text-slate-900' : 'text-slate-700',
    cell,
  }
}

const TITLES: Record<LeaderCategory, MessageKey> = {
  points: 'leaders.points.title',
  goals: 'leaders.goals.title',
  assists: 'leaders.assists.title',
  cards: 'leaders.cards.title',
}

function LeaderTable({
  category,
  rows,
  title,
  division,
  sex,
}: {
  category: LeaderCategory
  rows: LeaderRowView[]
  title: string
  division: string
  sex: string
}) {
  const t = useT()
  const lead = useLeadColumns<LeaderRowView>(sex)
  if (rows.length === 0) return <WidgetState kind="empty" message={t('leaders.empty')} />
  const gp = numeric<LeaderRowView>('gp', t('table.gp'), (row) => row.gp, {
    long: t('table.gpLong'),
  })
  const figures: Record<LeaderCategory, DataColumn<LeaderRowView>[]> = {
    points: [
      numeric('goals', t('leaders.goalsShort'), (row) => row.goals, { long: t('table.goals') }),
      numeric('assists', t('leaders.assistsShort'), (row) => row.assists, {
        long: t('leaders.assists'),
      }),
      numeric('points', t('leaders.pointsShort'), (row) => row.points, {
        long: t('leaders.points'),
        strong: true,
      }),
    ],
    goals: [numeric('goals', t('table.goals'), (row) => row.goals, { strong: true })],
    assists: [numeric('assists', t('leaders.assists'), (row) => row.assists, { strong: true })],
    cards: [
      numeric('yellow', t('leaders.yellow'), (row) => row.yellow, {
        long: t('leaders.yellowLong'),
        strong: true,
      }),
      numeric('red', t('leaders.red'), (row) => row.red, {
        long: t('leaders.redLong'),
        strong: true,
      }),
    ],
  }
  return (
    <DataTable
      caption={t('leaders.caption', { title, division })}
      columns={[...lead, gp, ...figures[category]]}
      rows={rows}
      rowKey={(row) => `${row.rank}-${row.href ?? row.name}`}
      rowAttributes={() => ({ 'data-testid': 'leader-row' })}
      testId={`leaders-${category}-table`}
      density="compact"
    />
  )
}

function KeeperTable({
  rows,
  title,
  division,
  sex,
}: {
  rows: KeeperRowView[]
  title: string
  division: string
  sex: string
}) {
  const t = useT()
  const lead = useLeadColumns<KeeperRowView>(sex)
  if (rows.length === 0) return <WidgetState kind="empty" message={t('leaders.empty')} />
  return (
    <DataTable
      caption={t('leaders.caption', { title, division })}
      columns={[
        ...lead,
        numeric<KeeperRowView>('gp', t('table.gp'), (row) => row.gp, { long: t('table.gpLong') }),
        numeric<KeeperRowView>('gaa', t('leaders.gaa'), (row) => row.gaa, {
          long: t('leaders.gaaLong'),
          strong: true,
        }),
        numeric<KeeperRowView>('clean-sheets', t('leaders.cleanSheets'), (row) => row.cleanSheets, {
          long: t('leaders.cleanSheetsLong'),
        }),
      ]}
      rows={rows}
      rowKey={(row) => `${row.rank}-${row.href ?? row.name}`}
      rowAttributes={() => ({ 'data-testid': 'keeper-row' })}
      testId="leaders-keepers-table"
      density="compact"
    />
  )
}

/** The query of the page for a division and season, keeping the language. */
function leadersSearch(current: string, divisionId: string, seasonId: string): string {
  const params = new URLSearchParams(current)
  params.set('division', divisionId)
  if (seasonId) params.set('season', seasonId)
  else params.delete('season')
  return `?${params.toString()}`
}

export function LeadersPageContent({ view }: { view: LeadersPageView }) {
  const t = useT()
  const navigate = useNavigate()
  const location = useLocation()
  const navigation = useNavigation()
  const busy = navigation.state === 'loading' && navigation.location.pathname === '/leaders'
  const onChoose = (divisionId: string, seasonId: string) => {
    const active = view.seasons.find((season) => season.isActive)?.id
    void navigate(
      `/leaders${leadersSearch(location.search, divisionId, seasonId === active ? '' : seasonId)}`,
      { preventScrollReset: true },
    )
  }
  const sex = view.sex ?? 'men'
  const division = view.divisionName ?? ''
  const noGames =
    view.keepers.length === 0 && Object.values(view.leaders).every((rows) => rows.length === 0)
  return (
    <>
      <PageHeader title={t('leaders.title')}>
        {view.season ? (
          <p className="text-accent text-sm font-bold tracking-wide uppercase">
            {view.divisionName ? `${view.divisionName} · ` : ''}
            <SeasonName name={view.season.name} />
          </p>
        ) : null}
        <p className="mt-1">{t('leaders.intro')}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-8 lg:py-10">
        {!view.available ? (
          <Notice text={t('leaders.unavailable')} testId="leaders-unavailable" />
        ) : (
          <>
            <div className="print:hidden">
              <DivisionSeasonFilters
                action="/leaders"
                idPrefix="leaders"
                divisions={view.divisions}
                selectedId={view.selectedId}
                seasons={view.seasons}
                seasonId={view.season?.id}
                text={{
                  division: t('leaders.divisionLabel'),
                  show: t('leaders.show'),
                  updating: t('leaders.updating'),
                }}
                busy={busy}
                onChoose={onChoose}
              />
            </div>
            {view.unknownSeason ? (
              <Notice text={t('seasons.unknown')} testId="unknown-season" />
            ) : null}
            {view.unknownDivision && view.divisionName ? (
              <Notice
                text={t('leaders.unknownDivision', { division: view.divisionName })}
                testId="unknown-division"
              />
            ) : null}
            {!view.selectedId ? (
              <Notice text={t('leaders.noDivisions')} testId="leaders-empty" />
            ) : noGames ? (
              <Notice text={t('leaders.noGames')} testId="leaders-empty" />
            ) : (
              <div
                className={clsx(
                  'grid grid-cols-1 gap-6 transition-opacity lg:grid-cols-2',
                  busy && 'opacity-60',
                )}
                aria-busy={busy || undefined}
              >
                {(Object.keys(TITLES) as LeaderCategory[]).map((category) => {
                  const title = t(TITLES[category], { sex })
                  return (
                    <SectionCard key={category} id={`leaders-${category}`} title={title}>
                      <LeaderTable
                        category={category}
                        rows={view.leaders[category]}
                        title={title}
                        division={division}
                        sex={sex}
                      />
                    </SectionCard>
                  )
                })}
                <SectionCard
                  id="leaders-keepers"
                  title={t('leaders.keepers.title', { sex })}
                  className="lg:col-span-2"
                >
                  <KeeperTable
                    rows={view.keepers}
                    title={t('leaders.keepers.title', { sex })}
                    division={division}
                    sex={sex}
                  />
                  {view.keepers.length > 0 ? (
                    <p className="mt-3 text-sm text-slate-600">
                      {t('leaders.keepersNote', { n: view.keeperMinGames })}
                    </p>
                  ) : null}
                </SectionCard>
              </div>
            )}
          </>
        )}
      </div>
    </>
  )
}
