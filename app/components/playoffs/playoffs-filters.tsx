import { useState } from 'react'

import { SeasonSelect } from '~/components/league/season-select.tsx'
import { FilterForm, FilterSelect } from '~/components/ui/filter-form.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { PlayoffsPageView } from '~/view-models/playoffs-page.ts'

/**
 * Division and season pickers: a plain GET form (`/playoffs?division=…&season=…`) that works
 * without JavaScript through its button; once hydrated a change navigates at once.
 */
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
  const shown = { division: view.selectedId ?? '', season: view.season?.id ?? '' }
  const [choice, setChoice] = useState(shown)
  const [last, setLast] = useState(shown)
  if (last.division !== shown.division || last.season !== shown.season) {
    setLast(shown)
    setChoice(shown)
  }
  return (
    <FilterForm
      action="/playoffs"
      testId="playoffs-filters"
      submitLabel={t('playoffs.show')}
      submitTestId="playoffs-submit"
      status={busy ? t('playoffs.updating') : ''}
      onSubmit={(form) => {
        const data = new FormData(form)
        onChoose(String(data.get('division') ?? ''), String(data.get('season') ?? ''))
      }}
    >
      <FilterSelect
        id="playoffs-division"
        name="division"
        label={t('playoffs.divisionLabel')}
        busy={busy}
        fieldClassName="sm:w-72"
        className="appearance-none"
        value={choice.division}
        onChange={(event) => {
          setChoice({ ...choice, division: event.target.value })
          onChoose(event.target.value, choice.season)
        }}
      >
        {view.divisions.map((division) => (
          <option key={division.id} value={division.id}>
            {division.name}
          </option>
        ))}
      </FilterSelect>
      <SeasonSelect
        id="playoffs-season"
        seasons={view.seasons}
        value={choice.season}
        onChoose={(season) => {
          setChoice({ ...choice, season })
          onChoose(choice.division, season)
        }}
      />
    </FilterForm>
  )
}
