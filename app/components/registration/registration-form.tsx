import { parse, useForm } from '@conform-to/react'
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react'
import { useFetcher } from 'react-router'

import { useHydrated } from '~/components/ui/client-hooks.ts'
import { lazyPart, useLazyDialog } from '~/components/ui/lazy-part.tsx'
import { localizedHref } from '~/i18n/localized-href.ts'
import { useLang, useT } from '~/i18n/use-translation.ts'
import {
  CONFORM_INTENT,
  ENHANCED_FIELD,
  type RegistrationActionData,
  type RegistrationResult,
} from '~/registration/form-data.ts'
import {
  type FieldError,
  type RegistrationData,
  type RegistrationFormValues,
  emptyFormValues,
} from '~/registration/form-values.ts'
import type { SeasonOptionView } from '~/registration/options.ts'
import type * as Schema from '~/registration/schema.ts'

import { fieldErrorText } from './error-text.ts'
import type { TextFieldName } from './field-specs.ts'
import type { FieldState } from './fields.tsx'
import { errorText, fieldDomId, problemToastText } from './form-labels.ts'
import { FillTimeField, FormActions, HoneypotField, ImplicitSubmitButton } from './form-actions.tsx'
import { RosterSections } from './roster-section.tsx'
import { SeasonSection } from './season-section.tsx'
import { TermsSection } from './terms-section.tsx'
import { TextFieldsSection } from './text-section.tsx'
import { errorToast, successToast } from './toasts.ts'

const resetPart = lazyPart(() => import('./reset-dialog.tsx'))
const ResetDialog = resetPart.Part

/** Zod loads after the page is interactive, not with it. */
type SchemaModule = typeof Schema
let schemaModule: SchemaModule | undefined
let schemaLoading: Promise<SchemaModule> | undefined
function loadSchema(): Promise<SchemaModule> {
  schemaLoading ??= import('~/registration/schema.ts').then(
    (loaded) => (schemaModule = loaded),
    (error: unknown) => {
      schemaLoading = undefined
      throw error
    },
  )
  return schemaLoading
}

type FocusRequest = { target: string; at: number }

/** A request whose target never shows is dropped after a second. */
function useFocusSoon(formRef: RefObject<HTMLFormElement | null>) {
  const pending = useRef<FocusRequest | null>(null)
  const [, rerender] = useState(0)
  useEffect(() => {
    const request = pending.current
    if (!request || !formRef.current) return
    if (Date.now() - request.at > 1000) {
      pending.current = null
      return
    }
    const element =
      request.target === ':invalid'
        ? formRef.current.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]')
        : document.getElementById(request.target)
    if (!element) return
    pending.current = null
    element.scrollIntoView({ block: 'center', behavior: 'smooth' })
    element.focus({ preventScroll: true })
  })
  return (target: string) => {
    pending.current = { target, at: Date.now() }
    rerender((count) => count + 1)
  }
}

type Props = {
  seasons: SeasonOptionView[]
  defaultSeasonId: string
  today: string
  contactEmail: string
  posted?: RegistrationActionData
  startedAt: string
}

