import type { Lang } from '~/league/labels.ts'
import { readCookie } from '~/utils/cookies.ts'

/** The domain imports nothing from the app. */
export type { Lang }
export const DEFAULT_LANG: Lang = 'fr'
export const LANG_COOKIE = 'lang'

export function isLang(value: unknown): value is Lang {
  return value === 'fr' || value === 'en'
}

export function otherLang(lang: Lang): Lang {
  return lang === 'fr' ? 'en' : 'fr'
}

export function localeOf(lang: Lang): 'fr-CA' | 'en-CA' {
  return lang === 'fr' ? 'fr-CA' : 'en-CA'
}

/** Cached pages never reach the cookie branch: the front layer redirects first. */
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

/** A path such as `//evil.example/x` must not become a link to another site. */
export function urlInLanguage(pathname: string, search: string, lang: Lang): string {
  const params = new URLSearchParams(search)
  params.set('lang', lang)
  return `${pathname.replace(/^[/\\]+/, '/')}?${params.toString()}`
}
