import type { FieldMetadata } from '@conform-to/react'
import type { ReactNode } from 'react'

import type { DisciplineErrorCode } from '~/admin/discipline-form.ts'
import type { PickGroup } from '~/admin/discipline-views.ts'
import { useAdminT } from '~/i18n/admin-text.ts'
import { type ConsoleControlProps, ConsoleField, inputClasses } from './console-frame.tsx'

export { inputClasses }

type Field = FieldMetadata<unknown, Record<string, unknown>, DisciplineErrorCode>

/** A labelled field of the discipline forms, its hint and error under it, wired for readers. */
export function DisciplineField({
  field,
  label,
  hint,
  children,
}: {
  field: Field
  label: string
  hint?: string
  children: (props: ConsoleControlProps) => ReactNode
}) {
  const t = useAdminT()
  const error = field.errors as DisciplineErrorCode | undefined
  return (
    <ConsoleField
      field={field}
      label={label}
      hint={hint}
      error={error ? t(`admin.discipline.error.${error}`) : undefined}
    >
      {children}
    </ConsoleField>
  )
}

/** The options of a picker, grouped (teams by division, players by team). */
export function GroupedOptions({
  groups,
  placeholder,
}: {
  groups: PickGroup[]
  placeholder: string
}) {
  return (
    <>
      <option value="">{placeholder}</option>
      {groups.map((group) => (
        <optgroup key={group.label} label={group.label}>
          {group.options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  )
}
