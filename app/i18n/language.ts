import type { Lang } from '~/league/labels.ts'
import { readCookie } from '~/utils/cookies.ts'

/** The one `Lang` type is the domain's (the domain imports nothing from the app). */
export type { Lang }
export const DEFAULT_LANG: Lang = 'fr'
export const LANG_COOKIE = 'lang'

export function isLang(value: unknown): value is Lang {
  return value === 'fr' || value === 'en'
}

export function otherLang(lang: Lang): Lang {
  return lang === 'fr' ? 'en' : 'fr'
}

/** BCP 47 locale used with Intl for dates and amounts (docs/product.md#languages). */
export function localeOf(lang: Lang): 'fr-CA' | 'en-CA' {
  return lang === 'fr' ? 'fr-CA' : 'en-CA'
}

/**
 * The page language: `?lang=` wins, then the cookie the browser keeps (use-remembered-language),
 * then French. Cached pages never reach the cookie branch: the front layer redirects a plain URL
 * with an English cookie to its `?lang=en` form (page-cache-key.ts).
 */
export function resolveLanguage(request: Request): { lang: Lang } {
  const query = new URL(request.url).searchParams.get('lang')
  if (isLang(query)) return { lang: query }
  const cookie = readCookie(request.headers.get('Cookie'), LANG_COOKIE)
  return { lang: isLang(cookie) ? cookie : DEFAULT_LANG }
}

export function languageCookie(lang: Lang, secure: boolean): string {
  const oneYear = 60 * 60 * 24 * 365
  return `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${oneYear}; SameSite=Lax${secure ? '; Secure' : ''}`
}

/**
 * The same URL in the given language (keeps the other query parameters). Always a same-site
 * path: a request path such as `//evil.example/x` must not become a link to another site.
 */
export function urlInLanguage(pathname: string, search: string, lang: Lang): string {
  const params = new URLSearchParams(search)
  params.set('lang', lang)
  return `${pathname.replace(/^[/\\]+/, '/')}?${params.toString()}`
}
