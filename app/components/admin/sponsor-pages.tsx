import { getFormProps, useForm } from '@conform-to/react'
import { Form, useNavigation } from 'react-router'

import type { ConsoleFrameView, MediaFormAnswer } from '~/admin/answers.ts'
import type { MediaFormErrorCode } from '~/admin/news-form.ts'
import { parseSponsor } from '~/admin/sponsor-form.ts'
import type { SponsorFormValues, SponsorRow } from '~/admin/sponsor-views.ts'
import { Link } from '~/components/ui/link.tsx'
import { useAdminT } from '~/i18n/admin-text.ts'

import { ConsoleFrame, ConsoleNotice } from './console-frame.tsx'
import { ImageField, MediaAnswerNotice, type MediaField, MediaFormField } from './media-fields.tsx'

type Notice = 'added' | 'saved'
type Row = Omit<SponsorRow, 'logoRef'> & { logoUrl?: string }

const linkButtonClasses =
  'btn bg-pitch-700 hover:bg-pitch-800 inline-flex min-h-12 items-center text-base text-white'

/** Every sponsor, shown ones first, each one tap from its form; a button to add one. */
export function SponsorListPage({
  frame,
  rows,
  notice,
}: {
  frame: ConsoleFrameView
  rows?: Row[]
  notice?: Notice
}) {
  const t = useAdminT()
  return (
    <ConsoleFrame title={t('admin.sponsors.title')} frame={frame}>
      {notice ? (
        <ConsoleNotice kind="success">{t(`admin.sponsors.done.${notice}`)}</ConsoleNotice>
      ) : null}
      {!rows ? (
        <ConsoleNotice kind="problem">{t('admin.unavailable')}</ConsoleNotice>
      ) : (
        <div className="grid gap-5">
          <p>
            <Link to="/admin/sponsors/new" className={linkButtonClasses}>
              {t('admin.sponsors.new')}
            </Link>
          </p>
          {rows.length === 0 ? (
            <p className="text-slate-700">{t('admin.sponsors.none')}</p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2" data-testid="admin-sponsor-list">
              {rows.map((row) => (
                <li key={row.id}>
                  <Link
                    to={`/admin/sponsors/${encodeURIComponent(row.id)}`}
                    className="hover:border-pitch-600 flex min-h-16 items-center gap-4 rounded-xl border border-slate-200 p-4"
                  >
                    {row.logoUrl ? (
                      <img
                        src={row.logoUrl}
                        alt=""
                        className="h-12 w-20 shrink-0 rounded bg-white object-contain"
                      />
                    ) : (
                      <span
                        className="h-12 w-20 shrink-0 rounded bg-slate-100"
                        aria-hidden="true"
                      />
                    )}
                    <span className="min-w-0">
                      <span className="name-wrap block text-lg font-bold text-slate-900">
                        {row.name || t('admin.news.untitled')}
                      </span>
                      <span
                        className={
                          row.active
                            ? 'text-pitch-800 text-sm font-semibold'
                            : 'text-sm text-slate-600'
                        }
                      >
                        {t(row.active ? 'admin.sponsors.shown' : 'admin.sponsors.hidden')}
                      </span>
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

type SponsorFormProps = {
  frame: ConsoleFrameView
  sponsorId?: string
  values: SponsorFormValues
  logoUrl?: string
  notice?: Notice
  answer?: MediaFormAnswer
}

/** One sponsor's form: name, logo, link, and whether the site shows it. */
export function SponsorFormPage({
  frame,
  sponsorId,
  values,
  logoUrl,
  notice,
  answer,
}: SponsorFormProps) {
  const t = useAdminT()
  const saving = useNavigation().state === 'submitting'
  const [form, fields] = useForm<Record<string, string>, unknown, MediaFormErrorCode>({
    id: 'sponsor',
    lastResult: answer?.result as never,
    defaultValue: { ...values, active: values.active ? 'on' : '' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseSponsor(formData) as never,
  })
  const field = (name: string) => fields[name] as MediaField
  return (
    <ConsoleFrame title={t(sponsorId ? 'admin.sponsors.edit' : 'admin.sponsors.new')} frame={frame}>
      <p className="mb-4">
        <Link to="/admin/sponsors" className="text-pitch-800 font-semibold underline">
          {t('admin.sponsors.back')}
        </Link>
      </p>
      {notice && !answer ? (
        <ConsoleNotice kind="success">{t(`admin.sponsors.done.${notice}`)}</ConsoleNotice>
      ) : null}
      {answer ? <MediaAnswerNotice answer={answer} /> : null}
      <section className="section-card">
        <Form
          method="post"
          encType="multipart/form-data"
          {...getFormProps(form)}
          className="grid gap-4"
          data-testid="admin-sponsor-form"
        >
          <input type="hidden" name="csrf" value={frame.csrf} />
          <MediaFormField field={field('name')} label={t('admin.sponsors.name')}>
            {(props) => <input {...props} defaultValue={field('name').initialValue as string} />}
          </MediaFormField>
          <ImageField
            field={field('image')}
            label={t(logoUrl ? 'admin.media.replaceImage' : 'admin.sponsors.logo')}
            currentAlt={t('admin.sponsors.currentLogo')}
            {...(logoUrl ? { currentUrl: logoUrl } : {})}
          />
          <MediaFormField
            field={field('websiteUrl')}
            label={t('admin.sponsors.link')}
            hint={t('admin.sponsors.linkHint')}
          >
            {(props) => (
              <input
                {...props}
                type="text"
                inputMode="url"
                autoComplete="url"
                defaultValue={field('websiteUrl').initialValue as string}
              />
            )}
          </MediaFormField>
          <label className="flex min-h-11 items-center gap-3 font-semibold text-slate-900">
            <input
              type="checkbox"
              name="active"
              className="size-5"
              defaultChecked={field('active').initialValue === 'on'}
            />
            {t('admin.sponsors.active')}
          </label>
          <button
            type="submit"
            disabled={saving}
            className="btn bg-pitch-700 hover:bg-pitch-800 min-h-14 w-full text-lg text-white"
          >
            {t(sponsorId ? 'admin.news.save' : 'admin.sponsors.add')}
          </button>
        </Form>
      </section>
    </ConsoleFrame>
  )
}
