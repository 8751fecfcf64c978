import { type DataColumn, DataTable } from '~/components/ui/data-table.tsx'

import { useT } from '~/i18n/use-translation.ts'
import type { MatchHeaderView } from '~/view-models/match-page.ts'

import { SectionCard } from '../league/section-card.tsx'

type ShootoutRow = {
  role: 'home' | 'away'
  name: string
  winner: boolean
  goals: number
  attempts: number
}

/** Shootout goals and attempts per team, when the game had one (docs/product.md#match). */
export function ShootoutTable({ header }: { header: MatchHeaderView }) {
  const t = useT()
  const shootout = header.shootout
  if (!shootout) return null
  const rows: ShootoutRow[] = [
    { role: 'home', name: header.home.name, winner: header.home.winner, ...shootout.home },
    { role: 'away', name: header.away.name, winner: header.away.winner, ...shootout.away },
  ]
  const columns: DataColumn<ShootoutRow>[] = [
    {
      id: 'team',
      header: t('matchPage.shootout.team'),
      rowHeader: true,
      cellClassName: (row) => (row.winner ? 'font-extrabold' : 'font-semibold'),
      cell: (row) => row.name,
    },
    {
      id: 'goals',
      header: t('matchPage.shootout.goals'),
      kind: 'numeric',
      cellClassName: 'text-base font-black',
      cell: (row) => row.goals,
    },
    {
      id: 'attempts',
      header: t('matchPage.shootout.attempts'),
      kind: 'numeric',
      cell: (row) => row.attempts,
    },
  ]
  return (
    <SectionCard title={t('matchPage.shootout.title')} id="shootout">
      <DataTable
        caption={t('matchPage.shootout.title')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.role}
        rowAttributes={(row) => ({ 'data-testid': `shootout-${row.role}` })}
        testId="shootout-table"
        framed
      />
    </SectionCard>
  )
}
