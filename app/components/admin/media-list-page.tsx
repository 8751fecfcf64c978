import { clsx } from 'clsx'

import { type MediaListView, MEDIA_PAGES, NEW_ITEM, mediaItemPath } from '~/admin/media-items.ts'
import { useMediaT } from '~/admin/media-text.ts'
import { Link } from '~/components/ui/link.tsx'

import { ConsoleFrame, ConsoleNotice } from './console-frame.tsx'
import { MediaImage } from '~/components/ui/media-image.tsx'

/** A link that looks like the page's main button ("Write a news item", "Add a sponsor"). */
const linkButtonClasses =
  'btn bg-pitch-700 hover:bg-pitch-800 inline-flex min-h-12 items-center text-base text-white'

/** A kind's items (news, sponsors), each one tap from its form; a button to add one. */
export function MediaListPage({ view: { kind, rows, notice } }: { view: MediaListView }) {
  const t = useMediaT()
  const { text } = MEDIA_PAGES[kind]
  const done = notice ? text.done[notice] : undefined
  return (
    <ConsoleFrame title={t(text.title)}>
      {done ? <ConsoleNotice kind="success">{t(done)}</ConsoleNotice> : null}
      {!rows ? (
        <ConsoleNotice kind="problem">{t('media.unavailable')}</ConsoleNotice>
      ) : (
        <div className="grid gap-5">
          {text.new ? (
            <p>
              <Link to={mediaItemPath(kind, NEW_ITEM)} className={linkButtonClasses}>
                {t(text.new)}
              </Link>
            </p>
          ) : null}
          {rows.length === 0 && text.none ? (
            <p className="text-slate-700">{t(text.none)}</p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2" data-testid={`admin-${kind}-list`}>
              {rows.map((row) => (
                <li key={row.id}>
                  <Link
                    to={mediaItemPath(kind, row.id)}
                    className={clsx(
                      'hover:border-pitch-600 flex min-h-16 items-center gap-4 rounded-xl border border-slate-200 p-4',
                      !row.shown && 'border-dashed',
                    )}
                  >
                    <MediaImage
                      src={row.image}
                      className="h-12 w-20 shrink-0 rounded bg-white object-contain"
                      fallback={
                        <span
                          className="h-12 w-20 shrink-0 rounded bg-slate-100"
                          aria-hidden="true"
                        />
                      }
                    />
                    <span className="min-w-0">
                      <span className="name-wrap block text-lg font-bold text-slate-900">
                        {row.title || t('media.untitled')}
                      </span>
                      <span className="text-sm text-slate-600">{row.detail}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </ConsoleFrame>
  )
}
