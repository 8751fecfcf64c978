import { clsx } from 'clsx'
import type { ReactNode } from 'react'

import { type DataColumn, DataTable } from '~/components/ui/data-table.tsx'
import { Icon } from '~/components/ui/icon.tsx'
import { Link } from '~/components/ui/link.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { CareerSeasonView, PlayerCareerView, TeamSeasonView } from '~/view-models/careers.ts'

const LINK = 'hover:text-pitch-700 font-semibold text-slate-900 underline-offset-2 hover:underline'

function MaybeLink({ href, children }: { href?: string; children: ReactNode }) {
  return href ? (
    <Link to={href} className={LINK}>
      {children}
    </Link>
  ) : (
    <span className="font-semibold">{children}</span>
  )
}

/** The season's name, linked to that season's page, and marked when it is the one shown. */
function SeasonCell({ row }: { row: { seasonName: string; href?: string; shown: boolean } }) {
  const t = useT()
  return (
    <span className="flex flex-col">
      <MaybeLink href={row.href}>{row.seasonName}</MaybeLink>
      {row.shown ? (
        <span className="text-xs font-normal text-slate-600">{t('careers.shown')}</span>
      ) : null}
    </span>
  )
}

type CareerRow =
  | CareerSeasonView
  | ({ total: true; key: string; label: string } & Omit<
      CareerSeasonView,
      'seasonId' | 'seasonName' | 'shown'
    >)

const isTotal = (row: CareerRow): row is Extract<CareerRow, { total: true }> => 'total' in row

/** docs/product.md#seasons: the player's seasons (team, division, figures) and their total. */
export function PlayerCareerTable({ career }: { career: PlayerCareerView }) {
  const t = useT()
  const figure = (
    key: 'gp' | 'goals' | 'assists' | 'cards' | 'suspensionGames',
    header: string,
    long: string,
    showFrom?: 'sm',
  ): DataColumn<CareerRow> => ({
    id: key,
    header,
    long: { text: long, as: 'sr' },
    kind: 'numeric',
    ...(showFrom ? { showFrom } : {}),
    headerClassName: 'w-10 sm:w-14',
    cellClassName: (row) =>
      isTotal(row)
        ? 'font-bold text-slate-900'
        : row[key] === 0
          ? 'text-slate-500'
          : 'font-semibold',
    cell: (row) => row[key],
  })
  const columns: DataColumn<CareerRow>[] = [
    {
      id: 'season',
      header: t('careers.season'),
      rowHeader: true,
      cellClassName: 'font-normal',
      cell: (row) =>
        isTotal(row) ? <span className="font-bold">{row.label}</span> : <SeasonCell row={row} />,
    },
    {
      id: 'team',
      header: t('careers.team'),
      cell: (row) =>
        isTotal(row) ? null : (
          <span className="flex flex-col">
            {row.teamName ? <MaybeLink href={row.teamHref}>{row.teamName}</MaybeLink> : '—'}
            {row.divisionName ? (
              <span className="text-xs text-slate-600 sm:hidden">{row.divisionName}</span>
            ) : null}
          </span>
        ),
    },
    {
      id: 'division',
      header: t('careers.division'),
      showFrom: 'sm',
      cell: (row) =>
        isTotal(row) || !row.divisionName ? null : (
          <MaybeLink href={row.divisionHref}>{row.divisionName}</MaybeLink>
        ),
    },
    figure('gp', t('teamPages.col.gp'), t('teamPages.col.gpLong')),
    figure('goals', t('teamPages.col.goals'), t('teamPages.col.goalsLong')),
    figure('assists', t('teamPages.col.assists'), t('teamPages.col.assistsLong')),
    figure('cards', t('careers.cards'), t('careers.cardsLong')),
    // A phone keeps the columns that matter most; the suspensions show from `sm` up.
    figure('suspensionGames', t('careers.suspensions'), t('careers.suspensionsLong'), 'sm'),
  ]
  const total: CareerRow = {
    total: true,
    key: 'total',
    label: t('careers.total', { count: career.total.seasons }),
    ...career.total,
  }
  return (
    <DataTable
      caption={t('careers.playerCaption')}
      columns={columns}
      rows={[...career.seasons, total]}
      rowKey={(row) => (isTotal(row) ? row.key : row.seasonId)}
      rowAttributes={(row) => ({ 'data-testid': isTotal(row) ? 'career-total' : 'career-season' })}
      testId="player-career"
      framed
      density="compact"
    />
  )
}

/** docs/product.md#seasons: the team's seasons (division, position, record, playoff result). */
export function TeamHistoryTable({ seasons }: { seasons: TeamSeasonView[] }) {
  const t = useT()
  const columns: DataColumn<TeamSeasonView>[] = [
    {
      id: 'season',
      header: t('careers.season'),
      rowHeader: true,
      cellClassName: 'font-normal',
      cell: (row) => (
        <span className="flex flex-col">
          <SeasonCell row={row} />
          {row.formerName ? (
            <span className="text-xs font-normal text-slate-600">
              {t('careers.formerName', { name: row.formerName })}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'division',
      header: t('careers.division'),
      showFrom: 'sm',
      cell: (row) =>
        row.divisionName ? <MaybeLink href={row.divisionHref}>{row.divisionName}</MaybeLink> : '—',
    },
    {
      id: 'position',
      header: t('careers.position'),
      cell: (row) => row.position ?? '—',
    },
    {
      id: 'record',
      header: t('careers.record'),
      long: { text: t('careers.recordLong'), as: 'sr' },
      kind: 'numeric',
      headerClassName: 'whitespace-nowrap',
      cellClassName: 'whitespace-nowrap',
      cell: (row) => (row.record ? `${row.record.w}-${row.record.d}-${row.record.l}` : '—'),
    },
    {
      id: 'points',
      header: t('careers.points'),
      long: { text: t('careers.pointsLong'), as: 'sr' },
      kind: 'numeric',
      showFrom: 'sm',
      cellClassName: 'font-semibold',
      cell: (row) => row.record?.points ?? '—',
    },
    {
      id: 'playoffs',
      header: t('careers.playoffs'),
      cellClassName: (row) => clsx(row.champion && 'font-bold text-slate-900'),
      cell: (row) =>
        row.playoffs ? (
          <span className="inline-flex items-center gap-1">
            {row.champion ? <Icon name="trophy" className="size-4 shrink-0" /> : null}
            {row.playoffs}
          </span>
        ) : (
          '—'
        ),
    },
  ]
  return (
    <DataTable
      caption={t('careers.teamCaption')}
      columns={columns}
      rows={seasons}
      rowKey={(row) => row.seasonId}
      rowAttributes={() => ({ 'data-testid': 'team-season' })}
      testId="team-history"
      framed
      density="compact"
    />
  )
}
