import { useT } from '~/i18n/use-translation.ts'
import { LIMITS } from '~/registration/limits.ts'
import type { RegistrationFormValues } from '~/registration/form-values.ts'

import { TextField } from './fields.tsx'
import { FormSection } from './form-section.tsx'
import type { FieldErrorText } from './use-registration-form-state.ts'

type Props = {
  values: Pick<RegistrationFormValues, 'name' | 'phone' | 'email'>
  fieldError: FieldErrorText
}

/** Section 1: who to contact about the registration. */
export function ContactSection({ values, fieldError }: Props) {
  const t = useT()
  return (
    <FormSection
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
          defaultValue={values.name}
          error={fieldError('name')}
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
          defaultValue={values.phone}
          error={fieldError('phone')}
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
          defaultValue={values.email}
          error={fieldError('email')}
        />
      </div>
    </FormSection>
  )
}
