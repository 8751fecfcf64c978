import { frenchDe } from '~/i18n/french-de.ts'
import { clsx } from 'clsx'
import { type ComponentProps, type ReactNode, useEffect, useRef } from 'react'
import { Form, useRouteLoaderData } from 'react-router'

import { NavLink } from '~/components/ui/link.tsx'
import { buttonClasses } from '~/components/ui/button.tsx'
import type { ConsoleFrameView } from '~/admin/answers.ts'
import type { GameSummary } from '~/admin/console-views.ts'
import { type AdminTranslate, useAdminT } from '~/i18n/admin-text.ts'
import { localizedHref } from '~/i18n/localized-href.ts'
import { useLang } from '~/i18n/use-translation.ts'

/** The console layout's data (app/routes/admin.tsx): who is signed in, and the forms' token. */
export function useConsoleFrame(): ConsoleFrameView {
  return (useRouteLoaderData('routes/admin') as ConsoleFrameView | undefined) ?? { csrf: '' }
}

/** The token every console form posts, checked by the console's middleware. */
export function CsrfField() {
  return <input type="hidden" name="csrf" value={useConsoleFrame().csrf} />
}

export type FrameProps = { title: string; children: ReactNode }

const navClasses = ({ isActive }: { isActive: boolean }) =>
  [
    'inline-flex min-h-11 items-center rounded-lg px-3 font-semibold',
    isActive
      ? 'bg-white/15 text-white underline underline-offset-4'
      : 'text-pitch-100 hover:bg-white/10',
  ].join(' ')

/** On a phone the sections scroll in one row: the current one is brought into view. */
function showActiveLink(nav: HTMLElement | null) {
  const active = nav?.querySelector<HTMLElement>('[aria-current="page"]')
  if (nav && active) nav.scrollLeft = active.offsetLeft - (nav.clientWidth - active.offsetWidth) / 2
}

/** The console's band (its sections, who is signed in, sign out) above a page's content. */
export function ConsoleFrame({ title, children }: FrameProps) {
  const t = useAdminT()
  const lang = useLang()
  const { operator } = useConsoleFrame()
  return (
    <>
      <div className="page-header from-pitch-800 to-pitch-950 bg-gradient-to-br text-white">
        <div className="mx-auto max-w-4xl px-4 py-5 sm:py-8">
          <p className="text-pitch-200 text-sm font-semibold tracking-wide uppercase">
            {t('admin.title')}
          </p>
          <h1 className="mt-1 text-2xl font-extrabold tracking-tight text-balance sm:text-3xl">
            {title}
          </h1>
          {operator ? (
            <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
              <nav ref={showActiveLink} aria-label={t('admin.nav.label')} className="console-nav">
                <NavLink to="/admin" end className={navClasses}>
                  {t('admin.nav.tonight')}
                </NavLink>
                <NavLink to="/admin/schedule" className={navClasses}>
                  {t('admin.nav.schedule')}
                </NavLink>
                <NavLink to="/admin/discipline" className={navClasses}>
                  {t('admin.nav.discipline')}
                </NavLink>
                <NavLink to="/admin/news" className={navClasses}>
                  {t('admin.nav.news')}
                </NavLink>
                <NavLink to="/admin/sponsors" className={navClasses}>
                  {t('admin.nav.sponsors')}
                </NavLink>
                <NavLink to="/admin/preseason" className={navClasses}>
                  {t('admin.nav.preseason')}
                </NavLink>
                <NavLink to="/admin/registrations" className={navClasses}>
                  {t('admin.nav.registrations')}
                </NavLink>
                <NavLink to="/admin/audit" className={navClasses}>
                  {t('admin.nav.audit')}
                </NavLink>
                <NavLink to="/admin/passkeys" className={navClasses}>
                  {t('admin.nav.passkeys')}
                </NavLink>
              </nav>
              <Form
                method="post"
                action={localizedHref('/admin/sign-out', lang)}
                className="flex items-center gap-2"
              >
                <span className="text-pitch-100 text-sm">
                  {t('admin.signedInAs', {
                    name: operator.name || operator.email,
                    ofName: frenchDe(operator.name || operator.email),
                  })}
                </span>
                <CsrfField />
                <button type="submit" className={buttonClasses('ghost', 'border border-white/40')}>
                  {t('admin.signOut')}
                </button>
              </Form>
            </div>
          ) : null}
        </div>
      </div>
      <div className="mx-auto max-w-4xl px-4 py-6 sm:py-10">{children}</div>
    </>
  )
}

