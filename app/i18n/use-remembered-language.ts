import { useEffect } from 'react'
import { useLocation } from 'react-router'

import { isLang, languageCookie } from './language.ts'

// Set in the browser: a cached page is the same for everyone and cannot set a cookie.
export function useRememberedLanguage(): void {
  const { search } = useLocation()
  useEffect(() => {
    const lang = new URLSearchParams(search).get('lang')
    if (!isLang(lang)) return
    const cookie = languageCookie(lang, window.location.protocol === 'https:')
    if (!document.cookie.split('; ').includes(`lang=${lang}`)) document.cookie = cookie
  }, [search])
}
