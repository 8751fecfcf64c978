import { type DataColumn, DataTable } from '~/components/ui/data-table.tsx'
import { Link } from '~/components/ui/link.tsx'

import { SectionCard } from '~/components/league/section-card.tsx'
import { WidgetState } from '~/components/league/widget-state.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { RankingRowView, RankingWidgetView } from '~/view-models/home.ts'

const TEXTS = {
  offence: {
    title: 'home.offence.title',
    empty: 'home.offence.empty',
    error: 'home.offence.error',
    legend: 'home.offence.legend',
    value: 'home.offence.gf',
    valueLong: 'home.offence.gfLong',
  },
  defence: {
    title: 'home.defence.title',
    empty: 'home.defence.empty',
    error: 'home.defence.error',
    legend: 'home.defence.legend',
    value: 'home.defence.ga',
    valueLong: 'home.defence.gaLong',
  },
} as const

function rankingColumns(
  t: ReturnType<typeof useT>,
  kind: 'offence' | 'defence',
): DataColumn<RankingRowView>[] {
  const texts = TEXTS[kind]
  return [
    {
      id: 'rank',
      header: t('table.rank'),
      kind: 'rank',
      padding: 'px-2 py-2.5',
      headerClassName: 'w-10',
      cellClassName: 'font-bold text-slate-700',
      cell: (row) => row.rank,
    },
    {
      id: 'team',
      header: t('table.team'),
      rowHeader: true,
      padding: 'px-2 py-2.5',
      cellClassName: 'font-normal',
      cell: (row) =>
        row.teamHref ? (
          <Link to={row.teamHref} className="table-link font-bold">
            {row.teamName}
          </Link>
        ) : (
          <span className="font-bold text-slate-900">{row.teamName}</span>
        ),
    },
    {
      id: 'value',
      header: t(texts.value),
      long: { text: t(texts.valueLong), as: 'abbr' },
      kind: 'numeric',
      padding: 'px-2 py-2.5',
      cellClassName: 'text-pitch-800 text-base font-black',
      cell: (row) => row.value,
    },
    {
      id: 'gp',
      header: t('table.gp'),
      long: { text: t('table.gpLong'), as: 'abbr' },
      kind: 'numeric',
      padding: 'px-2 py-2.5',
      cellClassName: 'text-slate-700',
      cell: (row) => row.gp,
    },
  ]
}

export function RankingWidget({
  kind,
  view,
  loading,
}: {
  kind: 'offence' | 'defence'
  view: RankingWidgetView
  loading: boolean
}) {
  const t = useT()
  const texts = TEXTS[kind]
  const id = `home-${kind}`
  let body
  if (loading) body = <WidgetState kind="loading" message={t('state.loadingStats')} />
  else if (view.state === 'error') body = <WidgetState kind="error" message={t(texts.error)} />
  else if (view.rows.length === 0)
    body = (
      <WidgetState kind="empty" message={t(texts.empty, { division: view.divisionName || '—' })} />
    )
  else
    body = (
      <DataTable
        caption={`${t(texts.title)} — ${view.divisionName}`}
        columns={rankingColumns(t, kind)}
        rows={view.rows}
        rowKey={(row) => row.teamId}
        rowAttributes={() => ({ 'data-testid': `${kind}-row` })}
        testId={`${kind}-table`}
      />
    )
  return (
    <SectionCard id={id} title={t(texts.title)}>
      {body}
      <p className="mt-3 text-xs text-slate-600" data-testid={`${kind}-legend`}>
        {t(texts.legend)}
      </p>
    </SectionCard>
  )
}
