import { clsx } from 'clsx'

import { Link } from '~/components/ui/link.tsx'

import { useT } from '~/i18n/use-translation.ts'
import type { StandingsView } from '~/view-models/standings-view.ts'

import { FormBadges } from './form-badges.tsx'

type Props = {
  standings: StandingsView
  /** SPEC §2: the compact mode hides W, T, L, +/- and form (home page). */
  compact?: boolean
  /**
   * Extra figures after the form column, on wide screens only and never in compact mode
   * (the standings page shows goals for, yellow and red cards). Values are keyed by team id.
   */
  extraColumns?: StandingsExtraColumn[]
}

export type StandingsExtraColumn = {
  id: string
  label: string
  title: string
  values: Record<string, number | undefined>
}

function HeaderCell({
  label,
  title,
  className,
}: {
  label: string
  title?: string
  className?: string
}) {
  return (
    <th scope="col" className={clsx('px-1 py-2.5 text-center font-semibold sm:px-2', className)}>
      {title && title !== label ? (
        <abbr title={title} className="no-underline">
          {label}
        </abbr>
      ) : (
        label
      )}
    </th>
  )
}

/**
 * The standings table (SPEC §2) of one division: a real table, playoff rows with a green left border and the
 * others red, with the legend and screen-reader text saying which rows qualify. SPEC's optional division
 * column is left out (issue 19): every row would repeat the division the picker, the card's badge
 * and the caption already name.
 */
export function StandingsTable({ standings, compact = false, extraColumns = [] }: Props) {
  const t = useT()
  const spots = standings.playoffSpots
  const legendId = `standings-legend-${standings.divisionId}`
  if (standings.rows.length === 0) {
    return <p className="py-6 text-center text-sm text-slate-600">{t('standings.empty')}</p>
  }
  return (
    <div>
      <div className="overflow-x-auto">
        <table
          className="w-full border-collapse text-sm"
          aria-describedby={legendId}
          data-testid="standings-table"
        >
          <caption className="sr-only">
            {t('standings.caption', { division: standings.divisionName })}
          </caption>
          <thead className="bg-slate-100 text-xs text-slate-600 uppercase">
            <tr>
              <HeaderCell label={t('table.rank')} className="w-8 pl-2 sm:w-10 sm:pl-3" />
              <th scope="col" className="standings-team">
                {t('table.team')}
              </th>
              <HeaderCell label={t('table.gp')} title={t('table.gpLong')} />
              {compact ? null : (
                <>
                  <HeaderCell label={t('table.w')} title={t('table.wLong')} />
                  <HeaderCell label={t('table.t')} title={t('table.tLong')} />
                  <HeaderCell label={t('table.l')} title={t('table.lLong')} />
                  <HeaderCell label={t('table.diff')} title={t('table.diffLong')} />
                </>
              )}
              <HeaderCell
                label={t('table.pts')}
                title={t('table.ptsLong')}
                className="pr-2 sm:pr-3"
              />
              {compact ? null : (
                <th
                  scope="col"
                  className="hidden px-2 py-2.5 text-left font-semibold sm:table-cell"
                >
                  {t('table.form')}
                </th>
              )}
              {compact
                ? null
                : extraColumns.map((column) => (
                    <HeaderCell
                      key={column.id}
                      label={column.label}
                      title={column.title}
                      className="hidden lg:table-cell"
                    />
                  ))}
            </tr>
          </thead>
          <tbody>
            {standings.rows.map((row) => (
              <tr
                key={row.teamId}
                className="border-t border-slate-200"
                data-testid="standings-row"
                data-playoff={row.inPlayoffSpot ? 'in' : 'out'}
              >
                <td
                  className={
                    row.inPlayoffSpot
                      ? 'standings-rank border-l-pitch-500'
                      : 'standings-rank border-l-red-500'
                  }
                >
                  {row.rank}
                  {row.inPlayoffSpot ? (
                    <span className="sr-only">{`, ${t('standings.inPlayoffsSr')}`}</span>
                  ) : null}
                </td>
                <th scope="row" className="standings-team">
                  {row.teamHref ? (
                    <Link to={row.teamHref} className="table-link">
                      {row.teamName}
                    </Link>
                  ) : (
                    row.teamName
                  )}
                </th>
                <td className="standings-num">{row.gp}</td>
                {compact ? null : (
                  <>
                    <td className="standings-num">{row.w}</td>
                    <td className="standings-num">{row.d}</td>
                    <td className="standings-num">{row.l}</td>
                    <td className="standings-num">{row.diff > 0 ? `+${row.diff}` : row.diff}</td>
                  </>
                )}
                <td className="standings-points">{row.points}</td>
                {compact ? null : (
                  <td className="hidden px-2 py-2.5 sm:table-cell">
                    <FormBadges form={row.form} />
                  </td>
                )}
                {compact
                  ? null
                  : extraColumns.map((column) => (
                      <td key={column.id} className="standings-extra">
                        {column.values[row.teamId] ?? '—'}
                      </td>
                    ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
