import { clsx } from 'clsx'

import { type DataColumn, DataTable } from '~/components/ui/data-table.tsx'
import { Link } from '~/components/ui/link.tsx'

import { WidgetState } from '~/components/league/widget-state.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { Sex } from '~/league/index.ts'
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

export function ScorersTable({
  rows,
  divisionName,
  sex = 'men',
}: {
  rows: ScorerView[] | null
  divisionName: string
  sex?: Sex | undefined
}) {
  const t = useT()
  if (rows === null) return <WidgetState kind="error" message={t('standingsPage.scorersError')} />
  if (rows.length === 0) {
    return <WidgetState kind="empty" message={t('standingsPage.scorersEmpty')} />
  }
  const columns: DataColumn<ScorerView>[] = [
    {
      id: 'rank',
      header: t('table.rank'),
      kind: 'rank',
      headerClassName: 'w-10 sm:w-12',
      cell: (row) => (
        <span
          className={clsx(
            'inline-flex size-7 items-center justify-center rounded-full text-xs font-bold tabular-nums',
            medals[row.rank] ?? 'text-slate-600',
          )}
        >
          {row.rank}
        </span>
      ),
    },
    {
      id: 'player',
      header: t('table.player', { sex }),
      rowHeader: true,
      cellClassName: 'font-semibold',
      cell: (row) => <MaybeLink href={row.playerHref}>{row.playerName}</MaybeLink>,
    },
    {
      id: 'team',
      header: t('table.team'),
      cellClassName: 'text-slate-700',
      cell: (row) => <MaybeLink href={row.teamHref}>{row.teamName}</MaybeLink>,
    },
    {
      id: 'goals',
      header: t('table.goals'),
      kind: 'numeric',
      cellClassName: 'text-base font-black text-slate-900',
      cell: (row) => row.goals,
    },
  ]
  return (
    <DataTable
      caption={t('standingsPage.scorersCaption', { division: divisionName, sex })}
      columns={columns}
      rows={rows}
      rowKey={(row) => `${row.rank}-${row.playerName}`}
      rowAttributes={() => ({ 'data-testid': 'scorer-row' })}
      testId="scorers-table"
      density="compact"
    />
  )
}
