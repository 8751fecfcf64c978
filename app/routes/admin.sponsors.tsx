import type { Route } from './+types/admin.sponsors'
import { loadSponsorList } from '~/admin/sponsor-pages.server.ts'
import { SponsorListPage } from '~/components/admin/sponsor-list-page.tsx'
import { pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'

/** The league's sponsors, shown and hidden, each one tap from its form. */
export async function loader({ request }: Route.LoaderArgs) {
  return pageLoaderData(await loadSponsorList(request))
}

export const headers = pageHeaders
export const meta: Route.MetaFunction = pageMetaOf

export default function AdminSponsorsRoute({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData
  return (
    <SponsorListPage
      {...(view.rows ? { rows: view.rows } : {})}
      {...(view.notice ? { notice: view.notice } : {})}
    />
  )
}
