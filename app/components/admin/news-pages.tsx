import { getFormProps, useForm } from '@conform-to/react'
import { Form, useNavigation } from 'react-router'

import type { MediaFormAnswer } from '~/admin/answers.ts'
import { type MediaFormErrorCode, parseNews } from '~/admin/news-form.ts'
import type { NewsFormValues } from '~/admin/news-views.ts'
import { Link } from '~/components/ui/link.tsx'
import { useMediaT } from '~/admin/media-text.ts'

import { ConsoleFrame, ConsoleNotice, CsrfField } from './console-frame.tsx'
import { ImageField, MediaAnswerNotice, type MediaField, MediaFormField } from './media-fields.tsx'

type Notice = 'added' | 'saved' | 'removed'

const primaryClasses = 'btn bg-pitch-700 hover:bg-pitch-800 min-h-14 w-full text-lg text-white'

type NewsFormProps = {
  newsId?: string
  values: NewsFormValues
  imageUrl?: string
  notice?: Notice
  answer?: MediaFormAnswer
}

/** One news item's form: both languages' title and text, publish date, image; remove below. */
export function NewsFormPage({ newsId, values, imageUrl, notice, answer }: NewsFormProps) {
  const t = useMediaT()
  const saving = useNavigation().state === 'submitting'
  const [form, fields] = useForm<Record<string, string>, unknown, MediaFormErrorCode>({
    id: 'news',
    lastResult: answer?.result as never,
    defaultValue: values,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseNews(formData) as never,
  })
  const field = (name: string) => fields[name] as MediaField
  return (
    <ConsoleFrame title={t(newsId ? 'media.news.edit' : 'media.news.new')}>
      <p className="mb-4">
        <Link to="/admin/news" className="text-pitch-800 font-semibold underline">
          {t('media.news.back')}
        </Link>
      </p>
      {notice && !answer ? (
        <ConsoleNotice kind="success">{t(`media.news.done.${notice}`)}</ConsoleNotice>
      ) : null}
      {answer ? <MediaAnswerNotice answer={answer} /> : null}
      <section className="section-card">
        <Form
          method="post"
          encType="multipart/form-data"
          {...getFormProps(form)}
          className="grid gap-4"
          data-testid="admin-news-form"
        >
          <CsrfField />
          <input type="hidden" name="intent" value="save" />
          <MediaFormField field={field('titleFr')} label={t('media.news.titleFr')}>
            {(props) => (
              <input {...props} lang="fr" defaultValue={field('titleFr').initialValue as string} />
            )}
          </MediaFormField>
          <MediaFormField field={field('articleFr')} label={t('media.news.articleFr')}>
            {(props) => (
              <textarea
                {...props}
                lang="fr"
                rows={6}
                className={`${props.className} py-2`}
                defaultValue={field('articleFr').initialValue as string}
              />
            )}
          </MediaFormField>
          <MediaFormField field={field('titleEn')} label={t('media.news.titleEn')}>
            {(props) => (
              <input {...props} lang="en" defaultValue={field('titleEn').initialValue as string} />
            )}
          </MediaFormField>
          <MediaFormField field={field('articleEn')} label={t('media.news.articleEn')}>
            {(props) => (
              <textarea
                {...props}
                lang="en"
                rows={6}
                className={`${props.className} py-2`}
                defaultValue={field('articleEn').initialValue as string}
              />
            )}
          </MediaFormField>
          <MediaFormField
            field={field('date')}
            label={t('media.news.date')}
            hint={t('media.news.dateHint')}
          >
            {(props) => (
              <input {...props} type="date" defaultValue={field('date').initialValue as string} />
            )}
          </MediaFormField>
          <ImageField
            field={field('image')}
            label={t(imageUrl ? 'media.replaceImage' : 'media.news.image')}
            currentAlt={t('media.news.currentImage')}
            {...(imageUrl ? { currentUrl: imageUrl } : {})}
          />
          {imageUrl ? (
            <label className="flex min-h-11 items-center gap-3 font-semibold text-slate-900">
              <input type="checkbox" name="removeImage" className="size-5" />
              {t('media.news.removeImage')}
            </label>
          ) : null}
          <button type="submit" disabled={saving} className={primaryClasses}>
            {t(newsId ? 'media.news.save' : 'media.news.publish')}
          </button>
        </Form>
      </section>
      {newsId ? (
        <details className="section-card mt-6">
          <summary className="min-h-11 cursor-pointer py-2.5 font-semibold text-slate-900">
            {t('media.news.remove')}
          </summary>
          <p className="mt-2 text-slate-700">{t('media.news.removeHint')}</p>
          <Form method="post" encType="multipart/form-data" className="mt-3">
            <CsrfField />
            <input type="hidden" name="intent" value="remove" />
            <button
              type="submit"
              disabled={saving}
              className="btn min-h-12 w-full border-2 border-red-700 text-base text-red-800 hover:bg-red-50 sm:w-auto dark:text-red-200"
            >
              {t('media.news.removeConfirm')}
            </button>
          </Form>
        </details>
      ) : null}
    </ConsoleFrame>
  )
}
