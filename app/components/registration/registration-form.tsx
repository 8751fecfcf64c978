import { useState } from 'react'

import { lazyPart, useLazyDialog } from '~/components/ui/lazy-part.tsx'
import { localizedHref } from '~/i18n/localized-href.ts'
import { useLang, useT } from '~/i18n/use-translation.ts'
import type { RegistrationActionData } from '~/registration/form-data.ts'
import type { SeasonOptionView } from '~/registration/options.ts'

import type { TextFieldName } from './field-specs.ts'
import type { FieldState } from './fields.tsx'
import { fieldDomId } from './form-labels.ts'
import { FillTimeField, FormActions, HoneypotField, ImplicitSubmitButton } from './form-actions.tsx'
import { RosterSections } from './roster-section.tsx'
import { SeasonSection } from './season-section.tsx'
import { TermsSection } from './terms-section.tsx'
import { TextFieldsSection } from './text-section.tsx'
import { useRegistrationFormState } from './use-registration-form-state.ts'

// Radix AlertDialog loads when Reset is first pressed, not with the page.
const resetPart = lazyPart(() => import('./reset-dialog.tsx'))
const ResetDialog = resetPart.Part

type Props = {
  seasons: SeasonOptionView[]
  defaultSeasonId: string
  /** 'YYYY-MM-DD': the latest date of birth (the server's today). */
  today: string
  contactEmail: string
  /** The action's answer to a post made without JavaScript (values to show again, errors). */
  posted?: RegistrationActionData
  /** When the form was first served (ms since the epoch): the time-to-submit check. */
  startedAt: string
}

/**
 * SPEC §2 Registration. A plain form that posts to the route action (it works without
 * JavaScript); with JavaScript it validates with the shared schema first, shows SPEC §5's
 * toasts, focuses the first invalid field and posts through a fetcher.
 */
export function RegistrationForm({
  seasons,
  defaultSeasonId,
  today,
  contactEmail,
  posted,
  startedAt: servedAt,
}: Props) {
  const t = useT()
  // The first value only: loaders revalidate after an enhanced post, the form's start stays.
  const [startedAt] = useState(posted?.startedAt ?? servedAt)
  const lang = useLang()
  const { formRef, ...form } = useRegistrationFormState({ seasons, defaultSeasonId, today, posted })
  const reset = useLazyDialog(resetPart.preload)
  const field = (name: TextFieldName): FieldState => ({
    id: fieldDomId(name),
    name,
    defaultValue: form.base[name],
    error: form.fieldError(name),
  })

  return (
    <>
      <form
        key={form.formKey}
        ref={formRef}
        method="post"
        action={localizedHref('/registration', lang)}
        noValidate
        onSubmit={form.handleSubmit}
        onChange={form.handleChange}
        aria-label={t('registration.formLabel')}
        className="space-y-6"
        data-testid="registration-form"
        data-enhanced={form.enhanced ? 'true' : undefined}
      >
        <ImplicitSubmitButton />

        <p className="text-sm text-slate-600">{t('registration.requiredNote')}</p>

        <TextFieldsSection section="contact" field={field} />
        <SeasonSection
          seasons={seasons}
          defaultSeasonId={defaultSeasonId}
          contactEmail={contactEmail}
          form={form}
        />
        <TextFieldsSection section="team" field={field} />
        <RosterSections form={form} />
        <TextFieldsSection section="notes" field={field} />
        <TermsSection defaultChecked={form.base.terms} error={form.fieldError('terms')} />

        <HoneypotField />
        <FillTimeField startedAt={startedAt} />
        <FormActions
          submitting={form.submitting}
          resetDialog={
            form.enhanced
              ? {
                  expanded: reset.open,
                  controls: reset.trigger['aria-controls'],
                  preload: resetPart.preload,
                }
              : undefined
          }
          onReset={(event) => {
            form.openReset(event)
            reset.show(event.currentTarget)
          }}
        />
      </form>
      {reset.mounted ? (
        <ResetDialog
          {...reset.dialog}
          onConfirm={form.confirmReset}
          onCloseAutoFocus={(event) => {
            form.handleResetCloseAutoFocus(event)
            if (!event.defaultPrevented) reset.dialog.onCloseAutoFocus(event)
          }}
        />
      ) : null}
    </>
  )
}
