import { clsx } from 'clsx'

import { Link } from '~/components/ui/link.tsx'

import { WidgetState } from '~/components/league/widget-state.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { ScorerView } from '~/view-models/standings-page.ts'

const medals: Record<number, string> = {
  1: 'bg-accent text-ink-900',
  2: 'bg-slate-300 text-slate-900',
  3: 'bg-amber-700 text-white',
}

function MaybeLink({ href, children }: { href?: string; children: string }) {
  return href ? (
    <Link to={href} className="hover:text-pitch-700 text-slate-900 hover:underline">
      {children}
    </Link>
  ) : (
    <>{children}</>
  )
}

/** Top-10 scorers of the division (SPEC §2 Standings): rank, player, team, goals. */
export function ScorersTable({
  rows,
  divisionName,
}: {
  rows: ScorerView[] | null
  divisionName: string
}) {
  const t = useT()
  if (rows === null) return <WidgetState kind="error" message={t('standingsPage.scorersError')} />
  if (rows.length === 0) {
    return <WidgetState kind="empty" message={t('standingsPage.scorersEmpty')} />
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="scorers-table">
        <caption className="sr-only">
          {t('standingsPage.scorersCaption', { division: divisionName })}
        </caption>
        <thead className="bg-slate-100 text-xs text-slate-600 uppercase">
          <tr>
            <th scope="col" className="w-10 px-2 py-2.5 text-center font-semibold sm:w-12 sm:px-3">
              {t('table.rank')}
            </th>
            <th scope="col" className="px-2 py-2.5 text-left font-semibold sm:px-3">
              {t('table.player')}
            </th>
            <th scope="col" className="px-2 py-2.5 text-left font-semibold sm:px-3">
              {t('table.team')}
            </th>
            <th scope="col" className="px-2 py-2.5 text-center font-semibold sm:px-3">
              {t('table.goals')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={`${row.rank}-${row.playerName}`}
              className="border-t border-slate-200"
              data-testid="scorer-row"
            >
              <td className="px-2 py-2 text-center sm:px-3">
                <span
                  className={clsx(
                    'inline-flex size-7 items-center justify-center rounded-full text-xs font-bold tabular-nums',
                    medals[row.rank] ?? 'text-slate-600',
                  )}
                >
                  {row.rank}
                </span>
              </td>
              <th scope="row" className="px-2 py-2 text-left font-semibold sm:px-3">
                <MaybeLink href={row.playerHref}>{row.playerName}</MaybeLink>
              </th>
              <td className="px-2 py-2 text-slate-700 sm:px-3">
                <MaybeLink href={row.teamHref}>{row.teamName}</MaybeLink>
              </td>
              <td className="px-2 py-2 text-center text-base font-black text-slate-900 tabular-nums sm:px-3">
                {row.goals}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
