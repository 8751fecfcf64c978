import { useEffect } from 'react'
import { useLocation } from 'react-router'

import { isLang, languageCookie } from './language.ts'

/**
 * Remembers the language of a page opened with `?lang=` in the `lang` cookie, so a later visit to
 * a URL without it is redirected to that language (app/utils/page-cache-key.ts). Set here, in the
 * browser, rather than by the server: pages then carry no Set-Cookie and any shared cache may keep
 * them.
 */
export function useRememberedLanguage(): void {
  const { search } = useLocation()
  useEffect(() => {
    const lang = new URLSearchParams(search).get('lang')
    if (!isLang(lang)) return
    const cookie = languageCookie(lang, window.location.protocol === 'https:')
    if (!document.cookie.split('; ').includes(`lang=${lang}`)) document.cookie = cookie
  }, [search])
}
