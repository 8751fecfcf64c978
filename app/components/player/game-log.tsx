import { clsx } from 'clsx'

import { Link } from '~/components/ui/link.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { GameLogView } from '~/view-models/player-games.ts'

import { WidgetState } from '../league/widget-state.tsx'

const RESULT_COLOURS = {
  W: 'bg-pitch-600 text-white',
  D: 'bg-slate-400 text-white',
  L: 'bg-red-600 text-white',
} as const

/**
 * The player's game-by-game log (issue 19): a table with a caption and scoped headers, compact
 * enough for a 390 px phone (short dates, cards as coloured counts).
 */
export function GameLog({ view }: { view: GameLogView }) {
  const t = useT()
  if (view.rows.length === 0) return <WidgetState kind="empty" message={view.empty} />
  const cell = 'px-1.5 py-2 first:ps-0 last:pe-0 sm:px-2'
  // Assists are in the season totals: phones drop the column to fit 390 px.
  const wide = 'hidden sm:table-cell'
  return (
    <>
      <table className="w-full text-sm" data-testid="game-log">
        <caption className="sr-only">{view.caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs font-semibold text-slate-600">
            <th scope="col" className={cell}>
              {view.headers.date}
            </th>
            <th scope="col" className={cell}>
              {view.headers.opponent}
            </th>
            <th scope="col" className={cell}>
              {view.headers.score}
            </th>
            <th scope="col" className={clsx(cell, 'text-right')}>
              {view.headers.goals}
            </th>
            <th scope="col" className={clsx(cell, wide, 'text-right')}>
              {view.headers.assists}
            </th>
            <th scope="col" className={clsx(cell, 'text-right')}>
              {view.headers.cards}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {view.rows.map((row) => (
            <tr key={row.key} data-testid="game-log-row">
              <th
                scope="row"
                className={clsx(cell, 'font-normal whitespace-nowrap text-slate-600')}
              >
                {row.date}
              </th>
              <td className={clsx(cell, 'break-words')}>
                {row.opponentHref ? (
                  <Link
                    to={row.opponentHref}
                    className="font-medium text-slate-900 hover:underline"
                  >
                    {row.opponent}
                  </Link>
                ) : (
                  row.opponent
                )}
              </td>
              <td className={clsx(cell, 'whitespace-nowrap')}>
                <Link
                  to={row.matchHref}
                  className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-slate-900 tabular-nums hover:underline"
                >
                  <span
                    aria-hidden="true"
                    title={t(`form.${row.result}`)}
                    className={`form-badge ${RESULT_COLOURS[row.result]}`}
                  >
                    {t(`form.${row.result}.short`)}
                  </span>
                  <span className="sr-only">{`${t(`form.${row.result}`)} `}</span>
                  {row.score}
                  <span className="sr-only">{` · ${row.matchLabel}`}</span>
                </Link>
              </td>
              {row.player ? (
                <>
                  <td className={clsx(cell, 'text-right tabular-nums')}>{row.player.goals}</td>
                  <td className={clsx(cell, wide, 'text-right tabular-nums')}>
                    {row.player.assists}
                  </td>
                  <td className={clsx(cell, 'text-right whitespace-nowrap')}>
                    <span className="sr-only">{row.player.cardsLabel}</span>
                    <span aria-hidden="true" className="inline-flex justify-end gap-1">
                      {row.player.yellow > 0 ? (
                        <span className="rounded-sm bg-yellow-300 px-1 text-xs font-bold text-slate-900">
                          {row.player.yellow}
                        </span>
                      ) : null}
                      {row.player.red > 0 ? (
                        <span className="rounded-sm bg-red-600 px-1 text-xs font-bold text-white">
                          {row.player.red}
                        </span>
                      ) : null}
                      {row.player.yellow + row.player.red === 0 ? '0' : null}
                    </span>
                  </td>
                </>
              ) : (
                <td colSpan={3} className={clsx(cell, 'text-right text-slate-500')}>
                  <span aria-hidden="true">—</span>
                  <span className="sr-only">{view.notOnSheet}</span>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {view.absentNote ? <p className="mt-3 text-xs text-slate-600">{view.absentNote}</p> : null}
    </>
  )
}
