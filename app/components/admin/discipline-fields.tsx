import type { FieldMetadata } from '@conform-to/react'
import type { ReactNode } from 'react'

import type { DisciplineErrorCode } from '~/admin/discipline-form.ts'
import type { PickGroup } from '~/admin/discipline-views.ts'
import { useAdminT } from '~/i18n/admin-text.ts'

import { inputClasses } from './console-frame.tsx'

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
  children: (props: {
    id: string
    name: string
    'aria-invalid'?: true
    'aria-describedby'?: string
    className: string
  }) => ReactNode
}) {
  const t = useAdminT()
  const error = field.errors as DisciplineErrorCode | undefined
  const hintId = `${field.id}-hint`
  const described = [hint ? hintId : undefined, error ? field.errorId : undefined]
    .filter(Boolean)
    .join(' ')
  return (
    <div>
      <label htmlFor={field.id} className="mb-1 block font-semibold text-slate-900">
        {label}
      </label>
      {children({
        id: field.id,
        name: field.name,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(described ? { 'aria-describedby': described } : {}),
        className: inputClasses(Boolean(error)),
      })}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={field.errorId} className="mt-1 text-sm font-medium text-red-700">
          {t(`admin.discipline.error.${error}`)}
        </p>
      ) : null}
    </div>
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
