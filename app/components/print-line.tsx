import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'

import { useLang, useT } from '~/i18n/use-translation.ts'
import { leagueTimeZone } from '~/league/time.ts'
import { useRootData } from '~/utils/use-root-data.ts'

/** Pages are cached per league date; a tab left open is brought up to date when printing. */
export function PrintLine() {
  const root = useRootData()
  const t = useT()
  const lang = useLang()
  const { pathname, search } = useLocation()
  const [date, setDate] = useState<string | undefined>(undefined)
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
      {`${root.publicUrl}${pathname}${search}`} ·{' '}
      {t('print.printedOn', { date: date ?? root.printDate })}
    </p>
  )
}
