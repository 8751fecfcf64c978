import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'

import { useHydrated } from '~/components/ui/client-hooks.ts'
import { useLang, useT } from '~/i18n/use-translation.ts'
import { leagueTimeZone } from '~/league/time.ts'
import { useRootData } from '~/utils/use-root-data.ts'

/**
 * Pages are cached per league date; a tab left open is brought up to date when printing. The
 * address is the page's canonical one until hydrated: the server rendered the page cache's
 * normalised URL (`/news/~unknown`, unread parameters dropped), which the browser's may not be,
 * and a text that differs breaks hydration (React #418).
 */
export function PrintLine() {
  const root = useRootData()
  const t = useT()
  const lang = useLang()
  const { pathname, search } = useLocation()
  const [date, setDate] = useState<string | undefined>(undefined)
  const hydrated = useHydrated()
  useEffect(() => {
    const update = () =>
      setDate(
        new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', {
          dateStyle: 'long',
          timeZone: leagueTimeZone(),
        })
          .format(new Date())
          .replace(lang === 'fr' ? /^1(?=\s)/ : /^$/, '1er'),
      )
    window.addEventListener('beforeprint', update)
    return () => window.removeEventListener('beforeprint', update)
  }, [lang])
  if (!root) return null
  return (
    <p
      className="print-only mx-4 mt-6 border-t border-black pt-1 text-[8pt]"
      data-testid="print-line"
    >
      {hydrated
        ? `${root.publicUrl}${pathname}${search}`
        : (root.share?.canonical ?? root.publicUrl)}{' '}
      · {t('print.printedOn', { date: date ?? root.printDate })}
    </p>
  )
}
