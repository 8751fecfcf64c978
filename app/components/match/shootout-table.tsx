import { clsx } from 'clsx'

import { useT } from '~/i18n/use-translation.ts'
import type { MatchHeaderView } from '~/view-models/match-page.ts'

import { SectionCard } from '../league/section-card.tsx'

/** Shootout goals and attempts per team, when the game had one (SPEC §2, §3). */
export function ShootoutTable({ header }: { header: MatchHeaderView }) {
  const t = useT()
  const shootout = header.shootout
  if (!shootout) return null
  const rows = [
    { role: 'home', name: header.home.name, winner: header.home.winner, ...shootout.home },
    { role: 'away', name: header.away.name, winner: header.away.winner, ...shootout.away },
  ]
  return (
    <SectionCard title={t('matchPage.shootout.title')} id="shootout">
      <div className="overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full border-collapse text-sm" data-testid="shootout-table">
          <caption className="sr-only">{t('matchPage.shootout.title')}</caption>
          <thead className="bg-slate-100 text-xs text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2.5 text-left font-semibold">
                {t('matchPage.shootout.team')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-center font-semibold">
                {t('matchPage.shootout.goals')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-center font-semibold">
                {t('matchPage.shootout.attempts')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.role}
                className="border-t border-slate-200"
                data-testid={`shootout-${row.role}`}
              >
                <th
                  scope="row"
                  className={clsx(
                    'px-3 py-2.5 text-left',
                    row.winner ? 'font-extrabold' : 'font-semibold',
                  )}
                >
                  {row.name}
                </th>
                <td className="px-3 py-2.5 text-center text-base font-black tabular-nums">
                  {row.goals}
                </td>
                <td className="px-3 py-2.5 text-center tabular-nums">{row.attempts}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SectionCard>
  )
}
