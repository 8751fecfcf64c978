import { useT } from '~/i18n/use-translation.ts'
import { LIMITS } from '~/registration/limits.ts'

import { TextAreaField } from './fields.tsx'
import { FormSection } from './form-section.tsx'

type Props = { defaultValue: string; error: string | undefined }

/** Section 6: anything else the league should know. */
export function NotesSection({ defaultValue, error }: Props) {
  const t = useT()
  return (
    <FormSection number={6} title={t('registration.section.notes')}>
      <TextAreaField
        id="reg-notes"
        name="notes"
        label={t('registration.field.notes')}
        optional
        rows={4}
        maxLength={LIMITS.notes}
        defaultValue={defaultValue}
        hint={t('registration.field.notesHint')}
        error={error}
      />
    </FormSection>
  )
}
