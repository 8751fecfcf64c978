import { getFormProps, useForm } from '@conform-to/react'
import { Form, useNavigation } from 'react-router'

import type { ConsoleFrameView, MediaFormAnswer } from '~/admin/answers.ts'
import { type MediaFormErrorCode, parseNews } from '~/admin/news-form.ts'
import type { NewsFormValues, NewsRow } from '~/admin/news-views.ts'
import { Link } from '~/components/ui/link.tsx'
import { useAdminT } from '~/i18n/admin-text.ts'

import { ConsoleFrame, ConsoleNotice } from './console-frame.tsx'
import { ImageField, MediaAnswerNotice, type MediaField, MediaFormField } from './media-fields.tsx'

type Notice = 'added' | 'saved' | 'removed'

const primaryClasses = 'btn bg-pitch-700 hover:bg-pitch-800 min-h-14 w-full text-lg text-white'
const linkButtonClasses =
  'btn bg-pitch-700 hover:bg-pitch-800 inline-flex min-h-12 items-center text-base text-white'

/** The news, newest first, each one tap from its form; a button to write a new one. */
export function NewsListPage({
  frame,
  rows,
  notice,
}: {
  frame: ConsoleFrameView
  rows?: NewsRow[]
  notice?: Notice
}) {
  const t = useAdminT()
  return (
    <ConsoleFrame title={t('admin.news.title')} frame={frame}>
      {notice ? (
        <ConsoleNotice kind="success">{t(`admin.news.done.${notice}`)}</ConsoleNotice>
      ) : null}
      {!rows ? (
        <ConsoleNotice kind="problem">{t('admin.unavailable')}</ConsoleNotice>
      ) : (
        <div className="grid gap-5">
          <p>
            <Link to="/admin/news/new" className={linkButtonClasses}>
              {t('admin.news.new')}
            </Link>
          </p>
          {rows.length === 0 ? (
            <p className="text-slate-700">{t('admin.news.none')}</p>
          ) : (
            <ul className="grid gap-3" data-testid="admin-news-list">
              {rows.map((row) => (
                <li key={row.id}>
                  <Link
                    to={`/admin/news/${encodeURIComponent(row.id)}`}
                    className="hover:border-pitch-600 block min-h-12 rounded-xl border border-slate-200 p-4"
                  >
                    <span className="name-wrap block text-lg font-bold text-slate-900">
                      {row.title || t('admin.news.untitled')}
                    </span>
                    <span className="text-sm text-slate-600">
                      {[row.date, row.hasImage ? t('admin.news.withImage') : '']
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </ConsoleFrame>
  )
}

type NewsFormProps = {
  frame: ConsoleFrameView
  newsId?: string
  values: NewsFormValues
  imageUrl?: string
  notice?: Notice
  answer?: MediaFormAnswer
}

/** One news item's form: both languages' title and text, publish date, image; remove below. */
export function NewsFormPage({ frame, newsId, values, imageUrl, notice, answer }: NewsFormProps) {
  const t = useAdminT()
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
    <ConsoleFrame title={t(newsId ? 'admin.news.edit' : 'admin.news.new')} frame={frame}>
      <p className="mb-4">
        <Link to="/admin/news" className="text-pitch-800 font-semibold underline">
          {t('admin.news.back')}
        </Link>
      </p>
      {notice && !answer ? (
        <ConsoleNotice kind="success">{t(`admin.news.done.${notice}`)}</ConsoleNotice>
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
          <input type="hidden" name="csrf" value={frame.csrf} />
          <input type="hidden" name="intent" value="save" />
          <MediaFormField field={field('titleFr')} label={t('admin.news.titleFr')}>
            {(props) => (
              <input {...props} lang="fr" defaultValue={field('titleFr').initialValue as string} />
            )}
          </MediaFormField>
          <MediaFormField field={field('articleFr')} label={t('admin.news.articleFr')}>
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
          <MediaFormField field={field('titleEn')} label={t('admin.news.titleEn')}>
            {(props) => (
              <input {...props} lang="en" defaultValue={field('titleEn').initialValue as string} />
            )}
          </MediaFormField>
          <MediaFormField field={field('articleEn')} label={t('admin.news.articleEn')}>
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
            label={t('admin.news.date')}
            hint={t('admin.news.dateHint')}
          >
            {(props) => (
              <input {...props} type="date" defaultValue={field('date').initialValue as string} />
            )}
          </MediaFormField>
          <ImageField
            field={field('image')}
            label={t(imageUrl ? 'admin.media.replaceImage' : 'admin.news.image')}
            currentAlt={t('admin.news.currentImage')}
            {...(imageUrl ? { currentUrl: imageUrl } : {})}
          />
          {imageUrl ? (
            <label className="flex min-h-11 items-center gap-3 font-semibold text-slate-900">
              <input type="checkbox" name="removeImage" className="size-5" />
              {t('admin.news.removeImage')}
            </label>
          ) : null}
          <button type="submit" disabled={saving} className={primaryClasses}>
            {t(newsId ? 'admin.news.save' : 'admin.news.publish')}
          </button>
        </Form>
      </section>
      {newsId ? (
        <details className="section-card mt-6">
          <summary className="min-h-11 cursor-pointer py-2.5 font-semibold text-slate-900">
            {t('admin.news.remove')}
          </summary>
          <p className="mt-2 text-slate-700">{t('admin.news.removeHint')}</p>
          <Form method="post" encType="multipart/form-data" className="mt-3">
            <input type="hidden" name="csrf" value={frame.csrf} />
            <input type="hidden" name="intent" value="remove" />
            <button
              type="submit"
              disabled={saving}
              className="btn min-h-12 w-full border-2 border-red-700 text-base text-red-800 hover:bg-red-50 sm:w-auto dark:text-red-200"
            >
              {t('admin.news.removeConfirm')}
            </button>
          </Form>
        </details>
      ) : null}
    </ConsoleFrame>
  )
}
