import { type MediaKind, resolveMediaUrl } from '~/data/media.server.ts'
import { LEAGUE_UNAVAILABLE_STATUS, type LeaguePage } from '~/utils/league-page.ts'

import { loadLeagueContext } from './league-context.server.ts'
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
export async function loadSponsorsPage(): Promise<LeaguePage<SponsorsPageView>> {
  const context = await loadLeagueContext()
  if (!context)
    return {
      view: { sponsors: [], version: 0, available: false },
      status: LEAGUE_UNAVAILABLE_STATUS,
    }
  return {
    view: {
      sponsors: await resolveImages(toSponsorCards(context.league), 'sponsor'),
      version: context.version,
      available: true,
    },
    status: 200,
  }
}
