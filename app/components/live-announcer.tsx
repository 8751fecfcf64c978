import { LEAGUE_TIME_ZONE } from '~/league/time.ts'
import { useLang, useT } from '~/i18n/use-translation.ts'

/**
 * Tells screen readers, politely and without moving focus, that a live update changed the page
 * (issue 13). The region is in the server HTML, empty, so assistive technologies watch it from
 * the start; the time makes each later update new text to announce.
 */
export function LiveAnnouncer({ updates }: { updates: number }) {
  const t = useT()
  const lang = useLang()
  const time =
    updates > 0
      ? new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', {
          hour: 'numeric',
          minute: '2-digit',
          timeZone: LEAGUE_TIME_ZONE,
        }).format(new Date())
      : ''
  return (
    <p role="status" className="sr-only" data-testid="live-announcer">
      {updates > 0 ? t('live.updated', { time }) : ''}
    </p>
  )
}
