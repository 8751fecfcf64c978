import { Link, useLocation } from 'react-router'

import { otherLang, urlInLanguage } from '~/i18n/language.ts'
import { useLang, useT } from '~/i18n/use-translation.ts'

/** A plain link, so it works without JavaScript. */
export function LanguageToggle({ className }: { className?: string }) {
  const lang = useLang()
  const t = useT()
  const location = useLocation()
  const target = otherLang(lang)
  return (
    <Link
      to={urlInLanguage(location.pathname, location.search, target)}
      hrefLang={target}
      lang={target}
      // The name starts with the code it shows (WCAG 2.5.3 label in name).
      aria-label={`${target.toUpperCase()} – ${t('language.switchTo')}`}
      title={t('language.switchTo')}
      preventScrollReset
      className={
        className ??
        'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-white/30 px-3 text-sm font-bold tracking-wide text-white hover:bg-white/10'
      }
      data-testid="language-toggle"
    >
      {target.toUpperCase()}
    </Link>
  )
}
