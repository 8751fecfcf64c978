import { resolveMediaUrl } from '~/data/media.server.ts'
import { resolveLanguage } from '~/i18n/language.ts'
import type { LeaguePage } from '~/utils/league-page.ts'

import { currentLeague } from '~/data/current-league.server.ts'
import {
  type NewsPageData,
  type NewsPageView,
  newsPageStatus,
  newsPageText,
  newsPageView,
} from './news-page.ts'

export type { NewsPageData }

/** `/news/{id}`: the article, its image resolved to a URL (none when the file is missing). */
export async function loadNewsPage(
  request: Request,
  id: string | undefined,
): Promise<LeaguePage<NewsPageData>> {
  const { lang } = resolveLanguage(request)
  const context = await currentLeague()
  const view: NewsPageView = context
    ? newsPageView(context.league, id, lang)
    : { kind: 'unavailable', text: newsPageText(lang) }
  const status = newsPageStatus(view)
  if (view.kind !== 'article') return { view, status }
  const { imageRef, ...article } = view.article
  const image =
    imageRef === undefined
      ? undefined
      : await resolveMediaUrl(imageRef, 'news').catch(() => undefined)
  return { view: { ...view, article: image ? { ...article, image } : article }, status }
}
