import { clsx } from 'clsx'

import { type DataColumn, DataTable } from '~/components/ui/data-table.tsx'
import { Icon } from '~/components/ui/icon.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { TeamSeasonView } from '~/view-models/careers.ts'

import { MaybeLink, SeasonCell } from '../league/season-cells.tsx'

/** docs/product.md#seasons: the team's seasons (division, position, record, playoff result). */
export function TeamHistoryTable({ seasons }: { seasons: TeamSeasonView[] }) {
  const t = useT()
  const columns: DataColumn<TeamSeasonView>[] = [
    {
      id: 'season',
      header: t('seasons.picker'),
      rowHeader: true,
      sticky: { left: 'left-0' },
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
      header: t('playoffs.divisionLabel'),
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
      header: t('table.pts'),
      long: { text: t('table.ptsLong'), as: 'sr' },
      kind: 'numeric',
      showFrom: 'sm',
      cellClassName: 'font-semibold',
      cell: (row) => row.record?.points ?? '—',
    },
    {
      id: 'playoffs',
      header: t('seasons.bracket'),
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
      caption={t('careers.teamTitle')}
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
