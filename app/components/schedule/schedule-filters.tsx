import { useState } from 'react'

import { Button } from '~/components/ui/button.tsx'
import { Icon } from '~/components/ui/icon.tsx'
import { DEFAULT_LANG } from '~/i18n/language.ts'
import { useLang, useT } from '~/i18n/use-translation.ts'
import type { SchedulePageView } from '~/view-models/schedule-page.ts'

const SELECT =
  'focus-visible:outline-pitch-500 block min-h-11 w-full appearance-none rounded-lg border border-slate-300 bg-surface py-2 pr-10 pl-3 text-base font-semibold text-slate-900 shadow-sm'

function Chevron({ busy }: { busy: boolean }) {
  return busy ? (
    <Icon
      name="loader-circle"
      className="text-pitch-700 pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 animate-spin"
    />
  ) : (
    <Icon
      name="chevron-down"
      className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-500"
    />
  )
}

/**
 * Division and team filters: a plain GET form (`/schedule?division=…&team=…`) that works
 * without JavaScript through its button; once hydrated a change navigates at once.
 */
export function ScheduleFilters({
  view,
  busy,
  onChoose,
}: {
  view: SchedulePageView
  busy: boolean
  onChoose: (divisionId: string, teamId?: string) => void
}) {
  const t = useT()
  const lang = useLang()
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
    <form
      method="get"
      action="/schedule"
      className="flex w-full flex-wrap items-end gap-3"
      data-testid="schedule-filters"
      onSubmit={(event) => {
        event.preventDefault()
        const form = new FormData(event.currentTarget)
        onChoose(String(form.get('division') ?? choice.division), String(form.get('team') ?? ''))
      }}
    >
      <div className="flex w-full min-w-0 flex-col gap-1.5 sm:w-72">
        <label htmlFor="schedule-division" className="text-sm font-semibold text-slate-700">
          {t('schedule.divisionLabel')}
        </label>
        <div className="relative">
          <select
            id="schedule-division"
            name="division"
            value={choice.division}
            className={SELECT}
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
          </select>
          <Chevron busy={busy} />
        </div>
      </div>
      <div className="flex w-full min-w-0 flex-col gap-1.5 sm:w-72">
        <label htmlFor="schedule-team" className="text-sm font-semibold text-slate-700">
          {t('schedule.teamLabel')}
        </label>
        <div className="relative">
          <select
            id="schedule-team"
            name="team"
            value={choice.team}
            className={SELECT}
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
          </select>
          <Chevron busy={false} />
        </div>
      </div>
      <noscript>
        <Button type="submit" variant="primary" data-testid="schedule-submit">
          {t('schedule.show')}
        </Button>
      </noscript>
      <p role="status" className="sr-only">
        {busy ? t('schedule.updating') : ''}
      </p>
      {lang === DEFAULT_LANG ? null : <input type="hidden" name="lang" value={lang} />}
    </form>
  )
}
