import { getFormProps, useForm } from '@conform-to/react'
import { Form, useNavigation } from 'react-router'

import type { MediaFormAnswer } from '~/admin/answers.ts'
import { bannerSchema } from '~/admin/banner-form.ts'
import { type MediaFormErrorCode, parseMediaForm } from '~/admin/news-form.ts'
import { Link } from '~/components/ui/link.tsx'
import { useMediaT } from '~/admin/media-text.ts'

import { ConsoleFrame, ConsoleNotice, CsrfField } from './console-frame.tsx'
import { ImageField, MediaAnswerNotice, type MediaField } from './media-fields.tsx'

type Props = {
  season?: { id: string; name: string; bannerUrl?: string }
  saved: boolean
  answer?: MediaFormAnswer
}

/** The active season's banner (as the preseason page shows it) and the upload of a new one. */
export function PreseasonBannerPage({ season, saved, answer }: Props) {
  const t = useMediaT()
  const saving = useNavigation().state === 'submitting'
  const [form, fields] = useForm<Record<string, string>, unknown, MediaFormErrorCode>({
    id: 'banner',
    lastResult: answer?.result as never,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseMediaForm(bannerSchema, formData) as never,
  })
  return (
    <ConsoleFrame title={t('media.preseason.title')}>
      {saved && !answer ? (
        <ConsoleNotice kind="success">{t('media.preseason.saved')}</ConsoleNotice>
      ) : null}
      {answer ? <MediaAnswerNotice answer={answer} /> : null}
      {!season ? (
        <ConsoleNotice kind="problem">{t('media.preseason.noSeason')}</ConsoleNotice>
      ) : (
        <section className="section-card grid gap-4">
          <p className="text-lg font-semibold text-slate-700">
            {t('media.preseason.season', { season: season.name })}
          </p>
          {season.bannerUrl ? null : <p className="text-slate-700">{t('media.preseason.none')}</p>}
          <Form
            method="post"
            encType="multipart/form-data"
            {...getFormProps(form)}
            className="grid gap-4"
            data-testid="admin-banner-form"
          >
            <CsrfField />
            <ImageField
              field={fields.image as MediaField}
              label={t(season.bannerUrl ? 'media.preseason.replace' : 'media.preseason.banner')}
              currentAlt={t('media.preseason.current', { season: season.name })}
              {...(season.bannerUrl ? { currentUrl: season.bannerUrl } : {})}
            />
            <button
              type="submit"
              disabled={saving}
              className="btn bg-pitch-700 hover:bg-pitch-800 min-h-14 w-full text-lg text-white"
            >
              {t('media.preseason.save')}
            </button>
          </Form>
          <p>
            <Link to="/preseason" className="text-pitch-800 font-semibold underline">
              {t('media.preseason.see')}
            </Link>
          </p>
        </section>
      )}
    </ConsoleFrame>
  )
}
