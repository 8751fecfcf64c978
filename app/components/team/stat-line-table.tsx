import { clsx } from 'clsx'

import { Link } from '~/components/ui/link.tsx'

import type { MessageKey } from '~/i18n/messages.ts'
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

const cell = 'px-1.5 py-2 text-center tabular-nums sm:px-3'

/** Short visible header, full name for screen readers and as a tooltip. */
function HeaderCell({ column }: { column: Column }) {
  const t = useT()
  return (
    <th scope="col" className={clsx(cell, 'w-8 font-semibold sm:w-14')} title={t(column.long)}>
      <span aria-hidden="true" className="inline-flex items-center gap-1">
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
      <span className="sr-only">{t(column.long)}</span>
    </th>
  )
}

/**
 * Players or goalkeepers with their figures (SPEC §2 Team page roster: GP, goals,
 * assists, yellow, red; Match page: goals, assists, yellow, red). A real table that
 * scrolls inside its own box on narrow screens.
 */
export function StatLineTable({
  rows,
  caption,
  showGp,
  figures,
  testId,
}: {
  rows: StatLineView[]
  caption: string
  showGp: boolean
  /** The figure columns to show (goals, assists, yellow, red); all of them when absent. */
  figures?: readonly Column['key'][]
  testId: string
}) {
  const t = useT()
  const columns = COLUMNS.filter((column) =>
    column.key === 'gp' ? showGp : (figures?.includes(column.key) ?? true),
  )
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full table-fixed border-collapse text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-xs text-slate-600 uppercase">
          <tr>
            <th
              scope="col"
              className={clsx(cell, 'w-8 font-semibold sm:w-12')}
              title={t('teamPages.col.numberLong')}
            >
              <span aria-hidden="true">{t('teamPages.col.number')}</span>
              <span className="sr-only">{t('teamPages.col.numberLong')}</span>
            </th>
            <th scope="col" className="px-1.5 py-2 text-left font-semibold sm:px-3">
              {t('teamPages.col.name')}
            </th>
            {columns.map((column) => (
              <HeaderCell key={column.key} column={column} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-slate-200" data-testid="stat-line">
              <td className={clsx(cell, 'font-semibold text-slate-500')}>{row.number ?? '—'}</td>
              <th scope="row" className="px-1.5 py-1.5 text-left font-normal sm:px-3">
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
                        {t('teamPages.suspended')}
                      </span>
                    ) : null}
                  </span>
                </span>
              </th>
              {columns.map((column) => {
                const value = row[column.key] ?? 0
                return (
                  <td
                    key={column.key}
                    className={clsx(
                      cell,
                      value === 0 ? 'text-slate-500' : 'font-semibold text-slate-900',
                    )}
                  >
                    {value}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
