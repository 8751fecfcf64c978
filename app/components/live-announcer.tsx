import { formatTime } from '~/league/time.ts'
import { useLang, useT } from '~/i18n/use-translation.ts'

/**
 * Tells screen readers, politely and without moving focus, that a live update changed the page. The
 * region is in the server HTML, empty, so assistive technologies watch it from the start; the time
 * of the update makes each later one new text to announce.
 */
export function LiveAnnouncer({ updatedAt }: { updatedAt: number | undefined }) {
  const t = useT()
  const lang = useLang()
  return (
    <p role="status" className="sr-only" data-testid="live-announcer">
      {updatedAt === undefined ? '' : t('live.updated', { time: formatTime(updatedAt, lang) })}
    </p>
  )
}
