import type { Route } from './+types/admin.sponsors.$sponsorId'
import { operatorPostOf } from '~/admin/console-context.server.ts'
import { loadSponsorForm, sponsorAction } from '~/admin/sponsor-pages.server.ts'
import { ConsoleFrame, ConsoleNotice } from '~/components/admin/console-frame.tsx'
import { SponsorFormPage } from '~/components/admin/sponsor-pages.tsx'
import { useMediaT } from '~/admin/media-text.ts'
import { pageActionData, pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'

/** One sponsor's form (`new` for a new one): name, logo, link, shown on the site or not. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return pageLoaderData(await loadSponsorForm(request, params.sponsorId))
}

export async function action({ params, context }: Route.ActionArgs) {
  return pageActionData(await sponsorAction(operatorPostOf(context), params.sponsorId))
}

export const headers = pageHeaders
export const meta: Route.MetaFunction = pageMetaOf

export default function AdminSponsorRoute({
  loaderData,
  actionData,
  params,
}: Route.ComponentProps) {
  const { view } = loaderData
  const t = useMediaT()
  if (params.sponsorId !== 'new' && !view.sponsorId)
    return (
      <ConsoleFrame title={t('media.sponsors.edit')}>
        <ConsoleNotice kind="problem">{t('media.sponsors.notFound')}</ConsoleNotice>
      </ConsoleFrame>
    )
  return (
    <SponsorFormPage
      key={view.sponsorId ?? 'new'}
      values={view.values}
      {...(view.sponsorId ? { sponsorId: view.sponsorId } : {})}
      {...(view.logoUrl ? { logoUrl: view.logoUrl } : {})}
      {...(view.notice ? { notice: view.notice } : {})}
      {...(actionData ? { answer: actionData } : {})}
    />
  )
}
