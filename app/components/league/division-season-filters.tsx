import { useState } from 'react'

import { SeasonSelect } from '~/components/league/season-select.tsx'
import { FilterForm, FilterSelect } from '~/components/ui/filter-form.tsx'
import type { DivisionOption } from '~/view-models/division-option.ts'
import type { SeasonOption } from '~/view-models/season-choice.ts'

/**
 * Division and season pickers: a plain GET form (`{action}?division=…&season=…`) that works
 * without JavaScript through its button; once hydrated a change navigates at once.
 */
export function DivisionSeasonFilters({
  action,
  idPrefix,
  divisions,
  selectedId,
  seasons,
  seasonId,
  text,
  busy,
  onChoose,
}: {
  action: string
  /** Names the form (`{prefix}-filters`), its button and its selects. */
  idPrefix: string
  divisions: readonly DivisionOption[]
  selectedId: string | undefined
  seasons: readonly SeasonOption[]
  seasonId: string | undefined
  text: { division: string; show: string; updating: string }
  busy: boolean
  onChoose: (divisionId: string, seasonId: string) => void
}) {
  const shown = { division: selectedId ?? '', season: seasonId ?? '' }
  const [choice, setChoice] = useState(shown)
  const [last, setLast] = useState(shown)
  if (last.division !== shown.division || last.season !== shown.season) {
    setLast(shown)
    setChoice(shown)
  }
  return (
    <FilterForm
      action={action}
      testId={`${idPrefix}-filters`}
      submitLabel={text.show}
      submitTestId={`${idPrefix}-submit`}
      status={busy ? text.updating : ''}
      onSubmit={(form) => {
        const data = new FormData(form)
        onChoose(String(data.get('division') ?? ''), String(data.get('season') ?? ''))
      }}
    >
      <FilterSelect
        id={`${idPrefix}-division`}
        name="division"
        label={text.division}
        busy={busy}
        fieldClassName="sm:w-72"
        className="appearance-none"
        value={choice.division}
        onChange={(event) => {
          setChoice({ ...choice, division: event.target.value })
          onChoose(event.target.value, choice.season)
        }}
      >
        {divisions.map((division) => (
          <option key={division.id} value={division.id}>
            {division.name}
          </option>
        ))}
      </FilterSelect>
      <SeasonSelect
        id={`${idPrefix}-season`}
        seasons={seasons}
        value={choice.season}
        onChoose={(season) => {
          setChoice({ ...choice, season })
          onChoose(choice.division, season)
        }}
      />
    </FilterForm>
  )
}
