import { Link } from '~/components/ui/link.tsx'

import { SectionCard } from '~/components/league/section-card.tsx'
import { WidgetState } from '~/components/league/widget-state.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { DivisionOption } from '~/view-models/division-option.ts'
import type { RankingWidgetView } from '~/view-models/home.ts'

import { DivisionPicker } from './division-picker.tsx'

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

/**
 * SPEC §2 Best Offensive Team / Best Defensive Team: its own division dropdown, the top 5
 * (rank, team with league and division, GF or GA, GP) and the legend; SPEC §8 states.
 */
export function RankingWidget({
  kind,
  view,
  divisions,
  param,
  loading,
}: {
  kind: 'offence' | 'defence'
  view: RankingWidgetView
  divisions: DivisionOption[]
  param: string
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
      <table className="w-full text-sm" data-testid={`${kind}-table`}>
        <caption className="sr-only">{`${t(texts.title)} — ${view.divisionName}`}</caption>
        <thead className="bg-slate-100 text-xs text-slate-600 uppercase">
          <tr>
            <th scope="col" className="w-10 px-2 py-2 text-center font-semibold">
              {t('table.rank')}
            </th>
            <th scope="col" className="px-2 py-2 text-left font-semibold">
              {t('table.team')}
            </th>
            <th scope="col" className="px-2 py-2 text-center font-semibold">
              <abbr title={t(texts.valueLong)} className="no-underline">
                {t(texts.value)}
              </abbr>
            </th>
            <th scope="col" className="px-2 py-2 text-center font-semibold">
              <abbr title={t('table.gpLong')} className="no-underline">
                {t('table.gp')}
              </abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {view.rows.map((row) => (
            <tr key={row.teamId} className="border-t border-slate-100" data-testid={`${kind}-row`}>
              <td className="ranking-rank">{row.rank}</td>
              <th scope="row" className="ranking-team">
                {row.teamHref ? (
                  <Link to={row.teamHref} className="table-link font-bold">
                    {row.teamName}
                  </Link>
                ) : (
                  <span className="font-bold text-slate-900">{row.teamName}</span>
                )}
                {row.detail ? <span className="ranking-detail">{row.detail}</span> : null}
              </th>
              <td className="ranking-value">{row.value}</td>
              <td className="ranking-gp">{row.gp}</td>
            </tr>
          ))}
        </tbody>
      </table>
    )
  return (
    <SectionCard id={id} title={t(texts.title)}>
      {/* Below the title in both widgets, so the two cards line up whatever the title length. */}
      <div className="-mt-1 mb-4">
        <DivisionPicker id={kind} param={param} options={divisions} selectedId={view.selectedId} />
      </div>
      {body}
      <p className="mt-3 text-xs text-slate-600" data-testid={`${kind}-legend`}>
        {t(texts.legend)}
      </p>
    </SectionCard>
  )
}
