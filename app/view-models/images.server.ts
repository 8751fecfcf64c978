/**
 * The one place image references of the league data become URLs: embedded media files, Firebase
 * Storage, and the team-photo folders (TeamsImages/, TeamPhotos/, Teams/), by
 * `app/data/media.server.ts`. View models leave references (`imageRef`, a photo value); page
 * loaders resolve them here. A failed lookup never fails a page: the image is left out and the
 * page shows its placeholder.
 */
import { type MediaKind, resolveMediaUrl } from '~/data/media.server.ts'

import type { Resolved } from './sponsors.ts'
import type { PhotoResolver } from './team-pages-common.ts'

/** The URL of one image reference, or undefined (none, missing file, failed lookup). */
export function resolveImage(
  imageRef: string | undefined,
  kind: MediaKind,
): Promise<string | undefined> {
  if (imageRef === undefined) return Promise.resolve(undefined)
  return resolveMediaUrl(imageRef, kind).catch(() => undefined)
}

/** Replaces each item's `imageRef` by its URL (`image`), or drops it when there is none. */
export async function resolveImages<T extends { imageRef?: string }>(
  items: readonly T[],
  kind: MediaKind,
): Promise<Resolved<T>[]> {
  return Promise.all(
    items.map(async ({ imageRef, ...rest }) => {
      const image = await resolveImage(imageRef, kind)
      return image === undefined ? rest : { ...rest, image }
    }),
  )
}

/** Team and player photos of the team, match and player pages. */
export const resolvePhoto: PhotoResolver = (value, kind) => resolveImage(value, kind)
