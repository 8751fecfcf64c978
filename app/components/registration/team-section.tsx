import { useT } from '~/i18n/use-translation.ts'
import { LIMITS } from '~/registration/limits.ts'
import type { RegistrationFormValues } from '~/registration/form-values.ts'

import { TextAreaField, TextField } from './fields.tsx'
import { FormSection } from './form-section.tsx'
import type { FieldErrorText } from './use-registration-form-state.ts'

type Props = {
  values: Pick<
    RegistrationFormValues,
    'teamName' | 'jerseyColor' | 'pastLeague' | 'unavailableDays'
  >
  fieldError: FieldErrorText
}

/** Section 3: the team's name, jersey colour, past league and the days it cannot play. */
export function TeamSection({ values, fieldError }: Props) {
  const t = useT()
  return (
    <FormSection number={3} title={t('registration.section.team')}>
      <div className="grid gap-x-4 gap-y-4 @xl:grid-cols-2">
        <TextField
          id="reg-teamName"
          name="teamName"
          label={t('registration.field.teamName')}
          required
          autoComplete="off"
          maxLength={LIMITS.teamName}
          defaultValue={values.teamName}
          error={fieldError('teamName')}
          className="@xl:col-span-2"
        />
        <TextField
          id="reg-jerseyColor"
          name="jerseyColor"
          label={t('registration.field.jerseyColor')}
          optional
          autoComplete="off"
          maxLength={LIMITS.jerseyColor}
          defaultValue={values.jerseyColor}
          error={fieldError('jerseyColor')}
        />
        <TextField
          id="reg-pastLeague"
          name="pastLeague"
          label={t('registration.field.pastLeague')}
          optional
          autoComplete="off"
          maxLength={LIMITS.pastLeague}
          defaultValue={values.pastLeague}
          hint={t('registration.field.pastLeagueHint')}
          error={fieldError('pastLeague')}
        />
        <TextAreaField
          id="reg-unavailableDays"
          name="unavailableDays"
          label={t('registration.field.unavailableDays')}
          optional
          rows={2}
          maxLength={LIMITS.unavailableDays}
          defaultValue={values.unavailableDays}
          hint={t('registration.field.unavailableDaysHint')}
          error={fieldError('unavailableDays')}
          className="@xl:col-span-2"
        />
      </div>
    </FormSection>
  )
}
