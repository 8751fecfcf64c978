import { type ReactNode, useState } from 'react'

import { FilterSelect } from '~/components/ui/filter-form.tsx'
import { Icon } from '~/components/ui/icon.tsx'
import { Link } from '~/components/ui/link.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { SeasonChoiceView, SeasonOption } from '~/view-models/season-choice.ts'
import { withSeasonName } from '~/components/league/season-name.tsx'

export function SeasonSelect({
  id,
  seasons,
  value,
  onChoose,
}: {
  id: string
  seasons: readonly SeasonOption[]
  value: string
  onChoose: (seasonId: string) => void
}) {
  const t = useT()
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
      // As wide as its longest option on a wide screen; on a phone the option's marker is short
      // enough for the card's width (a select's text cannot wrap).
      fieldClassName="sm:w-auto sm:min-w-60"
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

export function SeasonNotices({
  choice,
  currentHref,
}: {
  choice: SeasonChoiceView
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
