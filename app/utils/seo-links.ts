// Canonical link, `og:url`, alternates and the sitemap come from here, so they agree.
import type { Lang } from '~/i18n/language.ts'

import { pageParams } from './page-cache-key.ts'

export function pageAddress(pathname: string, search: URLSearchParams, lang: Lang): string {
  // A path such as `//evil.example/x` must never become another site's address.
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
