import { getEnv } from '~/env.server.ts'
import type { Lang } from '~/i18n/language.ts'
import { type SeoLinks, seoLinks } from '~/utils/seo-links.ts'

import { shareImageAlt, shareImagePath } from './share-image.ts'

export type ShareLinks = SeoLinks & { image: string; imageAlt: string }

export function shareLinks(request: Request, lang: Lang): ShareLinks {
  const publicUrl = getEnv().PUBLIC_URL.replace(/\/+$/, '')
  const url = new URL(request.url)
  // A client-side navigation's data request (`/standings.data`, `/_root.data`) is about the page
  // without the suffix.
  url.pathname = url.pathname.replace(/\/_(root)?\.data$/, '/').replace(/\.data$/, '')
  url.searchParams.delete('_routes')
  const image = shareImagePath(url.pathname, url.searchParams, lang)
  return {
    ...seoLinks(publicUrl, url, lang),
    image: `${publicUrl}${image}`,
    imageAlt: shareImageAlt(image, lang),
  }
}
