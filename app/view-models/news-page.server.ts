import { currentLeague } from '~/data/current-league.server.ts'
import { resolveLanguage } from '~/i18n/language.ts'
import { pageMeta } from '~/utils/meta.ts'
import { type PageResult, pageResult } from '~/utils/page-result.ts'

import { resolveImage } from '~/data/images.server.ts'
import {
  type NewsPageData,
  type NewsPageView,
  newsPageKind,
  newsPageText,
  newsPageView,
} from './news-page.ts'

export type { NewsPageData }

const NOINDEX = { name: 'robots', content: 'noindex' }

export async function loadNewsPage(
  request: Request,
  params: { newsId?: string },
): Promise<PageResult<NewsPageData>> {
  const { lang } = resolveLanguage(request)
  const current = await currentLeague()
  const view: NewsPageView = current
    ? newsPageView(current.league, params.newsId, lang)
    : { kind: 'unavailable', text: newsPageText(lang) }
  const kind = newsPageKind(view)
  if (view.kind !== 'article') {
    const title =
      view.kind === 'not-found'
        ? view.text['newsPage.notFoundTitle']
        : view.text['newsPage.unavailable']
    return pageResult(view, kind, { meta: [...pageMeta(lang, title), NOINDEX] })
  }
  const { imageRef, ...article } = view.article
  const image = await resolveImage(imageRef, 'news')
  const meta = pageMeta(lang, article.title, article.summary || undefined)
  return pageResult({ ...view, article: image ? { ...article, image } : article }, kind, { meta })
}