/** A console form's text input, select or textarea; red when its value is refused. */
export const inputClasses = (invalid: boolean) =>
  clsx(
    'bg-surface block min-h-12 w-full rounded-lg border px-3 text-base text-slate-900 focus:ring-2 focus:outline-none',
    invalid
      ? 'border-red-600 focus:ring-red-600/25'
      : 'focus:border-pitch-600 focus:ring-pitch-600/30 border-slate-300',
  )

export const primaryButtonClasses =
  'btn bg-pitch-700 hover:bg-pitch-800 min-h-14 w-full text-lg text-white'

/** A field's error, already in the page's language, under it (`id`: what the field names). */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  )
}

/** What a console field hands its control: its name and how it is wired for readers. */
export type ConsoleControlProps = {
  id: string
  name: string
  'aria-invalid'?: true
  'aria-describedby'?: string
  className: string
}

/**
 * A labelled field of a console form, its hint and error under it, wired for readers. `error` is
 * the message already in the page's language (each form has its own catalogue of errors).
 */
export function ConsoleField({
  field,
  label,
  hint,
  error,
  children,
}: {
  field: { id: string; name: string; errorId: string }
  label: string
  hint?: string
  error?: string
  children: (props: ConsoleControlProps) => ReactNode
}) {
  const hintId = `${field.id}-hint`
  const described = [hint ? hintId : undefined, error ? field.errorId : undefined]
    .filter(Boolean)
    .join(' ')
  return (
    <div>
      <label htmlFor={field.id} className="mb-1 block font-semibold text-slate-900">
        {label}
      </label>
      {children({
        id: field.id,
        name: field.name,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(described ? { 'aria-describedby': described } : {}),
        className: inputClasses(Boolean(error)),
      })}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={field.errorId} error={error} />
    </div>
  )
}

/**
 * One job's form on a console page, in its card: a title, the token, the intent the action
 * reads, the fields, one button.
 */
export function ConsoleFormCard({
  formProps,
  id,
  title,
  intent,
  submit,
  busy,
  submitClassName = primaryButtonClasses,
  children,
}: {
  /** Conform's `getFormProps(form)`. */
  formProps: ComponentProps<typeof Form>
  /** Names the title (`{id}-title`), which names the card. */
  id: string
  title: string
  intent: string
  submit: string
  busy: boolean
  submitClassName?: string
  children: ReactNode
}) {
  return (
    <section className="section-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-card-title mb-3">
        {title}
      </h2>
      <Form method="post" {...formProps} className="grid gap-4">
        <CsrfField />
        <input type="hidden" name="intent" value={intent} />
        {children}
        <button type="submit" disabled={busy} className={submitClassName}>
          {submit}
        </button>
      </Form>
    </section>
  )
}

/** A notice above a console page's content: success (green) or a problem (red), announced. */
export function ConsoleNotice({
  kind,
  children,
}: {
  kind: 'success' | 'problem'
  children: ReactNode
}) {
  const notice = useRef<HTMLParagraphElement>(null)
  const shownText = useRef<string | undefined>(undefined)
  // A refused save answers at the top of the form while the operator is at its button: a new
  // reason scrolls into view once (screen readers hear it through the alert role), and typing
  // in the form afterwards, which renders the page again, does not pull it back.
  useEffect(() => {
    const text = notice.current?.textContent ?? ''
    if (kind !== 'problem' || text === shownText.current) return
    shownText.current = text
    notice.current?.scrollIntoView({ block: 'nearest' })
  })
  return (
    <p
      ref={notice}
      role={kind === 'problem' ? 'alert' : 'status'}
      className={
        kind === 'problem'
          ? 'mb-5 rounded-xl border border-red-300 bg-red-50 p-4 font-semibold text-red-800 dark:border-red-800 dark:bg-red-950/40 dark:text-red-200'
          : 'border-pitch-300 bg-pitch-50 text-pitch-900 dark:border-pitch-700 dark:bg-pitch-950/40 dark:text-pitch-100 mb-5 rounded-xl border p-4 font-semibold'
      }
    >
      {children}
    </p>
  )
}

/** 'Reporté' / 'Annulé' beside a game called off (tonight's games, the schedule, its form). */
export function CalledOffBadge({
  calledOff,
  t,
}: {
  calledOff: NonNullable<GameSummary['calledOff']>
  t: AdminTranslate
}) {
  return (
    <span
      className={
        calledOff.status === 'cancelled'
          ? 'rounded-full bg-red-100 px-2.5 py-0.5 text-sm font-bold text-red-900'
          : 'rounded-full bg-amber-50 px-2.5 py-0.5 text-sm font-bold text-amber-900'
      }
      data-testid="admin-called-off"
    >
      {t(`admin.schedule.status.${calledOff.status}`)}
    </span>
  )
}
