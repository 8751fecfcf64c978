import { data, redirect } from 'react-router'

import type { Route } from './+types/registration'
import { PageHeader } from '~/components/page-header.tsx'
import { RegistrationClosedNotice } from '~/components/registration/closed-notice.tsx'
import { LeagueInfoPanel } from '~/components/registration/league-info-panel.tsx'
import { RegistrationForm } from '~/components/registration/registration-form.tsx'
import { RegistrationStatus } from '~/components/registration/status-banner.tsx'
import { RegistrationToaster } from '~/components/registration/toaster.tsx'
import { resolveLanguage } from '~/i18n/language.ts'
import { localizedHref } from '~/i18n/localized-href.ts'
import { useT } from '~/i18n/use-translation.ts'
import { loadRegistrationPage } from '~/registration/page.server.ts'
import { registrationServices } from '~/registration/services.server.ts'
import { handleRegistrationAction } from '~/registration/submit.server.ts'
import { pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'
import { useRootData } from '~/utils/use-root-data.ts'

export async function loader({ request }: Route.LoaderArgs) {
  return pageLoaderData(await loadRegistrationPage(request))
}

export async function action({ request }: Route.ActionArgs) {
  const { lang } = resolveLanguage(request)
  const outcome = await handleRegistrationAction(request, lang, registrationServices())
  if (outcome.type === 'redirect') return redirect(localizedHref(outcome.location, lang), 303)
  return data(outcome.data, {
    status: outcome.status,
    headers: { 'Cache-Control': 'no-store', ...outcome.headers },
  })
}

export const headers = pageHeaders
export const meta: Route.MetaFunction = pageMetaOf

export default function RegistrationPage({ loaderData, actionData }: Route.ComponentProps) {
  const view = loaderData.view
  const t = useT()
  const root = useRootData()
  const contactEmail = root?.contactEmail ?? ''
  if (!view.open) {
    return (
      <>
        <PageHeader title={t('registration.title')} />
        <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8 lg:py-12">
          <div className="grid min-w-0 content-start gap-6">
            {actionData?.status === 'error' ? <RegistrationStatus posted={actionData} /> : null}
            <RegistrationClosedNotice
              contactEmail={contactEmail}
              season={root?.registrationSeason ?? null}
            />
          </div>
          <LeagueInfoPanel contactEmail={contactEmail} info={view.info} />
        </div>
      </>
    )
  }
  return (
    <>
      <PageHeader title={t('registration.title')}>
        <p>{t('registration.intro')}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8 lg:py-12">
        {view.submitted || actionData?.status === 'invalid' || actionData?.status === 'error' ? (
          // First on phones too: the outcome of a post without JavaScript is read before anything
          // else.
          <div className="lg:order-0 lg:col-span-2">
            <RegistrationStatus posted={actionData} submitted={view.submitted} />
          </div>
        ) : null}
        <div className="lg:sticky lg:top-24 lg:order-2 lg:self-start">
          <LeagueInfoPanel contactEmail={contactEmail} info={view.info} />
        </div>
        <div className="min-w-0 lg:order-1">
          <RegistrationForm
            seasons={view.seasons}
            defaultSeasonId={view.defaultSeasonId}
            today={view.today}
            contactEmail={contactEmail}
            posted={actionData}
            startedAt={view.startedAt}
          />
        </div>
      </div>
      <RegistrationToaster />
    </>
  )
}
