import { clsx } from 'clsx'
import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react'

import { Icon } from '~/components/ui/icon.tsx'
import { useT } from '~/i18n/use-translation.ts'

/** Shared look of text inputs, selects and text areas: 44 px tall at least (touch targets). */
export const controlClasses = (invalid: boolean) =>
  clsx(
    'block w-full min-h-11 scroll-mt-28 rounded-lg border bg-surface px-3 py-2 text-base text-slate-900 shadow-xs transition-colors placeholder:text-slate-400 sm:text-sm',
    'focus:ring-2 focus:outline-none',
    // An invalid field stays red while focused (the error is what the user is fixing).
    invalid
      ? 'border-red-600 bg-red-50/40 focus:border-red-600 focus:ring-red-600/25'
      : 'focus:border-pitch-600 focus:ring-pitch-600/30 border-slate-300 hover:border-slate-400',
  )

type LabelProps = { htmlFor: string; label: string; required?: boolean; optional?: boolean }

/** A label with the required asterisk (SPEC §2) or the word "optional". */
export function FieldLabel({ htmlFor, label, required, optional }: LabelProps) {
  const t = useT()
  return (
    <label
      htmlFor={htmlFor}
      className="mb-1.5 flex items-baseline gap-1 text-sm font-semibold text-slate-800"
    >
      {label}
      {required ? (
        <span className="text-red-700">
          <span aria-hidden="true">*</span>
          <span className="sr-only"> ({t('registration.required')})</span>
        </span>
      ) : null}
      {optional ? (
        <span className="text-xs font-normal text-slate-500">({t('registration.optional')})</span>
      ) : null}
    </label>
  )
}

/** The message under an invalid field, referenced by the field's aria-describedby. */
export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p
      id={id}
      className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700"
      data-field-error=""
    >
      <Icon name="circle-alert" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  )
}

export function FieldHint({ id, hint }: { id: string; hint: string | undefined }) {
  if (!hint) return null
  return (
    <p id={id} className="mt-1.5 text-xs leading-relaxed text-slate-500">
      {hint}
    </p>
  )
}

type CommonProps = {
  id: string
  name: string
  label: string
  required?: boolean
  optional?: boolean
  hint?: string
  error?: string
  className?: string
}

function describedBy(
  id: string,
  hint: string | undefined,
  error: string | undefined,
): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean)
  return ids.length ? ids.join(' ') : undefined
}

/** The attributes every control shares: identity, required, and its invalid and description state. */
function controlAttributes({
  id,
  name,
  required,
  hint,
  error,
}: Pick<CommonProps, 'id' | 'name' | 'required' | 'hint' | 'error'>) {
  return {
    id,
    name,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
  }
}

function FieldShell({
  id,
  label,
  required,
  optional,
  hint,
  error,
  className,
  children,
}: CommonProps & { children: ReactNode }) {
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={required} optional={optional} />
      {children}
      <FieldHint id={`${id}-hint`} hint={hint} />
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  )
}

export function TextField({
  id,
  name,
  label,
  required,
  optional,
  hint,
  error,
  className,
  ...input
}: CommonProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'required'>) {
  return (
    <FieldShell {...{ id, name, label, required, optional, hint, error, className }}>
      <input
        {...controlAttributes({ id, name, required, hint, error })}
        className={controlClasses(Boolean(error))}
        {...input}
      />
    </FieldShell>
  )
}

export function TextAreaField({
  id,
  name,
  label,
  required,
  optional,
  hint,
  error,
  className,
  ...area
}: CommonProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'required'>) {
  return (
    <FieldShell {...{ id, name, label, required, optional, hint, error, className }}>
      <textarea
        {...controlAttributes({ id, name, required, hint, error })}
        className={clsx(controlClasses(Boolean(error)), 'min-h-24 resize-y')}
        {...area}
      />
    </FieldShell>
  )
}

export function SelectField({
  id,
  name,
  label,
  required,
  optional,
  hint,
  error,
  className,
  children,
  ...select
}: CommonProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'required'>) {
  return (
    <FieldShell {...{ id, name, label, required, optional, hint, error, className }}>
      <select
        {...controlAttributes({ id, name, required, hint, error })}
        className={clsx(controlClasses(Boolean(error)), 'pr-8')}
        {...select}
      >
        {children}
      </select>
    </FieldShell>
  )
}
