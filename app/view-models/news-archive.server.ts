import { currentLeague } from '~/data/current-league.server.ts'
import { resolveLanguage } from '~/i18n/language.ts'
import { pageMeta } from '~/utils/meta.ts'
import { type PageResult, pageResult } from '~/utils/page-result.ts'

import { type NewsArchiveView, buildNewsArchive } from './news-archive.ts'

export async function loadNewsArchive(request: Request): Promise<PageResult<NewsArchiveView>> {
  const { lang } = resolveLanguage(request)
  const current = await currentLeague()
  const view = buildNewsArchive(current?.league, lang)
  const meta = pageMeta(lang, view.text['newsArchive.title'], view.text['newsArchive.description'])
  return pageResult(view, view.available ? 'ok' : 'unavailable', { meta })
}
