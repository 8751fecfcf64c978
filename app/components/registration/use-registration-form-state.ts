import { type FormEvent, type MouseEvent, useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'

import { useHydrated } from '~/components/ui/client-hooks.ts'
import { useT } from '~/i18n/use-translation.ts'
import {
  ENHANCED_FIELD,
  INTENT_FIELD,
  MAX_ROWS,
  type RegistrationActionData,
  type RowGroup,
  formValuesFromFormData,
  intentValue,
} from '~/registration/form-data.ts'
import { MAX_ROSTER } from '~/registration/limits.ts'
import type { SeasonOptionView } from '~/registration/options.ts'
import {
  type FieldErrors,
  type PersonRowValues,
  type ProblemKind,
  type RegistrationFormValues,
  emptyFormValues,
} from '~/registration/form-values.ts'

import { fieldErrorText } from './error-text.ts'
import { PROBLEM_TEXT, errorText } from './form-labels.ts'
import type { RowState } from './person-rows.tsx'
import { errorToast, successToast } from './toasts.ts'

/** The shared schema (and zod with it) loads after the page is interactive, not with it. */
const loadSchema = () => import('~/registration/schema.ts')

export type RegistrationFormOptions = {
  seasons: SeasonOptionView[]
  defaultSeasonId: string
  /** 'YYYY-MM-DD': the latest date of birth (the server's today). */
  today: string
  /** The action's answer to a post made without JavaScript (values to show again, errors). */
  posted?: RegistrationActionData
}

/** What the form's sections read and call. */
export type RegistrationFormState = ReturnType<typeof useRegistrationFormState>

/** The translated error of one field, or undefined when it is valid. */
export type FieldErrorText = (key: string) => string | undefined

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

/**
 * The state and flow of the registration form: the person rows and captains, the chosen season
 * and division, field errors, reset, and the enhanced submit (validate with the shared schema,
 * show SPEC §5's toasts, focus the first invalid field, post through a fetcher).
 */
export function useRegistrationFormState({
  seasons,
  defaultSeasonId,
  today,
  posted,
}: RegistrationFormOptions) {
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
  const formRef = useRef<HTMLFormElement>(null)
  const [focusRequest, setFocusRequest] = useState<{ target: string; id: number } | null>(null)
  const lastFocus = useRef(0)
  const resetConfirmed = useRef(false)
  // While the schema loads for a submit, a second click does nothing.
  const checking = useRef(false)
  useEffect(() => {
    void loadSchema().catch(() => {
      // Offline or a new deploy: the submit tries again, and the server validates anyway.
    })
  }, [])
  const [handled, setHandled] = useState<RegistrationActionData | undefined>(undefined)

  const divisions = seasons.find((candidate) => candidate.id === season)?.divisions ?? []
  const submitting = fetcher.state !== 'idle'
  const rosterCount = rows.players.length + rows.goalkeepers.length
  const fieldError: FieldErrorText = (key) => fieldErrorText(t, errors[key])

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
      const [title, body] = errorText(handled.reason)
      errorToast(t(title), t(body))
    }
  }, [handled, t])

  function post(formData: FormData) {
    setErrors({})
    formData.set(INTENT_FIELD, intentValue({ type: 'submit' }))
    formData.set(ENHANCED_FIELD, '1')
    void fetcher.submit(formData, { method: 'post', action: '/registration' })
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting || checking.current) return
    const formData = new FormData(event.currentTarget)
    checking.current = true
    loadSchema().then(
      ({ validateRegistration }) => {
        checking.current = false
        const result = validateRegistration(formValuesFromFormData(formData), { today })
        if (result.ok) return post(formData)
        setErrors(result.errors)
        showProblem(result.problem)
        focusSoon(':invalid')
      },
      () => {
        // The schema could not be downloaded: the server checks the same rules and answers.
        checking.current = false
        post(formData)
      },
    )
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

  function changeCaptain(key: string, checked: boolean) {
    setCaptains(checked ? [key] : captains.filter((k) => k !== key))
  }

  function changeSeason(value: string) {
    setSeason(value)
    const next = seasons.find((candidate) => candidate.id === value)?.divisions ?? []
    if (!next.some((d) => d.id === division)) setDivision('')
  }

  /** The Reset button: with JavaScript it asks first (the caller opens the dialog). */
  function openReset(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault()
    resetConfirmed.current = false
  }

  function confirmReset() {
    resetConfirmed.current = true
    resetForm()
  }

  function handleResetCloseAutoFocus(event: Event) {
    // After a reset the Reset button that opened the dialog is gone: start again at the top
    // (after Cancel, focus goes back to the Reset button).
    if (!resetConfirmed.current) return
    event.preventDefault()
    document.getElementById('reg-name')?.focus()
  }

  return {
    formRef,
    formKey,
    enhanced,
    base,
    rows,
    captains,
    season,
    division,
    divisions,
    errors,
    fieldError,
    submitting,
    rosterCount,
    handleSubmit,
    handleChange,
    addRow,
    removeRow,
    changeCaptain,
    changeSeason,
    changeDivision: setDivision,
    openReset,
    confirmReset,
    handleResetCloseAutoFocus,
  }
}
