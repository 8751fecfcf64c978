import type { MessageKey } from '~/i18n/messages.ts'
import { useT } from '~/i18n/use-translation.ts'

import { FORM_FIELDS, type TextFieldName } from './field-specs.ts'
import { type FieldState, SpecField } from './fields.tsx'
import { FormSection } from './form-section.tsx'

const SECTIONS = {
  contact: {
    number: 1,
    names: ['name', 'phone', 'email'],
    hint: 'registration.section.contactHint',
  },
  team: { number: 3, names: ['teamName', 'jerseyColor', 'pastLeague', 'unavailableDays'] },
  notes: { number: 6, names: ['notes'] },
} as const satisfies Record<
  string,
  { number: number; names: readonly TextFieldName[]; hint?: MessageKey }
>

type Props = {
  section: keyof typeof SECTIONS
  field: (name: TextFieldName) => FieldState
}

export function TextFieldsSection({ section, field }: Props) {
  const t = useT()
  const {
    number,
    names,
    hint,
  }: { number: number; names: readonly TextFieldName[]; hint?: MessageKey } = SECTIONS[section]
  return (
    <FormSection
      number={number}
      title={t(`registration.section.${section}`)}
      hint={hint ? t(hint) : undefined}
    >
      <div className="grid gap-x-4 gap-y-4 @xl:grid-cols-2">
        {names.map((name) => (
          <SpecField
            key={name}
            spec={FORM_FIELDS[name]}
            label={t(`registration.field.${name}`)}
            state={field(name)}
          />
        ))}
      </div>
    </FormSection>
  )
}
