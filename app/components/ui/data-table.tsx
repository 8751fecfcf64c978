import { clsx } from 'clsx'
import type { ReactNode } from 'react'

/** From which breakpoint a column shows (hidden below it). */
type ShowFrom = 'sm' | 'md' | 'lg'

const showFrom: Record<ShowFrom, string> = {
  sm: 'hidden sm:table-cell',
  md: 'hidden md:table-cell',
  lg: 'hidden lg:table-cell',
}

export type DataColumn<Row> = {
  id: string
  /** Visible header text. */
  header: ReactNode
  /**
   * The header's full name when the visible one is short ('G' → 'Goals'): `abbr` shows it as
   * a tooltip (`<abbr title>`), `sr` also reads it to screen readers instead of the short text.
   */
  long?: { text: string; as: 'abbr' | 'sr' }
  /** Numbers: right-aligned, tabular figures. `rank` is the narrow centred rank column. */
  kind?: 'text' | 'numeric' | 'rank'
  /** The row's name (a `<th scope="row">`): usually the team or player. */
  rowHeader?: boolean
  /** Responsive hiding: the column shows from this breakpoint up. */
  showFrom?: ShowFrom
  /** Replaces the cells' default padding (header and body), e.g. a wider first column. */
  padding?: string
  /** Extra classes of the header cell (widths). */
  headerClassName?: string
  /** Extra classes of the body cells, fixed or per row. */
  cellClassName?: string | ((row: Row) => string | undefined)
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

/**
 * The league's tables: always a caption (visually hidden unless asked) and scoped
 * header cells, numbers right-aligned in tabular figures, an optional row-header column and
 * columns hidden below a breakpoint. Scrolls inside its own box on narrow screens.
 */
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
  /** `data-*` attributes of a body row (tests, styling hooks). */
  rowAttributes?: (row: Row) => Record<`data-${string}`, string>
  testId?: string
  /** Fixed layout: column widths from the header classes, long names wrap. */
  fixed?: boolean
  describedBy?: string
  /** A rounded border around the table (tables standing alone inside a card). */
  framed?: boolean
  /** Row height: `compact` for rows with an avatar or a badge. */
  density?: keyof typeof paddings
  /**
   * The scroll box takes keyboard focus, so a keyboard can scroll a narrow table sideways
   * (needed when no cell holds a link or a button).
   */
  focusable?: boolean
  /** `plain`: a header row without shading or capitals, for tables flush with their card. */
  header?: 'shaded' | 'plain'
  /**
   * One cell in place of the columns from `from` to the end, for a row that has no figures
   * (a game the player missed).
   */
  rowRest?: (row: Row) => { from: string; content: ReactNode; className?: string } | undefined
}) {
  const pad = paddings[density]
  return (
    // `relative`: the cells' screen-reader texts (absolutely placed) stay inside the scroll box
    // instead of widening the page.
    <div
      className={clsx(
        'relative max-w-full min-w-0 overflow-x-auto',
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
                  column.headerClassName,
                )}
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
