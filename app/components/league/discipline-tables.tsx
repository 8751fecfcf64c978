import { type DataColumn, DataTable } from '~/components/ui/data-table.tsx'
import { Link } from '~/components/ui/link.tsx'

import { useT } from '~/i18n/use-translation.ts'
import type { Sex } from '~/league/index.ts'
import type { FineView, SuspensionView } from '~/view-models/discipline-view.ts'

import { StackedRows } from '~/components/ui/stacked-rows.tsx'

import { WidgetState } from './widget-state.tsx'

function MaybeLink({ href, children }: { href?: string; children: string }) {
  return href ? (
    <Link to={href} className="hover:text-pitch-700 font-semibold text-slate-900 hover:underline">
      {children}
    </Link>
  ) : (
    <span className="font-semibold">{children}</span>
  )
}

function valueColumn<Row>(
  id: string,
  header: string,
  value: (row: Row) => string | number | undefined,
  { numeric = false, className }: { numeric?: boolean; className?: string } = {},
): DataColumn<Row> {
  return {
    id,
    header,
    kind: numeric ? 'numeric' : 'text',
    cellClassName: className ? `${className} align-top` : 'align-top',
    cell: (row) => value(row) ?? '—',
  }
}

export function SuspensionsTable({
  rows,
  showTeam = true,
  emptyMessage,
  caption,
  sex = 'men',
}: {
  rows: SuspensionView[] | null
  caption: string
  showTeam?: boolean
  emptyMessage?: string
  /** A women's division's or team's table says « Joueuse ». */
  sex?: Sex | undefined
}) {
  const t = useT()
  if (rows === null) return <WidgetState kind="error" message={t('suspensions.error')} />
  if (rows.length === 0)
    return <WidgetState kind="empty" message={emptyMessage ?? t('suspensions.empty', { sex })} />
  const cards = rows.map((row) => ({
    key: row.key,
    title: <MaybeLink href={row.playerHref}>{row.playerName}</MaybeLink>,
    fields: [
      ...(showTeam
        ? [
            {
              label: t('suspensions.team'),
              value: row.teamName ? <MaybeLink href={row.teamHref}>{row.teamName}</MaybeLink> : '—',
              wide: true,
            },
          ]
        : []),
      { label: t('suspensions.games'), value: row.games ?? '—' },
      { label: t('suspensions.fine'), value: row.fine ?? '—' },
      { label: t('suspensions.asOf'), value: row.asOf ?? '—' },
      { label: t('suspensions.return'), value: row.returnDate ?? '—' },
      { label: t('suspensions.reason'), value: row.reason ?? '—', wide: true },
    ],
  }))
  const columns: DataColumn<SuspensionView>[] = [
    {
      id: 'player',
      header: t('suspensions.player', { sex }),
      rowHeader: true,
      cellClassName: 'font-normal whitespace-nowrap align-top',
      cell: (row) => <MaybeLink href={row.playerHref}>{row.playerName}</MaybeLink>,
    },
    ...(showTeam
      ? [
          {
            id: 'team',
            header: t('suspensions.team'),
            cellClassName: 'whitespace-nowrap align-top',
            cell: (row: SuspensionView) =>
              row.teamName ? <MaybeLink href={row.teamHref}>{row.teamName}</MaybeLink> : '—',
          },
        ]
      : []),
    valueColumn('games', t('suspensions.games'), (row) => row.games, { numeric: true }),
    valueColumn('asOf', t('suspensions.asOf'), (row) => row.asOf, {
      className: 'whitespace-nowrap',
    }),
    valueColumn('return', t('suspensions.return'), (row) => row.returnDate, {
      className: 'whitespace-nowrap',
    }),
    valueColumn('reason', t('suspensions.reason'), (row) => row.reason, { className: 'min-w-40' }),
    valueColumn('fine', t('suspensions.fine'), (row) => row.fine, {
      numeric: true,
      className: 'whitespace-nowrap',
    }),
  ]
  return (
    <>
      <StackedRows label={caption} items={cards} testId="suspensions-cards" />
      <div className="hidden sm:block">
        <DataTable
          caption={caption}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.key}
          testId="suspensions-table"
        />
      </div>
    </>
  )
}

export function FinesTable({
  rows,
  showTeam = true,
  emptyMessage,
  caption,
}: {
  rows: FineView[] | null
  caption: string
  showTeam?: boolean
  emptyMessage?: string
}) {
  const t = useT()
  if (rows === null) return <WidgetState kind="error" message={t('fines.error')} />
  if (rows.length === 0)
    return <WidgetState kind="empty" message={emptyMessage ?? t('fines.empty')} />
  const cards = rows.map((row) => ({
    key: row.id,
    title: showTeam ? <MaybeLink href={row.teamHref}>{row.teamName}</MaybeLink> : row.amount,
    fields: [
      ...(showTeam ? [{ label: t('fines.amount'), value: row.amount }] : []),
      { label: t('fines.status'), value: row.status ?? '—' },
      { label: t('fines.updated'), value: row.updated ?? '—' },
      { label: t('fines.notes'), value: row.notes ?? '—', wide: true },
    ],
  }))
  const columns: DataColumn<FineView>[] = [
    ...(showTeam
      ? [
          {
            id: 'team',
            header: t('fines.team'),
            rowHeader: true,
            cellClassName: 'font-normal whitespace-nowrap align-top',
            cell: (row: FineView) => <MaybeLink href={row.teamHref}>{row.teamName}</MaybeLink>,
          },
        ]
      : []),
    {
      id: 'amount',
      header: t('fines.amount'),
      kind: 'numeric',
      cellClassName: 'font-semibold whitespace-nowrap align-top',
      cell: (row) => row.amount,
    },
    valueColumn('status', t('fines.status'), (row) => row.status),
    valueColumn('notes', t('fines.notes'), (row) => row.notes, { className: 'min-w-40' }),
    valueColumn('updated', t('fines.updated'), (row) => row.updated, {
      className: 'whitespace-nowrap',
    }),
  ]
  return (
    <>
      <StackedRows label={caption} items={cards} testId="fines-cards" />
      <div className="hidden sm:block">
        {/* Focusable: no cell holds a link when the team column is left out. */}
        <DataTable
          caption={caption}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          testId="fines-table"
          focusable
        />
      </div>
    </>
  )
}
