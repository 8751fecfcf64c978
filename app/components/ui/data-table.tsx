import { clsx } from 'clsx'
import type { ReactNode } from 'react'

type ShowFrom = 'sm' | 'md' | 'lg'

const showFrom: Record<ShowFrom, string> = {
  sm: 'hidden sm:table-cell',
  md: 'hidden md:table-cell',
  lg: 'hidden lg:table-cell',
}

export type DataColumn<Row> = {
  id: string
  header: ReactNode
  /**
   * `abbr` shows the full name as a tooltip; `sr` also reads it to screen readers instead of the
   * short text.
   */
  long?: { text: string; as: 'abbr' | 'sr' }
  kind?: 'text' | 'numeric' | 'rank'
  rowHeader?: boolean
  showFrom?: ShowFrom
  padding?: string
  headerClassName?: string
  cellClassName?: string | ((row: Row) => string | undefined)
  /**
   * Kept in view while a narrow table scrolls sideways. `left` is the sum of the widths of the
   * sticky columns before it; a sticky column followed by another sets its `width` (as a minimum
   * too, since a cramped table shrinks cells below their width), so the next one starts where it
   * ends instead of covering the first scrolling column.
   */
  sticky?: { left: string; width?: string }
  cell: (row: Row) => ReactNode
}

const kindClasses = {
  text: 'text-left',
  numeric: 'text-right tabular-nums',
  rank: 'text-center tabular-nums',
} as const

const paddings = { normal: 'px-1.5 py-2.5 sm:px-3', compact: 'px-1.5 py-2 sm:px-3' } as const

function HeaderContent<Row>({ column }: { column: DataColumn<Row> }) {
  const long = column.long
  if (!long) return <>{column.header}</>
  if (long.as === 'abbr') {
    return (
      <abbr title={long.text} className="no-underline">
        {column.header}
      </abbr>
    )
  }
  return (
    <>
      <span aria-hidden="true">{column.header}</span>
      <span className="sr-only">{long.text}</span>
    </>
  )
}

export function DataTable<Row>({
  caption,
  captionVisible = false,
  columns,
  rows,
  rowKey,
  rowAttributes,
  testId,
  fixed = false,
  describedBy,
  framed = false,
  density = 'normal',
  focusable = false,
  header = 'shaded',
  rowRest,
}: {
  caption: string
  captionVisible?: boolean
  columns: readonly DataColumn<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string
  rowAttributes?: (row: Row) => Record<`data-${string}`, string>
  testId?: string
  fixed?: boolean
  describedBy?: string
  framed?: boolean
  density?: keyof typeof paddings
  /** The scroll box takes focus, so a keyboard can scroll a narrow table sideways. */
  focusable?: boolean
  header?: 'shaded' | 'plain'
  rowRest?: (row: Row) => { from: string; content: ReactNode; className?: string } | undefined
}) {
  const pad = paddings[density]
  return (
    // The cells' absolutely placed screen-reader texts stay inside the scroll box instead of
    // widening the page.
    <div
      className={clsx(
        'table-scroll relative max-w-full min-w-0 overflow-x-auto',
        framed && 'rounded-xl border border-slate-200',
        focusable && 'focus-visible:outline-pitch-500 focus-visible:outline-2',
      )}
      tabIndex={focusable ? 0 : undefined}
    >
      <table
        className={clsx('w-full border-collapse text-sm', fixed && 'table-fixed')}
        aria-describedby={describedBy}
        data-testid={testId}
      >
        <caption
          className={
            captionVisible ? 'mb-2 text-left text-sm font-semibold text-slate-700' : 'sr-only'
          }
        >
          {caption}
        </caption>
        <thead
          className={clsx(
            'text-xs text-slate-600',
            header === 'shaded' ? 'bg-slate-100 uppercase' : 'border-b border-slate-200',
          )}
        >
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                title={column.long?.as === 'sr' ? column.long.text : undefined}
                className={clsx(
                  column.padding ?? pad,
                  'font-semibold',
                  kindClasses[column.kind ?? 'text'],
                  column.showFrom && showFrom[column.showFrom],
                  column.sticky && ['table-sticky-head', column.sticky.left, column.sticky.width],
                  column.headerClassName,
                )}
                data-sticky={column.sticky ? '' : undefined}
              >
                <HeaderContent column={column} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const rest = rowRest?.(row)
            const restAt = rest ? columns.findIndex((column) => column.id === rest.from) : -1
            const shown = restAt >= 0 ? columns.slice(0, restAt) : columns
            return (
              <tr key={rowKey(row)} className="border-t border-slate-200" {...rowAttributes?.(row)}>
                {shown.map((column) => {
                  const className = clsx(
                    column.padding ?? pad,
                    kindClasses[column.kind ?? 'text'],
                    column.showFrom && showFrom[column.showFrom],
                    column.sticky && ['table-sticky', column.sticky.left, column.sticky.width],
                    typeof column.cellClassName === 'function'
                      ? column.cellClassName(row)
                      : column.cellClassName,
                  )
                  return column.rowHeader ? (
                    <th key={column.id} scope="row" className={className}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.id} className={className}>
                      {column.cell(row)}
                    </td>
                  )
                })}
                {rest && restAt >= 0 ? (
                  <td colSpan={columns.length - restAt} className={clsx(pad, rest.className)}>
                    {rest.content}
                  </td>
                ) : null}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
