import { data, redirect } from 'react-router'

import type { Route } from './+types/registration'
import { PageHeader } from '~/components/page-header.tsx'
import { RegistrationClosedNotice } from '~/components/registration/closed-notice.tsx'
import { LeagueInfoPanel } from '~/components/registration/league-info-panel.tsx'
import { RegistrationForm } from '~/components/registration/registration-form.tsx'
import { RegistrationStatus } from '~/components/registration/status-banner.tsx'
import { RegistrationToaster } from '~/components/registration/toaster.tsx'
import { getEnv, getNow } from '~/env.server.ts'
import { log } from '~/logger.server.ts'
import { resolveLanguage } from '~/i18n/language.ts'
import { localizedHref } from '~/i18n/localized-href.ts'
import { translator } from '~/i18n/messages.ts'
import { useT } from '~/i18n/use-translation.ts'
import { choicesView } from '~/registration/options.ts'
import { isoToday } from '~/registration/form-values.ts'
import { loadRegistrationChoices, registrationServices } from '~/registration/services.server.ts'
import { signStartedAt } from '~/registration/form-key.server.ts'
import { handleRegistrationAction } from '~/registration/submit.server.ts'
import { useRootData } from '~/utils/use-root-data.ts'
import { langFromMatches, pageMeta } from '~/utils/meta.ts'

export const meta: Route.MetaFunction = ({ matches }) => {
  const lang = langFromMatches(matches)
  const t = translator(lang)
  return pageMeta(lang, t('registration.title'), t('registration.description'))
}

/**
 * Only the season and division lists (ids and names): no registration ever leaves the server.
 * Registration closed (the operator's REGISTRATION_OPEN switch, which the navigation follows
 * too): no form, and the action refuses posts.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { lang } = resolveLanguage(request)
  const open = getEnv().REGISTRATION_OPEN
  const submitted = open && new URL(request.url).searchParams.get('submitted') === '1'
  const today = isoToday(getNow())
  // The real clock (not LEAGUE_NOW): when this form was served, for the time-to-submit check.
  const startedAt = signStartedAt(Date.now(), registrationServices().formKey)
  if (!open) return { open, seasons: [], defaultSeasonId: '', today, submitted, startedAt }
  try {
    const choices = choicesView(await loadRegistrationChoices(), lang)
    return { open, ...choices, today, submitted, startedAt }
  } catch (error) {
    // The form still shows; a post is refused until the league data is back.
    log('error', 'registration: league data unavailable', { error })
    return { open, seasons: [], defaultSeasonId: '', today, submitted, startedAt }
  }
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

/** Keeps the root's headers, adds the action's (Retry-After); never cached. */
export function headers({ parentHeaders, actionHeaders }: Route.HeadersArgs) {
  const merged = new Headers(parentHeaders)
  for (const [name, value] of actionHeaders) merged.set(name, value)
  merged.set('Cache-Control', 'no-store')
  return merged
}

export default function RegistrationPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const root = useRootData()
  const contactEmail = root?.contactEmail ?? ''
  if (!loaderData.open) {
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
          <LeagueInfoPanel contactEmail={contactEmail} />
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
        {loaderData.submitted ||
        actionData?.status === 'invalid' ||
        actionData?.status === 'error' ? (
          // First on phones too: the outcome of a post without JavaScript is read before anything else.
          <div className="lg:order-0 lg:col-span-2">
            <RegistrationStatus posted={actionData} submitted={loaderData.submitted} />
          </div>
        ) : null}
        <div className="lg:sticky lg:top-24 lg:order-2 lg:self-start">
          <LeagueInfoPanel contactEmail={contactEmail} />
        </div>
        <div className="min-w-0 lg:order-1">
          <RegistrationForm
            seasons={loaderData.seasons}
            defaultSeasonId={loaderData.defaultSeasonId}
            today={loaderData.today}
            contactEmail={contactEmail}
            posted={actionData}
            startedAt={loaderData.startedAt}
          />
        </div>
      </div>
      <RegistrationToaster />
    </>
  )
}
