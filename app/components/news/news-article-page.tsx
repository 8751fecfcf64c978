import { Icon } from '~/components/ui/icon.tsx'
import { Link } from '~/components/ui/link.tsx'
import type { NewsPageData } from '~/view-models/news-page.ts'

import { StatePanel } from '../team/state-panel.tsx'
import { buttonClasses } from '../ui/button.tsx'
import { MediaImage } from '~/components/ui/media-image.tsx'

/**
 * `/news/{id}` (docs/product.md#news): the whole article, server-rendered, with its way back home.
 */
export function NewsArticlePage({ view }: { view: NewsPageData }) {
  const { text } = view
  const back = (
    <Link to="/" className={buttonClasses('primary')}>
      {text['newsPage.back']}
    </Link>
  )
  if (view.kind !== 'article') {
    return (
      <StatePanel
        kind={view.kind === 'not-found' ? 'not-found' : 'error'}
        title={
          view.kind === 'not-found' ? text['newsPage.notFoundTitle'] : text['newsPage.unavailable']
        }
        message={view.kind === 'not-found' ? text['newsPage.notFound'] : undefined}
      >
        {back}
      </StatePanel>
    )
  }
  const { article } = view
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-12" data-testid="news-article">
      <Link
        to="/"
        className="text-pitch-800 inline-flex min-h-11 items-center gap-1.5 font-semibold hover:underline"
      >
        <Icon name="chevron-left" className="size-4" />
        {text['newsPage.back']}
      </Link>
      <p className="text-pitch-700 mt-4 text-sm font-bold tracking-wide uppercase">
        {text['newsPage.kicker']}
      </p>
      <h1 className="name-wrap mt-1 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl">
        {article.title}
      </h1>
      {article.date ? (
        <p className="mt-3 inline-flex items-center gap-1.5 text-slate-600">
          <Icon name="calendar-days" className="size-4" />
          {article.date}
        </p>
      ) : null}
      <MediaImage
        src={article.image}
        loading="eager"
        className="mt-6 aspect-[2/1] w-full rounded-2xl bg-slate-100 object-cover"
      />
      <div className="name-wrap mt-6 space-y-4 text-lg leading-relaxed whitespace-pre-line text-slate-800">
        {article.paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <p className="mt-8 flex flex-wrap gap-x-6 gap-y-2 font-semibold">
        {article.bracketHref ? (
          <Link
            to={article.bracketHref}
            className="text-pitch-800 inline-flex min-h-11 items-center gap-1.5 underline"
            data-testid="news-bracket-link"
          >
            <Icon name="trophy" className="size-4" />
            {text['newsPage.bracket']}
          </Link>
        ) : null}
        <Link
          to={article.archiveHref}
          className="text-pitch-800 inline-flex min-h-11 items-center underline"
          data-testid="news-archive-link"
        >
          {text['newsPage.archive']}
        </Link>
      </p>
    </article>
  )
}
