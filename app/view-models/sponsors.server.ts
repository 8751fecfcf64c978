import { type MediaKind, resolveMediaUrl } from '~/data/media.server.ts'
import { resolveLanguage } from '~/i18n/language.ts'
import { translator } from '~/i18n/messages.ts'
import { pageMeta } from '~/utils/meta.ts'
import { type PageResult, pageResult } from '~/utils/page-result.ts'

import { currentLeague } from '~/data/current-league.server.ts'
import { type Resolved, type SponsorsPageView, toSponsorCards } from './sponsors.ts'

/**
 * Replaces each item's `imageRef` by the URL it resolves to (`image`), or drops it when the
 * file does not exist (the page shows its placeholder). A failed lookup never fails the page.
 */
export async function resolveImages<T extends { imageRef?: string }>(
  items: readonly T[],
  kind: MediaKind,
): Promise<Resolved<T>[]> {
  return Promise.all(
    items.map(async ({ imageRef, ...rest }) => {
      const image =
        imageRef === undefined
          ? undefined
          : await resolveMediaUrl(imageRef, kind).catch(() => undefined)
      return image === undefined ? rest : { ...rest, image }
    }),
  )
}

export type { SponsorsPageView }

/** The /sponsors page: every active sponsor with its logo. */
export async function loadSponsorsPage(request: Request): Promise<PageResult<SponsorsPageView>> {
  const { lang } = resolveLanguage(request)
  const t = translator(lang)
  const meta = pageMeta(lang, t('sponsors.pageTitle'), t('sponsors.pageDescription'))
  const current = await currentLeague()
  if (!current)
    return pageResult({ sponsors: [], version: 0, available: false }, 'unavailable', { meta })
  const sponsors = await resolveImages(toSponsorCards(current.league), 'sponsor')
  return pageResult({ sponsors, version: current.version, available: true }, 'ok', { meta })
}
