import { Link } from '~/components/ui/link.tsx'

import { SectionCard } from '~/components/league/section-card.tsx'
import { StandingsTable } from '~/components/league/standings-table.tsx'
import { WidgetState } from '~/components/league/widget-state.tsx'
import { Icon } from '~/components/ui/icon.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { StandingsView } from '~/view-models/standings-view.ts'

export function StandingsWidget({ table, loading }: { table?: StandingsView; loading: boolean }) {
  const t = useT()
  return (
    <SectionCard id="home-standings" className="h-full" title={t('home.standings.title')}>
      {loading ? (
        <WidgetState kind="loading" message={t('state.loadingStats')} />
      ) : table ? (
        <StandingsTable standings={table} compact />
      ) : (
        <WidgetState kind="empty" message={t('home.division.none')} />
      )}
      <Link
        to="/standings"
        className="text-pitch-700 hover:text-pitch-900 mt-4 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold hover:underline"
      >
        {t('home.standings.full')}
        <Icon name="arrow-right" className="size-4" />
      </Link>
    </SectionCard>
  )
}
