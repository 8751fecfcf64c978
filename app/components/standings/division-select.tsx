import { clsx } from 'clsx'
import { type ReactNode, useState } from 'react'

import { FilterForm, FilterSelect } from '~/components/ui/filter-form.tsx'
import { useT } from '~/i18n/use-translation.ts'
import { SexIcon } from '~/components/ui/sex-icon.tsx'
import type { DivisionOption } from '~/view-models/division-option.ts'

import { useHydrated } from '~/components/ui/client-hooks.ts'

export function DivisionSelect({
  divisions,
  selectedId,
  busy = false,
  onChoose,
  children,
}: {
  divisions: DivisionOption[]
  selectedId: string
  busy?: boolean
  onChoose: (divisionId: string) => void
  children?: ReactNode
}) {
  const t = useT()
  const hydrated = useHydrated()
  // The select is never remounted, so keyboard focus stays on it.
  const [choice, setChoice] = useState(selectedId)
  const [shown, setShown] = useState(selectedId)
  if (shown !== selectedId) {
    setShown(selectedId)
    setChoice(selectedId)
  }
  const chosen = divisions.find((division) => division.id === choice) ?? divisions[0]

  return (
    <FilterForm
      action="/standings"
      className="sm:w-auto"
      testId="division-form"
      submitLabel={t('standingsPage.show')}
      submitTestId="division-submit"
      status={busy ? t('standingsPage.updating') : ''}
      onSubmit={() => onChoose(choice)}
    >
      <FilterSelect
        id="standings-division"
        name="division"
        label={t('standingsPage.divisionLabel')}
        busy={busy}
        fieldClassName="sm:w-auto"
        icon={
          chosen ? (
            <SexIcon
              sex={chosen.sex}
              className="pointer-events-none absolute top-1/2 left-3 z-10 size-5 -translate-y-1/2"
            />
          ) : null
        }
        value={choice}
        data-enhanced={hydrated ? 'true' : undefined}
        onChange={(event) => {
          // A change replayed during hydration reads the current choice back.
          const changed = event.target.value !== choice
          setChoice(event.target.value)
          if (hydrated && changed) onChoose(event.target.value)
        }}
        className={clsx(
          'sm:min-w-80',
          hydrated
            ? '[appearance:base-select] [&::picker(select)]:[appearance:base-select] [&::picker(select)]:rounded-xl [&::picker(select)]:border-slate-200 [&::picker(select)]:shadow-lg [&::picker-icon]:hidden'
            : 'appearance-none',
        )}
      >
        {divisions.map((division) => (
          <option
            key={division.id}
            value={division.id}
            className={clsx(hydrated && 'flex min-h-11 items-center gap-2 px-3 py-2')}
          >
            {hydrated ? (
              <>
                <SexIcon sex={division.sex} className="size-4" />
                {division.name}
              </>
            ) : (
              division.name
            )}
          </option>
        ))}
      </FilterSelect>
      {children}
    </FilterForm>
  )
}
