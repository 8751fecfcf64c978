import { clsx } from 'clsx'
import type { ReactNode } from 'react'

import { type DataColumn, DataTable } from '~/components/ui/data-table.tsx'
import { Link } from '~/components/ui/link.tsx'

import { useT } from '~/i18n/use-translation.ts'
import type { StandingsRowView, StandingsView } from '~/view-models/standings-view.ts'

import { FormBadges } from './form-badges.tsx'

type Props = {
  standings: StandingsView
  compact?: boolean
  extraColumns?: StandingsExtraColumn[]
  caption?: string
  testId?: string
}

export type StandingsExtraColumn = {
  id: string
  label: string
  title: string
  values: Record<string, number | undefined>
}

export function StandingsTable({
  standings,
  compact = false,
  extraColumns = [],
  caption,
  testId = 'standings-table',
}: Props) {
  const t = useT()
  const spots = standings.playoffSpots
  const legendId = `standings-legend-${standings.divisionId}`
  if (standings.rows.length === 0) {
    return <p className="py-6 text-center text-sm text-slate-600">{t('standings.empty')}</p>
  }
  const numeric = (
    id: string,
    label: string,
    long: string,
    value: (row: StandingsRowView) => ReactNode,
  ): DataColumn<StandingsRowView> => ({
    id,
    header: label,
    long: { text: long, as: 'abbr' },
    kind: 'numeric',
    padding: 'px-1 py-2.5 sm:px-2',
    cell: value,
  })
  const columns: DataColumn<StandingsRowView>[] = [
    {
      id: 'rank',
      header: t('table.rank'),
      kind: 'rank',
      padding: 'py-2.5 pl-2 pr-1 sm:pl-3',
      headerClassName: 'w-8 sm:w-10',
      ...(compact ? {} : { sticky: { left: 'left-0', width: 'w-8 min-w-8 sm:w-10 sm:min-w-10' } }),
      cellClassName: (row) =>
        clsx('standings-rank', row.inPlayoffSpot ? 'border-l-pitch-500' : 'border-l-red-500'),
      cell: (row) => (
        <>
          {row.rank}
          {row.inPlayoffSpot ? (
            <span className="sr-only">{`, ${t('standings.inPlayoffsSr')}`}</span>
          ) : null}
        </>
      ),
    },
    {
      id: 'team',
      header: t('table.team'),
      rowHeader: true,
      padding: 'px-1.5 py-2.5 sm:px-2',
      ...(compact ? {} : { sticky: { left: 'left-8 sm:left-10' } }),
      cellClassName: 'font-semibold',
      cell: (row) => (
        <>
          {row.teamHref ? (
            <Link to={row.teamHref} className="table-link">
              {row.teamName}
            </Link>
          ) : (
            row.teamName
          )}
          <ProvisionalMarks row={row} />
        </>
      ),
    },
    numeric('gp', t('table.gp'), t('table.gpLong'), (row) => row.gp),
    ...(compact
      ? []
      : [
          numeric('w', t('table.w'), t('table.wLong'), (row) => row.w),
          numeric('t', t('table.t'), t('table.tLong'), (row) => row.d),
          numeric('l', t('table.l'), t('table.lLong'), (row) => row.l),
          numeric('diff', t('table.diff'), t('table.diffLong'), (row) =>
            row.diff > 0 ? `+${row.diff}` : row.diff,
          ),
        ]),
    {
      ...numeric('pts', t('table.pts'), t('table.ptsLong'), (row) => row.points),
      padding: 'py-2.5 pr-2 pl-1 sm:pr-3 sm:pl-2',
      cellClassName: 'font-black text-slate-900',
    },
    ...(compact
      ? []
      : [
          {
            id: 'form',
            header: (
              <>
                {t('table.form')}
                <span className="block text-[0.65rem] font-normal normal-case">
                  {t('form.latestFirst')}
                </span>
              </>
            ),
            padding: 'px-2 py-2.5',
            cell: (row) => <FormBadges form={row.form} />,
          } satisfies DataColumn<StandingsRowView>,
          ...extraColumns.map((column): DataColumn<StandingsRowView> => ({
            ...numeric(
              column.id,
              column.label,
              column.title,
              (row) => column.values[row.teamId] ?? '—',
            ),
          })),
        ]),
  ]
  return (
    <div>
      <DataTable
        caption={caption ?? t('standings.caption', { division: standings.divisionName })}
        columns={columns}
        rows={standings.rows}
        rowKey={(row) => row.teamId}
        rowAttributes={(row) => ({
          'data-testid': 'standings-row',
          'data-playoff': row.inPlayoffSpot ? 'in' : 'out',
        })}
        testId={testId}
        describedBy={legendId}
      />
      <ul id={legendId} className="mt-3 flex flex-wrap gap-x-5 gap-y-1 px-1 text-xs text-slate-600">
        {spots > 0 ? (
          <li className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="bg-pitch-500 inline-block h-3 w-1 rounded" />
            {t('standings.playoffSpot', { n: spots })}
          </li>
        ) : null}
        <li className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-3 w-1 rounded bg-red-500" />
          {t('standings.outOfPlayoffs')}
        </li>
      </ul>
    </div>
  )
}

function ProvisionalMarks({ row }: { row: StandingsRowView }) {
  const t = useT()
  if (row.movement === undefined && !row.playing) return null
  const up = (row.movement ?? 0) > 0
  return (
    <>
      {row.movement !== undefined ? (
        <span
          className={clsx('standings-move', up ? 'text-pitch-700' : 'text-red-700')}
          data-testid="standings-move"
        >
          <span aria-hidden="true">{`${up ? '▲' : '▼'}${Math.abs(row.movement)}`}</span>
          <span className="sr-only">
            {`, ${t(up ? 'standings.movedUp' : 'standings.movedDown', { n: Math.abs(row.movement) })}`}
          </span>
        </span>
      ) : null}
      {row.playing ? <span className="standings-playing">{t('standings.playing')}</span> : null}
    </>
  )
}
