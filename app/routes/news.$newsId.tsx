import type { Route } from './+types/news.$newsId'
import { NewsArticlePage } from '~/components/news/news-article-page.tsx'
import { leaguePageData, leaguePageHeaders } from '~/utils/league-page.ts'
import { langFromMatches, pageMeta } from '~/utils/meta.ts'
import { loadNewsPage } from '~/view-models/news-page.server.ts'

/** `/news/{id}` (docs/product.md#news): a news article at its own address. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return leaguePageData(await loadNewsPage(request, params.newsId))
}

/** Keeps the root's headers and adds the loader's (the data-unavailable ones). */
export const headers = leaguePageHeaders

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const lang = langFromMatches(matches)
  if (loaderData?.kind === 'article')
    return pageMeta(lang, loaderData.article.title, loaderData.article.summary || undefined)
  const title =
    loaderData?.kind === 'not-found'
      ? loaderData.text['newsPage.notFoundTitle']
      : loaderData?.text['newsPage.unavailable']
  return [...pageMeta(lang, title), { name: 'robots', content: 'noindex' }]
}

export default function NewsRoute({ loaderData }: Route.ComponentProps) {
  return <NewsArticlePage view={loaderData} />
}
