import { type DataColumn, DataTable } from '~/components/ui/data-table.tsx'
import { Link } from '~/components/ui/link.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { GameLogRow, GameLogView } from '~/view-models/player-games.ts'

import { WidgetState } from '../league/widget-state.tsx'

const RESULT_COLOURS = {
  W: 'bg-pitch-600 text-white',
  D: 'bg-slate-400 text-white',
  L: 'bg-red-600 text-white',
} as const

// Flush with the card's edges: the opponent column gets the room on a 390 px phone.
const CELL = 'px-1.5 py-2 first:ps-0 last:pe-0 sm:px-2'

function Cards({ player }: { player: NonNullable<GameLogRow['player']> }) {
  return (
    <>
      <span className="sr-only">{player.cardsLabel}</span>
      <span aria-hidden="true" className="inline-flex justify-end gap-1">
        {player.yellow > 0 ? (
          <span className="rounded-sm bg-yellow-300 px-1 text-xs font-bold text-slate-900">
            {player.yellow}
          </span>
        ) : null}
        {player.red > 0 ? (
          <span className="rounded-sm bg-red-600 px-1 text-xs font-bold text-white">
            {player.red}
          </span>
        ) : null}
        {player.yellow + player.red === 0 ? '0' : null}
      </span>
    </>
  )
}

/**
 * The player's game-by-game log on the league's table primitive: compact enough for a
 * 390 px phone (short dates, cards as coloured counts); a game the player is not on the sheet of
 * shows one '—' across the player's columns.
 */
export function GameLog({ view }: { view: GameLogView }) {
  const t = useT()
  if (view.rows.length === 0) return <WidgetState kind="empty" message={view.empty} />
  const columns: DataColumn<GameLogRow>[] = [
    {
      id: 'date',
      header: view.headers.date,
      rowHeader: true,
      padding: CELL,
      cellClassName: 'font-normal whitespace-nowrap text-slate-600',
      cell: (row) => row.date,
    },
    {
      id: 'opponent',
      header: view.headers.opponent,
      padding: CELL,
      cellClassName: 'break-words',
      cell: (row) =>
        row.opponentHref ? (
          <Link to={row.opponentHref} className="font-medium text-slate-900 hover:underline">
            {row.opponent}
          </Link>
        ) : (
          row.opponent
        ),
    },
    {
      id: 'score',
      header: view.headers.score,
      padding: CELL,
      cellClassName: 'whitespace-nowrap',
      cell: (row) => (
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
      ),
    },
    {
      id: 'goals',
      header: view.headers.goals,
      kind: 'numeric',
      padding: CELL,
      cell: (row) => row.player?.goals,
    },
    {
      // Assists are in the season totals: phones drop the column to fit 390 px.
      id: 'assists',
      header: view.headers.assists,
      kind: 'numeric',
      showFrom: 'sm',
      padding: CELL,
      cell: (row) => row.player?.assists,
    },
    {
      id: 'cards',
      header: view.headers.cards,
      kind: 'numeric',
      padding: CELL,
      cellClassName: 'whitespace-nowrap',
      cell: (row) => (row.player ? <Cards player={row.player} /> : null),
    },
  ]
  return (
    <>
      <DataTable
        caption={view.caption}
        columns={columns}
        rows={view.rows}
        rowKey={(row) => row.key}
        rowAttributes={() => ({ 'data-testid': 'game-log-row' })}
        testId="game-log"
        header="plain"
        rowRest={(row) =>
          row.player
            ? undefined
            : {
                from: 'goals',
                className: 'first:ps-0 last:pe-0 text-right text-slate-500',
                content: (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">{view.notOnSheet}</span>
                  </>
                ),
              }
        }
      />
      {view.absentNote ? <p className="mt-3 text-xs text-slate-600">{view.absentNote}</p> : null}
    </>
  )
}
