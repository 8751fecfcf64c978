import type { FieldMetadata } from '@conform-to/react'
import type { ReactNode } from 'react'

import type { MediaFormAnswer } from '~/admin/answers.ts'
import { IMAGE_ACCEPT } from '~/admin/image-field.ts'
import type { MediaFormErrorCode } from '~/admin/news-form.ts'
import { useAdminT } from '~/i18n/admin-text.ts'

import { ConsoleNotice } from './console-frame.tsx'
import { inputClasses } from './discipline-fields.tsx'

export type MediaField = FieldMetadata<unknown, Record<string, unknown>, MediaFormErrorCode>

type ControlProps = {
  id: string
  name: string
  'aria-invalid'?: true
  'aria-describedby'?: string
  className: string
}

/** A labelled field of the media forms (news, sponsors, banners), its hint and error under it. */
export function MediaFormField({
  field,
  label,
  hint,
  children,
}: {
  field: MediaField
  label: string
  hint?: string
  children: (props: ControlProps) => ReactNode
}) {
  const t = useAdminT()
  const error = field.errors as MediaFormErrorCode | undefined
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
          {t(`admin.media.error.${error}`)}
        </p>
      ) : null}
    </div>
  )
}

/**
 * An image input with the picture it replaces, if any. The file is checked in the browser for
 * its size only; the server decides whether it is a picture.
 */
export function ImageField({
  field,
  label,
  currentUrl,
  currentAlt,
}: {
  field: MediaField
  label: string
  currentUrl?: string
  currentAlt: string
}) {
  const t = useAdminT()
  return (
    <div className="grid gap-3">
      {currentUrl ? (
        <figure className="grid gap-1">
          <img
            src={currentUrl}
            alt={currentAlt}
            className="max-h-48 w-auto max-w-full rounded-lg border border-slate-200 object-contain"
            data-testid="admin-current-image"
          />
          <figcaption className="text-sm text-slate-600">{t('admin.media.current')}</figcaption>
        </figure>
      ) : null}
      <MediaFormField field={field} label={label} hint={t('admin.media.imageHint')}>
        {(props) => (
          <input
            {...props}
            type="file"
            accept={IMAGE_ACCEPT}
            className={`${props.className} file:bg-pitch-50 file:text-pitch-900 py-2 file:mr-3 file:min-h-9 file:rounded-md file:border-0 file:px-3 file:font-semibold`}
          />
        )}
      </MediaFormField>
    </div>
  )
}

/** Why a media form saved nothing: a field, the image (to choose again), or the league's reason. */
export function MediaAnswerNotice({ answer }: { answer: MediaFormAnswer }) {
  const t = useAdminT()
  return (
    <ConsoleNotice kind="problem">
      {answer.problem === 'refused'
        ? t('admin.media.refused', { reason: answer.reason ?? '' })
        : answer.problem === 'upload'
          ? t('admin.media.uploadProblem')
          : t('admin.media.invalid')}
    </ConsoleNotice>
  )
}
