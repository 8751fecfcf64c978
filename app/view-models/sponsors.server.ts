import { resolveLanguage } from '~/i18n/language.ts'
import { translator } from '~/i18n/messages.ts'
import { pageMeta } from '~/utils/meta.ts'
import { type PageResult, pageResult } from '~/utils/page-result.ts'

import { currentLeague } from '~/data/current-league.server.ts'
import { resolveImages } from '~/data/images.server.ts'
import { type SponsorsPageView, toSponsorCards } from './sponsors.ts'

export type { SponsorsPageView }

export async function loadSponsorsPage(request: Request): Promise<PageResult<SponsorsPageView>> {
  const { lang } = resolveLanguage(request)
  const t = translator(lang)
  const meta = pageMeta(lang, t('sponsors.pageTitle'), t('sponsors.pageDescription'))
  const current = await currentLeague()
  if (!current)
    return pageResult({ sponsors: [], available: false }, 'unavailable', { meta })
  const sponsors = await resolveImages(toSponsorCards(current.league), 'sponsor')
  return pageResult({ sponsors, available: true }, 'ok', { meta })
}
