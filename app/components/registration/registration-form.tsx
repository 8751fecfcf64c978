import { useState } from 'react'

import { lazyPart, useLazyDialog } from '~/components/ui/lazy-part.tsx'
import { localizedHref } from '~/i18n/localized-href.ts'
import { useLang, useT } from '~/i18n/use-translation.ts'
import type { RegistrationActionData } from '~/registration/form-data.ts'
import { MAX_ROSTER } from '~/registration/limits.ts'
import type { SeasonOptionView } from '~/registration/options.ts'

import { ContactSection } from './contact-section.tsx'
import { FillTimeField, FormActions, HoneypotField, ImplicitSubmitButton } from './form-actions.tsx'
import { NotesSection } from './notes-section.tsx'
import { RosterSections } from './roster-section.tsx'
import { SeasonSection } from './season-section.tsx'
import { TeamSection } from './team-section.tsx'
import { TermsSection } from './terms-section.tsx'
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
  const {
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
    changeDivision,
    openReset,
    confirmReset,
    handleResetCloseAutoFocus,
  } = useRegistrationFormState({ seasons, defaultSeasonId, today, posted })
  const reset = useLazyDialog(resetPart.preload)

  return (
    <>
      <form
        key={formKey}
        ref={formRef}
        method="post"
        action={localizedHref('/registration', lang)}
        noValidate
        onSubmit={handleSubmit}
        onChange={handleChange}
        aria-label={t('registration.formLabel')}
        className="space-y-6"
        data-testid="registration-form"
        data-enhanced={enhanced ? 'true' : undefined}
      >
        <ImplicitSubmitButton />

        <p className="text-sm text-slate-600">{t('registration.requiredNote')}</p>

        <ContactSection values={base} fieldError={fieldError} />
        <SeasonSection
          seasons={seasons}
          defaultSeasonId={defaultSeasonId}
          contactEmail={contactEmail}
          season={season}
          division={division}
          divisions={divisions}
          onSeasonChange={changeSeason}
          onDivisionChange={changeDivision}
          fieldError={fieldError}
        />
        <TeamSection values={base} fieldError={fieldError} />
        <RosterSections
          rows={rows}
          errors={errors}
          captains={captains}
          onCaptainChange={changeCaptain}
          addRow={addRow}
          removeRow={removeRow}
          canAdd={rosterCount < MAX_ROSTER}
        />
        <NotesSection defaultValue={base.notes} error={fieldError('notes')} />
        <TermsSection
          defaultChecked={base.terms}
          invalid={Boolean(errors.terms)}
          error={fieldError('terms')}
        />

        <HoneypotField />
        <FillTimeField startedAt={startedAt} />
        <FormActions
          submitting={submitting}
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
            openReset(event)
            reset.show(event.currentTarget)
          }}
        />
      </form>
      {reset.mounted ? (
        <ResetDialog
          {...reset.dialog}
          onConfirm={confirmReset}
          onCloseAutoFocus={(event) => {
            handleResetCloseAutoFocus(event)
            if (!event.defaultPrevented) reset.dialog.onCloseAutoFocus(event)
          }}
        />
      ) : null}
    </>
  )
}
