import { clsx } from 'clsx'
import { useState } from 'react'

import { Button } from '~/components/ui/button.tsx'
import { DEFAULT_LANG } from '~/i18n/language.ts'
import { useLang, useT } from '~/i18n/use-translation.ts'
import { Icon } from '~/components/ui/icon.tsx'
import type { Sex } from '~/league/index.ts'
import type { DivisionOption } from '~/view-models/standings-page.ts'

import { useHydrated } from './use-hydrated.ts'

/** The men (blue) or women (pink) colour icon of a division (SPEC §2 division pickers). */
export function DivisionSexIcon({ sex, className }: { sex: Sex; className?: string }) {
  return (
    <Icon
      name={sex === 'women' ? 'venus' : 'mars'}
      data-sex={sex}
      className={clsx('shrink-0', sex === 'women' ? 'text-women' : 'text-men', className)}
    />
  )
}

/**
 * The division selector. Without JavaScript it is a GET form with a submit button; once
 * hydrated the button disappears, a change navigates at once, and (in browsers with
 * customizable selects) each option shows its men/women icon. The icons are added only
 * after hydration so the server HTML stays a plain select every browser parses alike.
 */
export function DivisionSelect({
  divisions,
  selectedId,
  busy = false,
  onChoose,
}: {
  divisions: DivisionOption[]
  selectedId: string
  /** The chosen division is loading: a spinner replaces the arrow, and it is announced. */
  busy?: boolean
  onChoose: (divisionId: string) => void
}) {
  const t = useT()
  const lang = useLang()
  const hydrated = useHydrated()
  // What the select shows: the shown division, or the one just chosen while it loads. A new
  // shown division (back button, remembered division) resets it; the select is never remounted,
  // so keyboard focus stays on it.
  const [choice, setChoice] = useState(selectedId)
  const [shown, setShown] = useState(selectedId)
  if (shown !== selectedId) {
    setShown(selectedId)
    setChoice(selectedId)
  }
  const chosen = divisions.find((division) => division.id === choice) ?? divisions[0]

  return (
    <form
      method="get"
      action="/standings"
      className="flex w-full flex-wrap items-end gap-3 sm:w-auto"
      data-testid="division-form"
      onSubmit={(event) => {
        event.preventDefault()
        onChoose(choice)
      }}
    >
      <div className="flex w-full min-w-0 flex-col gap-1.5 sm:w-auto">
        <label htmlFor="standings-division" className="text-sm font-semibold text-slate-700">
          {t('standingsPage.divisionLabel')}
        </label>
        <div className="relative">
          {chosen ? (
            <DivisionSexIcon
              sex={chosen.sex}
              className="pointer-events-none absolute top-1/2 left-3 z-10 size-5 -translate-y-1/2"
            />
          ) : null}
          <select
            id="standings-division"
            name="division"
            value={choice}
            data-enhanced={hydrated ? 'true' : undefined}
            onChange={(event) => {
              setChoice(event.target.value)
              if (hydrated) onChoose(event.target.value)
            }}
            className={clsx(
              'focus-visible:outline-pitch-500 block min-h-11 w-full rounded-lg border border-slate-300 bg-surface py-2 pr-10 pl-10 text-base font-semibold text-slate-900 shadow-sm sm:min-w-80',
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
                    <DivisionSexIcon sex={division.sex} className="size-4" />
                    {division.name}
                  </>
                ) : (
                  division.name
                )}
              </option>
            ))}
          </select>
          {busy ? (
            <Icon
              name="loader-circle"
              className="text-pitch-700 pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 animate-spin"
            />
          ) : (
            <Icon
              name="chevron-down"
              className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-500"
            />
          )}
        </div>
        <p role="status" className="sr-only">
          {busy ? t('standingsPage.updating') : ''}
        </p>
      </div>
      {/* Only without JavaScript (a change navigates at once otherwise). In <noscript> rather than
          removed at hydration, so the content below never moves (no layout shift). */}
      <noscript>
        <Button type="submit" variant="primary" data-testid="division-submit">
          {t('standingsPage.show')}
        </Button>
      </noscript>
      {/* Without JavaScript the form replaces the query: keep the page's language in it. */}
      {lang === DEFAULT_LANG ? null : <input type="hidden" name="lang" value={lang} />}
    </form>
  )
}
