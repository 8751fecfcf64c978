import { clsx } from 'clsx'
import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react'

import { Icon } from '~/components/ui/icon.tsx'
import type { MessageKey } from '~/i18n/messages.ts'
import { useT } from '~/i18n/use-translation.ts'

/** 44 px tall at least: touch targets. */
const controlClasses = (invalid: boolean) =>
  clsx(
    'block w-full min-h-11 scroll-mt-28 rounded-lg border bg-surface px-3 py-2 text-base text-slate-900 shadow-xs transition-colors placeholder:text-slate-400 sm:text-sm',
    'focus:ring-2 focus:outline-none',
    // An invalid field stays red while focused (the error is what the user is fixing).
    invalid
      ? 'border-red-600 bg-red-50/40 focus:border-red-600 focus:ring-red-600/25'
      : 'focus:border-pitch-600 focus:ring-pitch-600/30 border-slate-300 hover:border-slate-400',
  )

export function FieldMessage({
  id,
  message,
  className,
}: {
  id: string
  message: string | undefined
  className?: string
}) {
  if (!message) return null
  return (
    <p
      id={id}
      className={clsx(
        'mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700',
        className,
      )}
      data-field-error=""
    >
      <Icon name="circle-alert" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  )
}

function LabelMark({ required, optional }: { required?: boolean; optional?: boolean }) {
  const t = useT()
  if (required)
    return (
      <span className="text-red-700">
        {' '}
        <span aria-hidden="true">*</span>
        <span className="sr-only"> ({t('registration.required')})</span>
      </span>
    )
  if (optional)
    return (
      <span className="text-xs font-normal text-slate-500"> ({t('registration.optional')})</span>
    )
  return null
}

type ControlAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'required' | 'children' | 'className'
>

export type FieldProps = ControlAttributes & {
  kind?: 'input' | 'textarea' | 'select' | 'checkbox'
  id: string
  name: string
  label: ReactNode
  required?: boolean
  optional?: boolean
  hint?: string
  error?: string
  className?: string
  labelClassName?: string
  boxClassName?: string
  rows?: number
  children?: ReactNode
}

export function Field({
  kind = 'input',
  id,
  name,
  label,
  required,
  optional,
  hint,
  error,
  className,
  labelClassName,
  boxClassName,
  rows,
  children,
  ...attributes
}: FieldProps) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean)
  const control = {
    id,
    name,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described.length ? described.join(' ') : undefined,
  }
  const labelled = (
    <>
      {label}
      <LabelMark required={required} optional={optional} />
    </>
  )
  return (
    <div className={className}>
      {kind === 'checkbox' ? (
        <label htmlFor={id} className={labelClassName}>
          <input
            {...control}
            {...attributes}
            type="checkbox"
            className={clsx('accent-pitch-700 shrink-0 scroll-mt-28', boxClassName)}
          />
          <span>{labelled}</span>
        </label>
      ) : (
        <>
          <label
            htmlFor={id}
            className="mb-1.5 flex items-baseline gap-1 text-sm font-semibold text-slate-800"
          >
            {labelled}
          </label>
          {kind === 'select' ? (
            <select
              {...control}
              {...(attributes as SelectHTMLAttributes<HTMLSelectElement>)}
              className={clsx(controlClasses(Boolean(error)), 'pr-8')}
            >
              {children}
            </select>
          ) : kind === 'textarea' ? (
            <textarea
              {...control}
              {...(attributes as TextareaHTMLAttributes<HTMLTextAreaElement>)}
              rows={rows}
              className={clsx(controlClasses(Boolean(error)), 'min-h-24 resize-y')}
            />
          ) : (
            <input {...control} {...attributes} className={controlClasses(Boolean(error))} />
          )}
        </>
      )}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs leading-relaxed text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldMessage
        id={`${id}-error`}
        message={error}
        className={kind === 'checkbox' ? 'order-last basis-full' : undefined}
      />
    </div>
  )
}

export type TextFieldSpec = {
  max: number
  required?: boolean
  optional?: boolean
  type?: 'tel' | 'email' | 'date-text'
  auto?: string
  rows?: number
  hint?: MessageKey
  className?: string
}

export type FieldState = { id: string; name: string; defaultValue: string; error?: string }

export function SpecField({
  spec,
  label,
  state,
}: {
  spec: TextFieldSpec
  label: string
  state: FieldState
}) {
  const t = useT()
  const typed =
    spec.type === 'tel'
      ? { type: 'tel', inputMode: 'tel' as const }
      : spec.type === 'email'
        ? { type: 'email', spellCheck: false }
        : spec.type === 'date-text'
          ? // Text in the page's order, not a native date input (its order follows the browser's
            // locale): see app/registration/date-of-birth.ts.
            { type: 'text', inputMode: 'numeric' as const, spellCheck: false }
          : {}
  return (
    <Field
      kind={spec.rows ? 'textarea' : 'input'}
      rows={spec.rows}
      label={label}
      required={spec.required}
      optional={spec.optional}
      hint={spec.hint ? t(spec.hint) : undefined}
      maxLength={spec.max}
      autoComplete={spec.auto ?? 'off'}
      className={spec.className}
      {...typed}
      {...state}
    />
  )
}
