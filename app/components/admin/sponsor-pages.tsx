import { getFormProps, useForm } from '@conform-to/react'
import { Form, useNavigation } from 'react-router'

import type { MediaFormAnswer } from '~/admin/answers.ts'
import type { MediaFormErrorCode } from '~/admin/news-form.ts'
import { parseSponsor } from '~/admin/sponsor-form.ts'
import type { SponsorFormValues } from '~/admin/sponsor-views.ts'
import { Link } from '~/components/ui/link.tsx'
import { useMediaT } from '~/admin/media-text.ts'

import { ConsoleFrame, ConsoleNotice, CsrfField } from './console-frame.tsx'
import { ImageField, MediaAnswerNotice, type MediaField, MediaFormField } from './media-fields.tsx'

type Notice = 'added' | 'saved'

type SponsorFormProps = {
  sponsorId?: string
  values: SponsorFormValues
  logoUrl?: string
  notice?: Notice
  answer?: MediaFormAnswer
}

/** One sponsor's form: name, logo, link, and whether the site shows it. */
export function SponsorFormPage({ sponsorId, values, logoUrl, notice, answer }: SponsorFormProps) {
  const t = useMediaT()
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
    <ConsoleFrame title={t(sponsorId ? 'media.sponsors.edit' : 'media.sponsors.new')}>
      <p className="mb-4">
        <Link to="/admin/sponsors" className="text-pitch-800 font-semibold underline">
          {t('media.sponsors.back')}
        </Link>
      </p>
      {notice && !answer ? (
        <ConsoleNotice kind="success">{t(`media.sponsors.done.${notice}`)}</ConsoleNotice>
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
          <CsrfField />
          <MediaFormField field={field('name')} label={t('media.sponsors.name')}>
            {(props) => <input {...props} defaultValue={field('name').initialValue as string} />}
          </MediaFormField>
          <ImageField
            field={field('image')}
            label={t(logoUrl ? 'media.replaceImage' : 'media.sponsors.logo')}
            currentAlt={t('media.sponsors.currentLogo')}
            {...(logoUrl ? { currentUrl: logoUrl } : {})}
          />
          <MediaFormField
            field={field('websiteUrl')}
            label={t('media.sponsors.link')}
            hint={t('media.sponsors.linkHint')}
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
            {t('media.sponsors.active')}
          </label>
          <button
            type="submit"
            disabled={saving}
            className="btn bg-pitch-700 hover:bg-pitch-800 min-h-14 w-full text-lg text-white"
          >
            {t(sponsorId ? 'media.news.save' : 'media.sponsors.add')}
          </button>
        </Form>
      </section>
    </ConsoleFrame>
  )
}