export function RegistrationForm({
  seasons,
  defaultSeasonId,
  today,
  contactEmail,
  posted,
  startedAt: servedAt,
}: Props) {
  const t = useT()
  // Loaders revalidate after an enhanced post; the form's start stays.
  const [startedAt] = useState(posted?.startedAt ?? servedAt)
  const lang = useLang()
  const enhanced = useHydrated()
  const fetcher = useFetcher<RegistrationActionData>()
  const submitting = fetcher.state !== 'idle'
  const formRef = useRef<HTMLFormElement>(null)
  const focusSoon = useFocusSoon(formRef)
  const reset = useLazyDialog(resetPart.preload)
  const resetConfirmed = useRef(false)
  const checking = useRef(false)

  useEffect(() => {
    void loadSchema().catch(() => {
      // Offline or a new deploy: the submit tries again, and the server validates anyway.
    })
  }, [])

  const latest = fetcher.data ?? posted
  const lastResult = useMemo((): RegistrationResult | undefined => {
    if (latest?.status === 'success') return { initialValue: null }
    return latest && 'result' in latest ? latest.result : undefined
  }, [latest])
  const defaultValue = useMemo(() => emptyFormValues(defaultSeasonId), [defaultSeasonId])

  function post(formData: FormData) {
    formData.set(ENHANCED_FIELD, '1')
    void fetcher.submit(formData, { method: 'post', action: '/registration' })
  }

  const [form, fields] = useForm<RegistrationFormValues, RegistrationData, FieldError>({
    id: 'registration-form',
    lastResult,
    defaultValue,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate({ form: element, formData, submitter }) {
      const intent = formData.has(CONFORM_INTENT)
      if (!schemaModule) {
        // Not downloaded yet: a submit waits for it (or lets the server check).
        if (!intent && !checking.current) {
          checking.current = true
          loadSchema().then(
            () => {
              checking.current = false
              element.requestSubmit(submitter ?? undefined)
            },
            () => {
              checking.current = false
              post(formData)
            },
          )
        }
        return parse(formData, { resolve: () => ({ error: {} }) }) as Schema.RegistrationSubmission
      }
      const submission = schemaModule.parseRegistration(formData, { today })
      if (submission.status === 'error') {
        const errors = submission.error ?? {}
        errorToast(...problemToastText(t, lang, schemaModule.problemKind(errors), errors))
        focusSoon(':invalid')
      }
      return submission
    },
    onSubmit(event, { formData }) {
      event.preventDefault()
      if (submitting || checking.current) return
      post(formData)
    },
  })

  const answer = fetcher.state === 'idle' ? fetcher.data : undefined
  const [handled, setHandled] = useState<RegistrationActionData | undefined>(undefined)
  if (answer && answer !== handled) {
    setHandled(answer)
    if (answer.status === 'success') focusSoon('reg-name')
    else if (answer.status === 'invalid') focusSoon(':invalid')
  }
  useEffect(() => {
    if (!handled) return
    if (handled.status === 'success') {
      successToast(t('registration.toast.successTitle'), t('registration.toast.successBody'))
    } else if (handled.status === 'invalid') {
      errorToast(...problemToastText(t, lang, handled.problem, handled.result.error ?? {}))
    } else if (handled.status === 'error') {
      const [title, body] = errorText(handled.reason)
      errorToast(t(title), t(body))
    }
  }, [handled, lang, t])

  const field = (name: TextFieldName): FieldState => {
    const meta = fields[name]
    return {
      id: fieldDomId(name),
      name: meta.name,
      defaultValue: typeof meta.initialValue === 'string' ? meta.initialValue : '',
      error: fieldErrorText(t, meta.errors),
    }
  }

  return (
    <>
      <form
        ref={formRef}
        id={form.id}
        method="post"
        action={localizedHref('/registration', lang)}
        noValidate
        onSubmit={form.onSubmit}
        aria-label={t('registration.formLabel')}
        className="space-y-6"
        data-testid="registration-form"
        data-enhanced={enhanced ? 'true' : undefined}
      >
        <ImplicitSubmitButton />

        <p className="text-sm text-slate-600">{t('registration.requiredNote')}</p>

        <TextFieldsSection section="contact" field={field} />
        <SeasonSection
          seasons={seasons}
          defaultSeasonId={defaultSeasonId}
          contactEmail={contactEmail}
          season={fields.season}
          division={fields.division}
        />
        <TextFieldsSection section="team" field={field} />
        <RosterSections
          form={form}
          players={fields.players}
          goalkeepers={fields.goalkeepers}
          focusSoon={focusSoon}
        />
        <TextFieldsSection section="notes" field={field} />
        <TermsSection
          defaultChecked={fields.terms.initialValue === 'on'}
          error={fieldErrorText(t, fields.terms.errors)}
        />

        <HoneypotField />
        <FillTimeField startedAt={startedAt} />
        <FormActions
          submitting={submitting}
          resetButton={form.reset.getButtonProps()}
          resetDialog={
            enhanced
              ? {
                  expanded: reset.open,
                  controls: reset.trigger['aria-controls'],
                  preload: resetPart.preload,
                }
              : undefined
          }
          onReset={(event) => {
            event.preventDefault()
            resetConfirmed.current = false
            reset.show(event.currentTarget)
          }}
        />
      </form>
      {reset.mounted ? (
        <ResetDialog
          {...reset.dialog}
          onConfirm={() => {
            resetConfirmed.current = true
            form.reset()
          }}
          onCloseAutoFocus={(event) => {
            if (resetConfirmed.current) {
              event.preventDefault()
              document.getElementById('reg-name')?.focus()
            }
            if (!event.defaultPrevented) reset.dialog.onCloseAutoFocus(event)
          }}
        />
      ) : null}
    </>
  )
}
