import { clsx } from 'clsx'
import { LoaderCircle, RotateCcw, Send } from 'lucide-react'
import {
  type FormEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { Link, useFetcher } from 'react-router'

import { buttonClasses } from '~/components/ui/button.tsx'
import { useT } from '~/i18n/use-translation.ts'
import {
  ENHANCED_FIELD,
  HONEYPOT_FIELD,
  INTENT_FIELD,
  MAX_ROWS,
  type RegistrationActionData,
  type RowGroup,
  formValuesFromFormData,
  intentValue,
} from '~/registration/form-data.ts'
import { LIMITS, MAX_ROSTER } from '~/registration/limits.ts'
import type { SeasonOptionView } from '~/registration/options.ts'
import {
  type FieldErrors,
  type PersonRowValues,
  type ProblemKind,
  type RegistrationFormValues,
  emptyFormValues,
  validateRegistration,
} from '~/registration/schema.ts'

import { fieldErrorText } from './error-text.ts'
import { FieldMessage, SelectField, TextAreaField, TextField } from './fields.tsx'
import { PersonRows, type RowState } from './person-rows.tsx'
import { ResetDialog } from './reset-dialog.tsx'
import { PROBLEM_TEXT } from './form-labels.ts'
import { errorToast, successToast } from './toasts.ts'

type Props = {
  seasons: SeasonOptionView[]
  defaultSeasonId: string
  /** 'YYYY-MM-DD': the latest date of birth (the server's today). */
  today: string
  contactEmail: string
  /** The action's answer to a post made without JavaScript (values to show again, errors). */
  posted?: RegistrationActionData
}

const noSubscription = () => () => {}

/** False in the server HTML and during hydration, true once React runs the page in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

let rowCounter = 0
function toRows(rows: PersonRowValues[], prefix: string): RowState[] {
  return rows.map((initial, index) => ({ key: `${prefix}${index}`, initial }))
}
function newRow(): RowState {
  rowCounter += 1
  return {
    key: `new-${rowCounter}`,
    initial: { firstName: '', lastName: '', dob: '', tel: '', email: '', isCaptain: false },
  }
}

function Section({
  number,
  title,
  hint,
  aside,
  children,
}: {
  number: number
  title: string
  hint?: ReactNode
  aside?: ReactNode
  children: ReactNode
}) {
  return (
    <section className="@container rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-7">
      <fieldset className="min-w-0">
        <legend className="w-full">
          <span className="flex flex-wrap items-center gap-3">
            <span
              aria-hidden="true"
              className="bg-pitch-100 text-pitch-800 inline-flex size-8 items-center justify-center rounded-full text-sm font-extrabold"
            >
              {number}
            </span>
            <h2 className="text-lg font-extrabold tracking-tight text-slate-900 sm:text-xl">
              {title}
            </h2>
            {aside ? <span className="ml-auto">{aside}</span> : null}
          </span>
        </legend>
        {hint ? <p className="mt-2 text-sm leading-relaxed text-slate-600">{hint}</p> : null}
        <div className="mt-5">{children}</div>
      </fieldset>
    </section>
  )
}

/**
 * SPEC §2 Registration. A plain form that posts to the route action (it works without
 * JavaScript); with JavaScript it validates with the shared schema first, shows SPEC §5's
 * toasts, focuses the first invalid field and posts through a fetcher.
 */
export function RegistrationForm({ seasons, defaultSeasonId, today, contactEmail, posted }: Props) {
  const t = useT()
  const fetcher = useFetcher<RegistrationActionData>()
  const postedValues = posted && 'values' in posted ? posted.values : undefined
  const initial: RegistrationFormValues = postedValues ?? emptyFormValues(defaultSeasonId)

  const enhanced = useHydrated()
  const [formKey, setFormKey] = useState(0)
  const [base, setBase] = useState<RegistrationFormValues>(initial)
  const [rows, setRows] = useState<Record<RowGroup, RowState[]>>(() => ({
    players: toRows(initial.players, 'p'),
    goalkeepers: toRows(initial.goalkeepers, 'g'),
  }))
  const [captains, setCaptains] = useState<string[]>(() =>
    toRows(initial.players, 'p')
      .filter((row) => row.initial.isCaptain)
      .map((row) => row.key),
  )
  const [season, setSeason] = useState(initial.season)
  const [division, setDivision] = useState(initial.division)
  const [errors, setErrors] = useState<FieldErrors>(
    posted?.status === 'invalid' ? posted.errors : {},
  )
  const [resetOpen, setResetOpen] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const [focusRequest, setFocusRequest] = useState<{ target: string; id: number } | null>(null)
  const lastFocus = useRef(0)
  const resetConfirmed = useRef(false)
  const [handled, setHandled] = useState<RegistrationActionData | undefined>(undefined)

  const divisions = seasons.find((candidate) => candidate.id === season)?.divisions ?? []
  const women = divisions.filter((d) => d.sex === 'women')
  const men = divisions.filter((d) => d.sex === 'men')
  const submitting = fetcher.state !== 'idle'
  const rosterCount = rows.players.length + rows.goalkeepers.length
  const err = (key: string) => fieldErrorText(t, errors[key])

  /** Moves focus after the next render (a new row, the first invalid field, the top of the form). */
  function focusSoon(target: string) {
    setFocusRequest((previous) => ({ target, id: (previous?.id ?? 0) + 1 }))
  }

  useEffect(() => {
    if (!focusRequest || focusRequest.id === lastFocus.current || !formRef.current) return
    lastFocus.current = focusRequest.id
    const element =
      focusRequest.target === ':invalid'
        ? formRef.current.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]')
        : document.getElementById(focusRequest.target)
    if (!element) return
    element.scrollIntoView({ block: 'center', behavior: 'smooth' })
    element.focus({ preventScroll: true })
  }, [focusRequest])

  function showProblem(problem: ProblemKind) {
    const [title, body] = PROBLEM_TEXT[problem]
    errorToast(t(title), t(body))
  }

  function resetForm() {
    const empty = emptyFormValues(defaultSeasonId)
    setBase(empty)
    setRows({
      players: toRows(empty.players, `p${formKey + 1}-`),
      goalkeepers: toRows(empty.goalkeepers, `g${formKey + 1}-`),
    })
    setCaptains([])
    setSeason(empty.season)
    setDivision('')
    setErrors({})
    setFormKey((key) => key + 1)
  }

  // The action's answer to an enhanced post: state follows during render, the toast in an effect.
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined
  if (answer && answer !== handled) {
    setHandled(answer)
    if (answer.status === 'success') {
      resetForm()
      focusSoon('reg-name')
    } else if (answer.status === 'invalid') {
      setErrors(answer.errors)
      focusSoon(':invalid')
    }
  }
  useEffect(() => {
    if (!handled) return
    if (handled.status === 'success') {
      successToast(t('registration.toast.successTitle'), t('registration.toast.successBody'))
    } else if (handled.status === 'invalid') {
      const [title, body] = PROBLEM_TEXT[handled.problem]
      errorToast(t(title), t(body))
    } else if (handled.status === 'error') {
      errorToast(t('registration.toast.errorTitle'), t('registration.toast.errorBody'))
    }
  }, [handled, t])

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    const formData = new FormData(event.currentTarget)
    const result = validateRegistration(formValuesFromFormData(formData), { today })
    if (!result.ok) {
      setErrors(result.errors)
      showProblem(result.problem)
      focusSoon(':invalid')
      return
    }
    setErrors({})
    formData.set(INTENT_FIELD, intentValue({ type: 'submit' }))
    formData.set(ENHANCED_FIELD, '1')
    void fetcher.submit(formData, { method: 'post', action: '/registration' })
  }

  /** Typing in a field clears its error. */
  function handleChange(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name
    if (!name) return
    const key = name.replace(/\[(\d+)\]\./, '.$1.')
    const stale = [
      key,
      ...(key === 'season' ? ['division'] : []),
      ...(key.endsWith('.isCaptain')
        ? Object.keys(errors).filter((k) => k.endsWith('.isCaptain'))
        : []),
    ]
    if (!stale.some((k) => k in errors)) return
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([k]) => !stale.includes(k))),
    )
  }

  function addRow(group: RowGroup) {
    return (event: MouseEvent<HTMLButtonElement>) => {
      event.preventDefault()
      if (rows[group].length >= MAX_ROWS[group] || rosterCount >= MAX_ROSTER) return
      setRows((current) => ({ ...current, [group]: [...current[group], newRow()] }))
      focusSoon(`${group}-${rows[group].length}-firstName`)
    }
  }

  function removeRow(group: RowGroup) {
    return (event: MouseEvent<HTMLButtonElement>, index: number) => {
      event.preventDefault()
      const removed = rows[group][index]
      setRows((current) => ({ ...current, [group]: current[group].filter((_, i) => i !== index) }))
      if (removed) setCaptains((current) => current.filter((key) => key !== removed.key))
      // Row errors are keyed by position: they no longer line up.
      setErrors((current) =>
        Object.fromEntries(
          Object.entries(current).filter(([k]) => !k.startsWith(`${group}.`) && k !== group),
        ),
      )
      focusSoon(`add-${group}`)
    }
  }

  function changeSeason(value: string) {
    setSeason(value)
    const next = seasons.find((candidate) => candidate.id === value)?.divisions ?? []
    if (!next.some((d) => d.id === division)) setDivision('')
  }

  return (
    <>
      <form
        key={formKey}
        ref={formRef}
        method="post"
        action="/registration"
        noValidate
        onSubmit={handleSubmit}
        onChange={handleChange}
        aria-label={t('registration.formLabel')}
        className="space-y-6"
        data-testid="registration-form"
        data-enhanced={enhanced ? 'true' : undefined}
      >
        {/* Enter in a field submits the form: the first submit button must be Submit, not a row button. */}
        <button
          type="submit"
          name={INTENT_FIELD}
          value="submit"
          tabIndex={-1}
          aria-hidden="true"
          className="sr-only"
        >
          {t('registration.actions.submit')}
        </button>

        <p className="text-sm text-slate-600">{t('registration.requiredNote')}</p>

        <Section
          number={1}
          title={t('registration.section.contact')}
          hint={t('registration.section.contactHint')}
        >
          <div className="grid gap-x-4 gap-y-4 @xl:grid-cols-2">
            <TextField
              id="reg-name"
              name="name"
              label={t('registration.field.name')}
              required
              autoComplete="name"
              maxLength={LIMITS.personName}
              defaultValue={base.name}
              error={err('name')}
              className="@xl:col-span-2"
            />
            <TextField
              id="reg-phone"
              name="phone"
              label={t('registration.field.phone')}
              required
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={LIMITS.phone}
              defaultValue={base.phone}
              error={err('phone')}
            />
            <TextField
              id="reg-email"
              name="email"
              label={t('registration.field.email')}
              required
              type="email"
              autoComplete="email"
              spellCheck={false}
              maxLength={LIMITS.email}
              defaultValue={base.email}
              error={err('email')}
            />
          </div>
        </Section>

        <Section number={2} title={t('registration.section.season')}>
          {seasons.length === 0 ? (
            <p className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              {t('registration.season.none', { email: contactEmail })}
            </p>
          ) : null}
          <div className="grid gap-x-4 gap-y-4 @xl:grid-cols-2">
            <SelectField
              id="reg-season"
              name="season"
              label={t('registration.field.season')}
              required
              value={season}
              onChange={(event) => changeSeason(event.target.value)}
              error={err('season')}
            >
              <option value="">{t('registration.season.choose')}</option>
              {seasons.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.id === defaultSeasonId
                    ? t('registration.season.active', { season: option.label })
                    : option.label}
                </option>
              ))}
            </SelectField>
            <SelectField
              id="reg-division"
              name="division"
              label={t('registration.field.division')}
              required
              value={division}
              onChange={(event) => setDivision(event.target.value)}
              error={err('division')}
              hint={season && divisions.length === 0 ? t('registration.division.none') : undefined}
            >
              <option value="">{t('registration.division.choose')}</option>
              {women.length > 0 && men.length > 0 ? (
                <>
                  <optgroup label={t('registration.division.women')}>
                    {women.map((option) => (
                      <option key={option.id} value={option.id}>
                        {option.label}
                      </option>
                    ))}
                  </optgroup>
                  <optgroup label={t('registration.division.men')}>
                    {men.map((option) => (
                      <option key={option.id} value={option.id}>
                        {option.label}
                      </option>
                    ))}
                  </optgroup>
                </>
              ) : (
                divisions.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.label}
                  </option>
                ))
              )}
            </SelectField>
          </div>
        </Section>

        <Section number={3} title={t('registration.section.team')}>
          <div className="grid gap-x-4 gap-y-4 @xl:grid-cols-2">
            <TextField
              id="reg-teamName"
              name="teamName"
              label={t('registration.field.teamName')}
              required
              autoComplete="off"
              maxLength={LIMITS.teamName}
              defaultValue={base.teamName}
              error={err('teamName')}
              className="@xl:col-span-2"
            />
            <TextField
              id="reg-jerseyColor"
              name="jerseyColor"
              label={t('registration.field.jerseyColor')}
              optional
              autoComplete="off"
              maxLength={LIMITS.jerseyColor}
              defaultValue={base.jerseyColor}
              error={err('jerseyColor')}
            />
            <TextField
              id="reg-pastLeague"
              name="pastLeague"
              label={t('registration.field.pastLeague')}
              optional
              autoComplete="off"
              maxLength={LIMITS.pastLeague}
              defaultValue={base.pastLeague}
              hint={t('registration.field.pastLeagueHint')}
              error={err('pastLeague')}
            />
            <TextAreaField
              id="reg-unavailableDays"
              name="unavailableDays"
              label={t('registration.field.unavailableDays')}
              optional
              rows={2}
              maxLength={LIMITS.unavailableDays}
              defaultValue={base.unavailableDays}
              hint={t('registration.field.unavailableDaysHint')}
              error={err('unavailableDays')}
              className="@xl:col-span-2"
            />
          </div>
        </Section>

        <Section
          number={4}
          title={t('registration.section.players')}
          hint={t('registration.section.playersHint', { max: MAX_ROSTER })}
        >
          <PersonRows
            group="players"
            rows={rows.players}
            errors={errors}
            today={today}
            captains={captains}
            onCaptainChange={(key, checked) =>
              setCaptains(checked ? [key] : captains.filter((k) => k !== key))
            }
            onAdd={addRow('players')}
            onRemove={removeRow('players')}
            canAdd={rosterCount < MAX_ROSTER}
          />
        </Section>

        <Section
          number={5}
          title={t('registration.section.goalkeepers')}
          hint={t('registration.section.goalkeepersHint', { max: MAX_ROWS.goalkeepers })}
        >
          <PersonRows
            group="goalkeepers"
            rows={rows.goalkeepers}
            errors={errors}
            today={today}
            captains={[]}
            onAdd={addRow('goalkeepers')}
            onRemove={removeRow('goalkeepers')}
            canAdd={rosterCount < MAX_ROSTER}
          />
        </Section>

        <Section number={6} title={t('registration.section.notes')}>
          <TextAreaField
            id="reg-notes"
            name="notes"
            label={t('registration.field.notes')}
            optional
            rows={4}
            maxLength={LIMITS.notes}
            defaultValue={base.notes}
            hint={t('registration.field.notesHint')}
            error={err('notes')}
          />
        </Section>

        <Section number={7} title={t('registration.section.terms')}>
          <div
            className={clsx(
              'rounded-xl border p-4',
              errors.terms ? 'border-red-600 bg-red-50/60' : 'border-slate-200 bg-slate-50/60',
            )}
          >
            <div className="flex items-start gap-3">
              <input
                id="reg-terms"
                type="checkbox"
                name="terms"
                defaultChecked={base.terms}
                aria-invalid={errors.terms ? true : undefined}
                aria-describedby={errors.terms ? 'reg-terms-error' : undefined}
                className="accent-pitch-700 mt-0.5 size-6 shrink-0 scroll-mt-28"
              />
              <label
                htmlFor="reg-terms"
                className="text-sm leading-relaxed text-slate-800 sm:text-base"
              >
                {t('registration.terms.before')}
                <Link
                  to="/rules"
                  target="_blank"
                  rel="noopener"
                  className="text-pitch-700 font-semibold underline"
                >
                  {t('registration.terms.rules')}
                  <span className="sr-only"> {t('footer.opensInNewTab')}</span>
                </Link>
                {t('registration.terms.middle')}
                <Link
                  to="/terms-of-use"
                  target="_blank"
                  rel="noopener"
                  className="text-pitch-700 font-semibold underline"
                >
                  {t('registration.terms.terms')}
                  <span className="sr-only"> {t('footer.opensInNewTab')}</span>
                </Link>
                {t('registration.terms.after')}
                <span className="text-red-700">
                  {' '}
                  <span aria-hidden="true">*</span>
                  <span className="sr-only">({t('registration.required')})</span>
                </span>
              </label>
            </div>
            <FieldMessage id="reg-terms-error" message={err('terms')} />
          </div>
        </Section>

        {/* The honeypot: hidden from people and assistive technology, filled only by bots. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={`reg-${HONEYPOT_FIELD}`}>{t('registration.honeypot')}</label>
          <input
            id={`reg-${HONEYPOT_FIELD}`}
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>

        <div className="flex flex-col-reverse gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-end sm:p-5">
          <button
            type="submit"
            name={INTENT_FIELD}
            value="reset"
            formNoValidate
            onClick={(event) => {
              event.preventDefault()
              setResetOpen(true)
            }}
            className={buttonClasses('secondary', 'min-h-12 px-5')}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('registration.actions.reset')}
          </button>
          <button
            type="submit"
            name={INTENT_FIELD}
            value="submit"
            disabled={submitting}
            aria-disabled={submitting}
            className={buttonClasses('primary', 'min-h-12 px-6 text-base')}
            data-testid="submit-registration"
          >
            {submitting ? (
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            ) : (
              <Send aria-hidden="true" className="size-5" />
            )}
            {submitting ? t('registration.actions.submitting') : t('registration.actions.submit')}
          </button>
        </div>
      </form>
      <ResetDialog
        open={resetOpen}
        onOpenChange={(open) => {
          setResetOpen(open)
          if (open) resetConfirmed.current = false
        }}
        onConfirm={() => {
          resetConfirmed.current = true
          resetForm()
        }}
        onCloseAutoFocus={(event) => {
          // After a reset the Reset button that opened the dialog is gone: start again at the top.
          if (!resetConfirmed.current) return
          event.preventDefault()
          document.getElementById('reg-name')?.focus()
        }}
      />
    </>
  )
}
