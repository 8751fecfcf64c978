import { DivisionSeasonFilters } from '~/components/league/division-season-filters.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { PlayoffsPageView } from '~/view-models/playoffs-page.ts'

export function PlayoffsFilters({
  view,
  busy,
  onChoose,
}: {
  view: PlayoffsPageView
  busy: boolean
  onChoose: (divisionId: string, seasonId: string) => void
}) {
  const t = useT()
  return (
    <DivisionSeasonFilters
      action="/playoffs"
      idPrefix="playoffs"
      divisions={view.divisions}
      selectedId={view.selectedId}
      seasons={view.seasons}
      seasonId={view.season?.id}
      text={{
        division: t('playoffs.divisionLabel'),
        show: t('playoffs.show'),
        updating: t('playoffs.updating'),
      }}
      busy={busy}
      onChoose={onChoose}
    />
  )
}
