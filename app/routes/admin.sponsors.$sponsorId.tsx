import type { Route } from './+types/admin.sponsors.$sponsorId'
import { loadSponsorForm, sponsorAction } from '~/admin/sponsor-pages.server.ts'
import { ConsoleFrame, ConsoleNotice } from '~/components/admin/console-frame.tsx'
import { SponsorFormPage } from '~/components/admin/sponsor-pages.tsx'
import { useAdminT } from '~/i18n/admin-text.ts'
import { pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'

/** One sponsor's form (`new` for a new one): name, logo, link, shown on the site or not. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return pageLoaderData(await loadSponsorForm(request, params.sponsorId))
}

export function action({ request, params }: Route.ActionArgs) {
  return sponsorAction(request, params.sponsorId)
}

export const headers = pageHeaders
export const meta: Route.MetaFunction = pageMetaOf

export default function AdminSponsorRoute({
  loaderData,
  actionData,
  params,
}: Route.ComponentProps) {
  const { view } = loaderData
  const t = useAdminT()
  if (params.sponsorId !== 'new' && !view.sponsorId)
    return (
      <ConsoleFrame title={t('admin.sponsors.edit')} frame={view}>
        <ConsoleNotice kind="problem">{t('admin.sponsors.notFound')}</ConsoleNotice>
      </ConsoleFrame>
    )
  return (
    <SponsorFormPage
      key={view.sponsorId ?? 'new'}
      frame={view}
      values={view.values}
      {...(view.sponsorId ? { sponsorId: view.sponsorId } : {})}
      {...(view.logoUrl ? { logoUrl: view.logoUrl } : {})}
      {...(view.notice ? { notice: view.notice } : {})}
      {...(actionData ? { answer: actionData } : {})}
    />
  )
}
