import { clsx } from 'clsx'
import type { ComponentProps, FormEvent, ReactNode } from 'react'

import { DEFAULT_LANG } from '~/i18n/language.ts'
import { useLang } from '~/i18n/use-translation.ts'

import { Button } from './button.tsx'
import { Icon } from './icon.tsx'

/** A plain GET form that works without JavaScript; once hydrated the page navigates on a change. */
export function FilterForm({
  action,
  testId,
  submitLabel,
  submitTestId,
  status,
  className,
  onSubmit,
  children,
}: {
  action: string
  testId: string
  submitLabel: string
  submitTestId: string
  status: string
  className?: string
  onSubmit: (form: HTMLFormElement) => void
  children: ReactNode
}) {
  const lang = useLang()
  return (
    <form
      method="get"
      action={action}
      className={clsx('flex w-full flex-wrap items-end gap-3', className)}
      data-testid={testId}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault()
        onSubmit(event.currentTarget)
      }}
    >
      {children}
      {/* Only without JavaScript (a change navigates at once otherwise). In <noscript> rather than
          removed at hydration, so the content below never moves (no layout shift). */}
      <noscript>
        <Button type="submit" variant="primary" data-testid={submitTestId}>
          {submitLabel}
        </Button>
      </noscript>
      <p role="status" className="sr-only">
        {status}
      </p>
      {/* Without JavaScript the form replaces the query: keep the page's language in it. */}
      {lang === DEFAULT_LANG ? null : <input type="hidden" name="lang" value={lang} />}
    </form>
  )
}

const SELECT =
  'focus-visible:outline-pitch-500 block min-h-11 w-full rounded-lg border border-slate-300 bg-surface py-2 pr-10 text-base font-semibold text-slate-900 shadow-sm'

export function FilterSelect({
  id,
  label,
  busy = false,
  icon,
  fieldClassName,
  className,
  children,
  ...select
}: ComponentProps<'select'> & {
  id: string
  label: string
  busy?: boolean
  icon?: ReactNode
  fieldClassName?: string
}) {
  return (
    <div className={clsx('flex w-full min-w-0 flex-col gap-1.5', fieldClassName)}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-700">
        {label}
      </label>
      <div className="relative">
        {icon}
        <select id={id} className={clsx(SELECT, icon ? 'pl-10' : 'pl-3', className)} {...select}>
          {children}
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
    </div>
  )
}
