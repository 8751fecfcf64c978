import { Link } from '~/components/ui/link.tsx'

import { useT } from '~/i18n/use-translation.ts'
import type { MatchLineupView } from '~/view-models/match-page.ts'
import type { StatLineView } from '~/view-models/team-pages-common.ts'

import { SectionCard } from '../league/section-card.tsx'

type Entry = { key: string; name: string; href?: string; count: number }

function entries(lineup: MatchLineupView, pick: (line: StatLineView) => number): Entry[] {
  return [...lineup.players, ...lineup.keepers]
    .filter((line) => pick(line) > 0)
    .map((line) => ({ key: line.key, name: line.name, href: line.href, count: pick(line) }))
    .sort((a, b) => b.count - a.count)
}

function Names({ items, testId }: { items: Entry[]; testId: string }) {
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1" data-testid={testId}>
      {items.map((item) => (
        <li key={item.key} className="name-wrap">
          {item.href ? (
            <Link to={item.href} className="table-link font-semibold">
              {item.name}
            </Link>
          ) : (
            <span className="font-semibold">{item.name}</span>
          )}
          {item.count > 1 ? (
            <span className="ml-1 text-slate-600 tabular-nums">×{item.count}</span>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

function TeamSummary({ lineup, role }: { lineup: MatchLineupView; role: 'home' | 'away' }) {
  const t = useT()
  const rows = [
    { id: 'goals', label: t('matchPage.summary.goals'), items: entries(lineup, (l) => l.goals) },
    {
      id: 'assists',
      label: t('matchPage.summary.assists'),
      items: entries(lineup, (l) => l.assists),
    },
    { id: 'yellow', label: t('matchPage.summary.yellow'), items: entries(lineup, (l) => l.yellow) },
    { id: 'red', label: t('matchPage.summary.red'), items: entries(lineup, (l) => l.red) },
  ].filter((row) => row.items.length > 0)
  return (
    <div className="min-w-0" data-testid={`summary-${role}`}>
      <h3 className="name-wrap mb-2 font-extrabold text-slate-900">{lineup.teamName}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t('matchPage.summary.none')}</p>
      ) : (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
          {rows.map((row) => (
            <div key={row.id} className="contents">
              <dt className="font-bold text-slate-600">{row.label}</dt>
              <dd>
                <Names items={row.items} testId={`summary-${role}-${row.id}`} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  )
}

/**
 * Who scored, assisted and was booked, per team, above the lineups (docs/product.md#match):
 * what a fan looks for first, without scanning two tables.
 */
export function MatchSummary({ home, away }: { home: MatchLineupView; away: MatchLineupView }) {
  const t = useT()
  return (
    <SectionCard title={t('matchPage.summary.title')} id="summary">
      <div className="grid gap-6 sm:grid-cols-2">
        <TeamSummary lineup={home} role="home" />
        <TeamSummary lineup={away} role="away" />
      </div>
    </SectionCard>
  )
}
