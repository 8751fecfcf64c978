import { currentLeague } from '~/data/current-league.server.ts'
import { resolveLanguage } from '~/i18n/language.ts'
import { translator } from '~/i18n/messages.ts'
import { pageMeta } from '~/utils/meta.ts'
import { type PageResult, pageResult } from '~/utils/page-result.ts'

import { resolveImage } from '~/data/images.server.ts'
import {
  type PreseasonPageView,
  preseasonSource,
  toPreseasonView,
  unavailablePreseasonPage,
} from './preseason.ts'

export async function loadPreseasonPage(request: Request): Promise<PageResult<PreseasonPageView>> {
  const { lang } = resolveLanguage(request)
  const t = translator(lang)
  const meta = pageMeta(lang, t('preseason.title'), t('preseason.description'))
  const current = await currentLeague()
  if (!current) return pageResult(unavailablePreseasonPage(), 'unavailable', { meta })
  const { league, now } = current
  const source = preseasonSource(league)
  const imageUrl =
    source.kind === 'season' && source.entry
      ? await resolveImage(source.entry.url, 'preseason')
      : undefined
  return pageResult(toPreseasonView(source, imageUrl, league, lang, now), 'ok', { meta })
}
