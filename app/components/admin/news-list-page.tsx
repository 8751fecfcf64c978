import { useMediaT } from '~/admin/media-text.ts'
import type { NewsRow } from '~/admin/news-views.ts'
import { Link } from '~/components/ui/link.tsx'

import { ConsoleFrame, ConsoleNotice } from './console-frame.tsx'
import { linkButtonClasses } from './media-fields.tsx'

type Notice = 'added' | 'saved' | 'removed'

/** The news, newest first, each one tap from its form; a button to write a new one. */
export function NewsListPage({ rows, notice }: { rows?: NewsRow[]; notice?: Notice }) {
  const t = useMediaT()
  return (
    <ConsoleFrame title={t('media.news.title')}>
      {notice ? (
        <ConsoleNotice kind="success">{t(`media.news.done.${notice}`)}</ConsoleNotice>
      ) : null}
      {!rows ? (
        <ConsoleNotice kind="problem">{t('media.unavailable')}</ConsoleNotice>
      ) : (
        <div className="grid gap-5">
          <p>
            <Link to="/admin/news/new" className={linkButtonClasses}>
              {t('media.news.new')}
            </Link>
          </p>
          {rows.length === 0 ? (
            <p className="text-slate-700">{t('media.news.none')}</p>
          ) : (
            <ul className="grid gap-3" data-testid="admin-news-list">
              {rows.map((row) => (
                <li key={row.id}>
                  <Link
                    to={`/admin/news/${encodeURIComponent(row.id)}`}
                    className="hover:border-pitch-600 block min-h-12 rounded-xl border border-slate-200 p-4"
                  >
                    <span className="name-wrap block text-lg font-bold text-slate-900">
                      {row.title || t('media.untitled')}
                    </span>
                    <span className="text-sm text-slate-600">
                      {[row.date, row.hasImage ? t('media.news.withImage') : '']
                        .filter(Boolean)
                        .join(' · ')}
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
