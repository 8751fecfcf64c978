import type { Route } from './+types/admin.news'
import { loadNewsList } from '~/admin/news-pages.server.ts'
import { NewsListPage } from '~/components/admin/news-list-page.tsx'
import { pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'

/** The league's news, newest first, each one tap from its form. */
export async function loader({ request }: Route.LoaderArgs) {
  return pageLoaderData(await loadNewsList(request))
}

export const headers = pageHeaders
export const meta: Route.MetaFunction = pageMetaOf

export default function AdminNewsRoute({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData
  return (
    <NewsListPage
      {...(view.rows ? { rows: view.rows } : {})}
      {...(view.notice ? { notice: view.notice } : {})}
    />
  )
}
