import { Icon } from '~/components/ui/icon.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { CalendarFeedLinks } from '~/view-models/calendar-links.ts'

/** `webcal://` makes calendar apps subscribe and keep the feed up to date. */
export function SubscribeControl({ feed, label }: { feed: CalendarFeedLinks; label?: string }) {
  const t = useT()
  const item =
    'flex min-h-11 items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-pitch-500'
  return (
    <details className="subscribe group relative" data-testid="subscribe">
      <summary className="btn border-pitch-700 text-pitch-800 hover:bg-pitch-50 cursor-pointer list-none border bg-surface [&::-webkit-details-marker]:hidden">
        <Icon name="calendar-plus" className="size-4" />
        {label ?? t('calendar.subscribe')}
        <Icon name="chevron-down" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="z-20 mt-2 w-72 max-w-[calc(100vw-4rem)] rounded-xl border border-slate-200 bg-surface p-2 shadow-lg sm:absolute sm:right-0 sm:w-80">
        <p className="px-3 pt-1 pb-2 text-xs text-slate-600">{t('calendar.subscribeHint')}</p>
        <ul className="flex flex-col gap-0.5">
          <li>
            <a href={feed.webcal} className={item} data-testid="subscribe-webcal">
              <Icon name="calendar-days" className="text-pitch-700 size-4 shrink-0" />
              {t('calendar.webcal')}
            </a>
          </li>
          <li>
            <a
              href={feed.google}
              className={item}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="subscribe-google"
            >
              <Icon name="external-link" className="text-pitch-700 size-4 shrink-0" />
              {t('calendar.google')}
            </a>
          </li>
          <li>
            <a href={feed.path} className={item} data-testid="subscribe-ics" download>
              <Icon name="download" className="text-pitch-700 size-4 shrink-0" />
              {t('calendar.download')}
            </a>
          </li>
        </ul>
      </div>
    </details>
  )
}
