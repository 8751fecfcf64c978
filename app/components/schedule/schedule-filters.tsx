import { useState } from 'react'

import { SeasonSelect, seasonQueryValue } from '~/components/league/season-select.tsx'
import { FilterForm, FilterSelect } from '~/components/ui/filter-form.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { SchedulePageView } from '~/view-models/schedule-page.ts'

/**
 * Division, team and season filters: a plain GET form (`/schedule?division=…&team=…&season=…`) that works
 * without JavaScript through its button; once hydrated a change navigates at once.
 */
export function ScheduleFilters({
  view,
  busy,
  onChoose,
}: {
  view: SchedulePageView
  busy: boolean
  /** `seasonId`: a new season ('' for the default one); undefined keeps the shown one. */
  onChoose: (divisionId: string, teamId?: string, seasonId?: string) => void
}) {
  const t = useT()
  const selectedId = view.selectedId ?? ''
  const shownTeam = view.team?.id ?? ''
  // What the selects show: what the page shows, or the choice that is loading. A new page
  // (back button, remembered division) resets them; they are never remounted, so keyboard
  // focus stays where it was.
  const [choice, setChoice] = useState({ division: selectedId, team: shownTeam })
  const [shown, setShown] = useState({ division: selectedId, team: shownTeam })
  if (shown.division !== selectedId || shown.team !== shownTeam) {
    setShown({ division: selectedId, team: shownTeam })
    setChoice({ division: selectedId, team: shownTeam })
  }
  return (
    <FilterForm
      action="/schedule"
      testId="schedule-filters"
      submitLabel={t('schedule.show')}
      submitTestId="schedule-submit"
      status={busy ? t('schedule.updating') : ''}
      onSubmit={(form) => {
        const data = new FormData(form)
        onChoose(String(data.get('division') ?? choice.division), String(data.get('team') ?? ''))
      }}
    >
      <FilterSelect
        id="schedule-division"
        name="division"
        label={t('schedule.divisionLabel')}
        busy={busy}
        fieldClassName="sm:w-72"
        className="appearance-none"
        value={choice.division}
        onChange={(event) => {
          setChoice({ division: event.target.value, team: '' })
          onChoose(event.target.value)
        }}
      >
        {view.divisions.map((division) => (
          <option key={division.id} value={division.id}>
            {division.name}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id="schedule-team"
        name="team"
        label={t('schedule.teamLabel')}
        fieldClassName="sm:w-72"
        className="appearance-none"
        value={choice.team}
        onChange={(event) => {
          setChoice({ division: selectedId, team: event.target.value })
          onChoose(selectedId, event.target.value)
        }}
      >
        <option value="">{t('schedule.allTeams')}</option>
        {view.teams.map((team) => (
          <option key={team.id} value={team.id}>
            {team.name}
          </option>
        ))}
      </FilterSelect>
      {view.seasonChoice.seasons.length > 1 ? (
        <SeasonSelect
          id="schedule-season"
          seasons={view.seasonChoice.seasons}
          value={view.seasonChoice.season?.id ?? ''}
          // Teams change between seasons: a new season shows the whole division.
          onChoose={(seasonId) =>
            onChoose(selectedId, undefined, seasonQueryValue(view.seasonChoice, seasonId))
          }
        />
      ) : null}
    </FilterForm>
  )
}
