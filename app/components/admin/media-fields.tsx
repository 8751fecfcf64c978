import type { FieldMetadata } from '@conform-to/react'
import type { ReactNode } from 'react'

import type { MediaFormAnswer } from '~/admin/answers.ts'
import type { MediaFormErrorCode } from '~/admin/media-form.ts'
import { useMediaT } from '~/admin/media-text.ts'

import { type ConsoleControlProps, ConsoleField, ConsoleNotice } from './console-frame.tsx'
import { MediaImage } from '~/components/ui/media-image.tsx'

/** What image inputs offer to pick (a hint for the picker; the server checks the content). */
const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic'

export type MediaField = FieldMetadata<unknown, Record<string, unknown>, MediaFormErrorCode>

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
  children: (props: ConsoleControlProps) => ReactNode
}) {
  const t = useMediaT()
  const error = field.errors as MediaFormErrorCode | undefined
  return (
    <ConsoleField
      field={field}
      label={label}
      hint={hint}
      error={error ? t(`media.error.${error}`) : undefined}
    >
      {children}
    </ConsoleField>
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
  const t = useMediaT()
  return (
    <div className="grid gap-3">
      {currentUrl ? (
        <figure className="grid gap-1">
          <MediaImage
            src={currentUrl}
            alt={currentAlt}
            className="max-h-48 w-auto max-w-full rounded-lg border border-slate-200 object-contain"
            data-testid="admin-current-image"
          />
          <figcaption className="text-sm text-slate-600">{t('media.current')}</figcaption>
        </figure>
      ) : null}
      <MediaFormField field={field} label={label} hint={t('media.imageHint')}>
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
  const t = useMediaT()
  return (
    <ConsoleNotice kind="problem">
      {answer.problem === 'refused'
        ? t('media.refused', { reason: answer.reason ?? '' })
        : answer.problem === 'upload'
          ? t('media.uploadProblem')
          : t('media.invalid')}
    </ConsoleNotice>
  )
}
