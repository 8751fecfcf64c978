import type { Route } from './+types/news.$newsId'
import { NewsArticlePage } from '~/components/news/news-article-page.tsx'
import { pageHeaders, pageLoaderData, pageMetaOf } from '~/utils/page-result.ts'
import { loadNewsPage } from '~/view-models/news-page.server.ts'

export async function loader({ request, params }: Route.LoaderArgs) {
  return pageLoaderData(await loadNewsPage(request, params))
}

export const headers = pageHeaders
export const meta: Route.MetaFunction = pageMetaOf

export default function NewsRoute({ loaderData }: Route.ComponentProps) {
  return <NewsArticlePage view={loaderData.view} />
}
