import { getFormProps, useForm } from '@conform-to/react'
import { Form, useNavigation } from 'react-router'

import type { MediaFormAnswer } from '~/admin/answers.ts'
import { parseMediaItem } from '~/admin/media-form.ts'
import {
  type MediaFieldSpec,
  type MediaFormErrorCode,
  type MediaItemView,
  MEDIA_PAGES,
} from '~/admin/media-items.ts'
import { useMediaT } from '~/admin/media-text.ts'
import { Link } from '~/components/ui/link.tsx'

import { ConsoleFrame, ConsoleNotice, CsrfField, primaryButtonClasses } from './console-frame.tsx'
import { ImageField, MediaAnswerNotice, type MediaField, MediaFormField } from './media-fields.tsx'

const checkboxClasses = 'flex min-h-11 items-center gap-3 font-semibold text-slate-900'

/** One control of the form, as its kind's spec describes it. */
function MediaControl({
  spec,
  field,
  imageUrl,
  season,
}: {
  spec: MediaFieldSpec
  field: MediaField
  imageUrl?: string
  season?: string
}) {
  const t = useMediaT()
  const initial = (field.initialValue as string | undefined) ?? ''
  if (spec.control === 'checkbox')
    return (
      <label className={checkboxClasses}>
        <input
          type="checkbox"
          name={spec.name}
          className="size-5"
          defaultChecked={initial === 'on'}
        />
        {t(spec.label)}
      </label>
    )
  if (spec.control === 'image')
    return (
      <>
        <ImageField
          field={field}
          label={t(imageUrl ? spec.replace : spec.label)}
          currentAlt={t(spec.current, { season: season ?? '' })}
          {...(imageUrl ? { currentUrl: imageUrl } : {})}
        />
        {imageUrl && spec.remove ? (
          <label className={checkboxClasses}>
            <input type="checkbox" name="removeImage" className="size-5" />
            {t(spec.remove)}
          </label>
        ) : null}
      </>
    )
  return (
    <MediaFormField
      field={field}
      label={t(spec.label)}
      {...(spec.hint ? { hint: t(spec.hint) } : {})}
    >
      {(props) =>
        spec.control === 'textarea' ? (
          <textarea
            {...props}
            lang={spec.lang}
            rows={6}
            className={`${props.className} py-2`}
            defaultValue={initial}
          />
        ) : spec.control === 'url' ? (
          <input {...props} type="text" inputMode="url" autoComplete="url" defaultValue={initial} />
        ) : (
          <input
            {...props}
            lang={spec.lang}
            {...(spec.control === 'date' ? { type: 'date' } : {})}
            defaultValue={initial}
          />
        )
      }
    </MediaFormField>
  )
}

/**
 * One media item's form, as its kind's spec lays it out (news: both languages' title and text,
 * date, image; a sponsor: name, logo, link, shown; the banner: its image), and for an item that
 * can be removed, its removal below. Conform checks it with the action's schema.
 */
export function MediaFormPage({ view, answer }: { view: MediaItemView; answer?: MediaFormAnswer }) {
  const { kind, itemId, values, imageUrl, season, notice, problem } = view
  const { path, list, fields: specs, text, site } = MEDIA_PAGES[kind]
  const t = useMediaT()
  const saving = useNavigation().state === 'submitting'
  const isNew = list && !itemId
  const [form, fields] = useForm<Record<string, string>, unknown, MediaFormErrorCode>({
    id: kind,
    lastResult: answer?.result as never,
    ...(values ? { defaultValue: values } : {}),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseMediaItem(kind, formData) as never,
  })
  const done = notice ? text.done[notice] : undefined
  return (
    <ConsoleFrame title={t(isNew && text.new ? text.new : text.edit)}>
      {text.back ? (
        <p className="mb-4">
          <Link to={path} className="text-pitch-800 font-semibold underline">
            {t(text.back)}
          </Link>
        </p>
      ) : null}
      {done && !answer ? <ConsoleNotice kind="success">{t(done)}</ConsoleNotice> : null}
      {answer ? <MediaAnswerNotice answer={answer} /> : null}
      {problem ? (
        <ConsoleNotice kind="problem">
          {t(problem === 'notFound' ? text.notFound : 'media.unavailable')}
        </ConsoleNotice>
      ) : (
        <section className="section-card grid gap-4">
          {text.caption && season !== undefined ? (
            <p className="text-lg font-semibold text-slate-700">{t(text.caption, { season })}</p>
          ) : null}
          {text.noImage && !imageUrl ? <p className="text-slate-700">{t(text.noImage)}</p> : null}
          <Form
            method="post"
            encType="multipart/form-data"
            {...getFormProps(form)}
            className="grid gap-4"
            data-testid={`admin-${kind}-form`}
          >
            <CsrfField />
            <input type="hidden" name="intent" value="save" />
            {specs.map((spec) => (
              <MediaControl
                key={spec.name}
                spec={spec}
                field={fields[spec.name] as MediaField}
                {...(imageUrl ? { imageUrl } : {})}
                {...(season !== undefined ? { season } : {})}
              />
            ))}
            <button type="submit" disabled={saving} className={primaryButtonClasses}>
              {t(isNew ? text.add : text.save)}
            </button>
          </Form>
          {site ? (
            <p>
              <Link to={site.to} className="text-pitch-800 font-semibold underline">
                {t(site.text)}
              </Link>
            </p>
          ) : null}
        </section>
      )}
      {itemId && text.remove ? (
        <details className="section-card mt-6">
          <summary className="min-h-11 cursor-pointer py-2.5 font-semibold text-slate-900">
            {t(text.remove.summary)}
          </summary>
          <p className="mt-2 text-slate-700">{t(text.remove.hint)}</p>
          <Form method="post" encType="multipart/form-data" className="mt-3">
            <CsrfField />
            <input type="hidden" name="intent" value="remove" />
            <button
              type="submit"
              disabled={saving}
              className="btn min-h-12 w-full border-2 border-red-700 text-base text-red-800 hover:bg-red-50 sm:w-auto dark:text-red-200"
            >
              {t(text.remove.confirm)}
            </button>
          </Form>
        </details>
      ) : null}
    </ConsoleFrame>
  )
}
