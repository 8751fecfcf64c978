/**
 * Canonical and alternate addresses of a page (SEO), pure. A page's address keeps only the query
 * parameters it reads, in their fixed order (the same list as the page cache,
 * `page-cache-key.ts`), so tracking tags never reach a canonical link. French, the default, is the
 * plain address every French link uses; English adds `lang=en`. The canonical link, `og:url`, the
 * `hreflang` alternates and the sitemap all come from here, so they always agree.
 */
import type { Lang } from '~/i18n/language.ts'

import { pageParams } from './page-cache-key.ts'

/** The page's own address in `lang`: path and the parameters it reads (none for other paths). */
export function pageAddress(pathname: string, search: URLSearchParams, lang: Lang): string {
  // A request path such as `//evil.example/x` must never become another site's address.
  const path = `/${pathname.replace(/^[/\\]+/, '')}`
  const query = new URLSearchParams()
  for (const name of pageParams(path) ?? []) {
    const value = search.get(name)?.trim()
    if (value) query.set(name, value)
  }
  if (lang !== 'fr') query.set('lang', lang)
  const text = query.toString()
  return text ? `${path}?${text}` : path
}

export type SeoLinks = {
  canonical: string
  alternates: Array<{ hrefLang: 'fr' | 'en' | 'x-default'; href: string }>
}

/** Absolute canonical address and `hreflang` alternates (fr, en, x-default = French). */
export function seoLinks(publicUrl: string, url: URL, lang: Lang): SeoLinks {
  const base = publicUrl.replace(/\/+$/, '')
  const at = (which: Lang) => `${base}${pageAddress(url.pathname, url.searchParams, which)}`
  return {
    canonical: at(lang),
    alternates: [
      { hrefLang: 'fr', href: at('fr') },
      { hrefLang: 'en', href: at('en') },
      { hrefLang: 'x-default', href: at('fr') },
    ],
  }
}
