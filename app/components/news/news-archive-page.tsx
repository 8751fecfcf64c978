import { PageHeader } from '~/components/page-header.tsx'
import { SectionCard } from '~/components/league/section-card.tsx'
import { Link } from '~/components/ui/link.tsx'
import type { NewsArchiveView } from '~/view-models/news-archive.ts'

import { StatePanel } from '../team/state-panel.tsx'

/** `/news` (docs/product.md#news): every article by month, newest first, each a link to its page. */
export function NewsArchivePage({ view }: { view: NewsArchiveView }) {
  const { text } = view
  if (!view.available) return <StatePanel kind="error" title={text['newsArchive.unavailable']} />
  return (
    <>
      <PageHeader title={text['newsArchive.title']}>
        <p>{text['newsArchive.intro']}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-3xl grid-cols-1 gap-6 px-4 py-8 lg:py-10">
        {view.months.length === 0 ? (
          <p data-testid="news-archive-empty">{text['newsArchive.empty']}</p>
        ) : (
          view.months.map((month) => (
            <SectionCard key={month.key} id={`news-${month.key}`} title={month.label}>
              <ul className="divide-y divide-slate-200" data-testid="news-archive-month">
                {month.items.map((item) => (
                  <li key={item.id} className="py-2">
                    <Link
                      to={item.href}
                      className="text-pitch-800 name-wrap flex min-h-11 flex-col justify-center font-semibold underline decoration-1 underline-offset-2 hover:decoration-2"
                    >
                      {item.title}
                    </Link>
                    {item.date ? <p className="text-sm text-slate-600">{item.date}</p> : null}
                  </li>
                ))}
              </ul>
            </SectionCard>
          ))
        )}
      </div>
    </>
  )
}
