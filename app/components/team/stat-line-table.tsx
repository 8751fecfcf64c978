import { clsx } from 'clsx'

import { type DataColumn, DataTable } from '~/components/ui/data-table.tsx'
import { Link } from '~/components/ui/link.tsx'

import type { MessageKey } from '~/i18n/messages.ts'
import type { Sex } from '~/league/index.ts'
import { useT } from '~/i18n/use-translation.ts'
import type { StatLineView } from '~/view-models/team-pages-common.ts'

import { Avatar } from '../player/avatar.tsx'

type Column = {
  key: 'gp' | 'goals' | 'assists' | 'yellow' | 'red'
  short: MessageKey
  long: MessageKey
  /** A small card glyph before the short label. */
  card?: 'yellow' | 'red'
}

const COLUMNS: Column[] = [
  { key: 'gp', short: 'teamPages.col.gp', long: 'teamPages.col.gpLong' },
  { key: 'goals', short: 'teamPages.col.goals', long: 'teamPages.col.goalsLong' },
  { key: 'assists', short: 'teamPages.col.assists', long: 'teamPages.col.assistsLong' },
  {
    key: 'yellow',
    short: 'teamPages.col.yellow',
    long: 'teamPages.col.yellowLong',
    card: 'yellow',
  },
  { key: 'red', short: 'teamPages.col.red', long: 'teamPages.col.redLong', card: 'red' },
]

/** The player's photo or initials, linked name and suspension tag. */
function PlayerCell({ row, sex }: { row: StatLineView; sex: Sex }) {
  const t = useT()
  return (
    <span className="flex min-w-0 items-center gap-2 sm:gap-2.5">
      <Avatar avatar={row} />
      <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5">
        {row.href ? (
          <Link
            to={row.href}
            className="hover:text-pitch-700 font-semibold text-slate-900 hover:underline"
          >
            {row.name}
          </Link>
        ) : (
          <span className="font-semibold text-slate-900">{row.name}</span>
        )}
        {row.suspended ? (
          <span className="rounded-full bg-red-100 px-2 py-0.5 text-[0.65rem] font-bold tracking-wide text-red-800 uppercase">
            {t('teamPages.suspended', { sex })}
          </span>
        ) : null}
      </span>
    </span>
  )
}

/** A short header with a small card glyph before it (yellow and red cards). */
function ShortHeader({ column }: { column: Column }) {
  const t = useT()
  return (
    <span className="inline-flex items-center gap-1">
      {column.card ? (
        <span
          className={clsx(
            'hidden h-3 w-2 rounded-[2px] sm:inline-block',
            column.card === 'yellow' ? 'bg-amber-400' : 'bg-red-600',
          )}
        />
      ) : null}
      {t(column.short)}
    </span>
  )
}

/**
 * Players or goalkeepers with their figures (docs/product.md#team roster: GP, goals,
 * assists, yellow, red; Match page: goals, assists, yellow, red), on the DataTable primitive.
 */
export function StatLineTable({
  rows,
  caption,
  showGp,
  figures,
  testId,
  sex = 'men',
}: {
  rows: StatLineView[]
  caption: string
  showGp: boolean
  /** The figure columns to show (goals, assists, yellow, red); all of them when absent. */
  figures?: readonly Column['key'][]
  testId: string
  /** A women's team's tag says « Suspendue ». */
  sex?: Sex | undefined
}) {
  const t = useT()
  const columns: DataColumn<StatLineView>[] = [
    {
      id: 'number',
      header: t('teamPages.col.number'),
      long: { text: t('teamPages.col.numberLong'), as: 'sr' },
      kind: 'rank',
      headerClassName: 'w-8 sm:w-12',
      cellClassName: 'font-semibold text-slate-500',
      cell: (row) => row.number ?? '—',
    },
    {
      id: 'name',
      header: t('teamPages.col.name'),
      rowHeader: true,
      cellClassName: 'font-normal',
      cell: (row) => <PlayerCell row={row} sex={sex} />,
    },
    ...COLUMNS.filter((column) =>
      column.key === 'gp' ? showGp : (figures?.includes(column.key) ?? true),
    ).map((column): DataColumn<StatLineView> => ({
      id: column.key,
      header: <ShortHeader column={column} />,
      long: { text: t(column.long), as: 'sr' },
      kind: 'numeric',
      headerClassName: 'w-8 sm:w-14',
      cellClassName: (row) =>
        (row[column.key] ?? 0) === 0 ? 'text-slate-500' : 'font-semibold text-slate-900',
      cell: (row) => row[column.key] ?? 0,
    })),
  ]
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.key}
      rowAttributes={() => ({ 'data-testid': 'stat-line' })}
      testId={testId}
      fixed
      framed
      density="compact"
    />
  )
}
