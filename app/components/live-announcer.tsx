import { formatTime } from '~/league/time.ts'
import { useLang, useT } from '~/i18n/use-translation.ts'

/** The region is in the server HTML, empty, so assistive technologies watch it from the start. */
export function LiveAnnouncer({ updatedAt }: { updatedAt: number | undefined }) {
  const t = useT()
  const lang = useLang()
  return (
    <p role="status" className="sr-only" data-testid="live-announcer">
      {updatedAt === undefined ? '' : t('live.updated', { time: formatTime(updatedAt, lang) })}
    </p>
  )
}
