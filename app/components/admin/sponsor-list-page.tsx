import { useMediaT } from '~/admin/media-text.ts'
import type { SponsorRow } from '~/admin/sponsor-views.ts'
import { Link } from '~/components/ui/link.tsx'

import { ConsoleFrame, ConsoleNotice } from './console-frame.tsx'
import { linkButtonClasses } from './media-fields.tsx'

type Row = Omit<SponsorRow, 'logoRef'> & { logoUrl?: string }

type Notice = 'added' | 'saved'
/** Every sponsor, shown ones first, each one tap from its form; a button to add one. */
export function SponsorListPage({ rows, notice }: { rows?: Row[]; notice?: Notice }) {
  const t = useMediaT()
  return (
    <ConsoleFrame title={t('media.sponsors.title')}>
      {notice ? (
        <ConsoleNotice kind="success">{t(`media.sponsors.done.${notice}`)}</ConsoleNotice>
      ) : null}
      {!rows ? (
        <ConsoleNotice kind="problem">{t('media.unavailable')}</ConsoleNotice>
      ) : (
        <div className="grid gap-5">
          <p>
            <Link to="/admin/sponsors/new" className={linkButtonClasses}>
              {t('media.sponsors.new')}
            </Link>
          </p>
          {rows.length === 0 ? (
            <p className="text-slate-700">{t('media.sponsors.none')}</p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2" data-testid="admin-sponsor-list">
              {rows.map((row) => (
                <li key={row.id}>
                  <Link
                    to={`/admin/sponsors/${encodeURIComponent(row.id)}`}
                    className="hover:border-pitch-600 flex min-h-16 items-center gap-4 rounded-xl border border-slate-200 p-4"
                  >
                    {row.logoUrl ? (
                      <img
                        src={row.logoUrl}
                        alt=""
                        className="h-12 w-20 shrink-0 rounded bg-white object-contain"
                      />
                    ) : (
                      <span
                        className="h-12 w-20 shrink-0 rounded bg-slate-100"
                        aria-hidden="true"
                      />
                    )}
                    <span className="min-w-0">
                      <span className="name-wrap block text-lg font-bold text-slate-900">
                        {row.name || t('media.untitled')}
                      </span>
                      <span
                        className={
                          row.active
                            ? 'text-pitch-800 text-sm font-semibold'
                            : 'text-sm text-slate-600'
                        }
                      >
                        {t(row.active ? 'media.sponsors.shown' : 'media.sponsors.hidden')}
                      </span>
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
