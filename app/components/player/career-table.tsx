import { type DataColumn, DataTable } from '~/components/ui/data-table.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { CareerSeasonView, PlayerCareerView } from '~/view-models/careers.ts'

import { MaybeLink, SeasonCell } from '../league/season-cells.tsx'

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
      header: t('seasons.picker'),
      rowHeader: true,
      sticky: { left: 'left-0' },
      cellClassName: 'font-normal',
      cell: (row) =>
        isTotal(row) ? <span className="font-bold">{row.label}</span> : <SeasonCell row={row} />,
    },
    {
      id: 'team',
      header: t('table.team'),
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
      header: t('playoffs.divisionLabel'),
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
      caption={t('careers.playerTitle')}
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
