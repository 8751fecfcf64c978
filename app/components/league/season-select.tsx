import { type ReactNode, useState } from 'react'

import { FilterSelect } from '~/components/ui/filter-form.tsx'
import { Icon } from '~/components/ui/icon.tsx'
import { Link } from '~/components/ui/link.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { SeasonChoiceView, SeasonOption } from '~/view-models/season-choice.ts'
import { withSeasonName } from '~/components/league/season-name.tsx'

/**
 * The season picker of a `FilterForm` (standings, schedule, playoffs): a `season` select whose
 * value the form sends without JavaScript; once hydrated a change calls `onChoose` at once.
 */
export function SeasonSelect({
  id,
  seasons,
  value,
  onChoose,
}: {
  id: string
  seasons: readonly SeasonOption[]
  /** The season shown (or, for a form keeping its own choice, the one chosen). */
  value: string
  onChoose: (seasonId: string) => void
}) {
  const t = useT()
  // The season just chosen while its page loads; a new shown season (back button) resets it.
  // The select is never remounted, so keyboard focus stays on it.
  const [choice, setChoice] = useState(value)
  const [shown, setShown] = useState(value)
  if (shown !== value) {
    setShown(value)
    setChoice(value)
  }
  return (
    <FilterSelect
      id={id}
      name="season"
      label={t('seasons.picker')}
      fieldClassName="sm:w-60"
      className="appearance-none"
      value={choice}
      onChange={(event) => {
        setChoice(event.target.value)
        onChoose(event.target.value)
      }}
    >
      {seasons.map((season) => (
        <option key={season.id} value={season.id}>
          {season.isActive ? t('seasons.activeOption', { season: season.name }) : season.name}
        </option>
      ))}
    </FilterSelect>
  )
}

/** The `season` of a page's URL for a picked season: '' (none) for the default season. */
export function seasonQueryValue(choice: Pick<SeasonChoiceView, 'defaultId'>, seasonId: string) {
  return seasonId === choice.defaultId ? '' : seasonId
}

function Notice({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <p
      className="mt-3 flex flex-wrap items-start gap-x-2 gap-y-1 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
      data-testid={testId}
    >
      <Icon name="info" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  )
}

/**
 * Below a page's pickers: "this season was not found" for an unknown `?season=`, or, on a past
 * season's page, which season it is and a link back to the current season's page.
 */
export function SeasonNotices({
  choice,
  currentHref,
}: {
  choice: SeasonChoiceView
  /** The same page of the default season. */
  currentHref: string
}) {
  const t = useT()
  if (choice.unknownSeason !== undefined)
    return <Notice testId="unknown-season">{t('seasons.unknown')}</Notice>
  if (!choice.past || !choice.season) return null
  return (
    <Notice testId="past-season">
      <span>
        {withSeasonName((season) => t('seasons.pastNotice', { season }), choice.season.name)}
      </span>
      <Link to={currentHref} className="font-semibold underline" data-testid="current-season-link">
        {t('seasons.backToCurrent')}
      </Link>
    </Notice>
  )
}
