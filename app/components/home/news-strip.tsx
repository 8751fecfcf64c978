import { clsx } from 'clsx'
import { useEffect, useState } from 'react'

import { WidgetState } from '~/components/league/widget-state.tsx'
import { Icon } from '~/components/ui/icon.tsx'
import { lazyPart } from '~/components/ui/lazy-part.tsx'
import { Link } from '~/components/ui/link.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { NewsCardView } from '~/view-models/home.ts'
import type { Resolved } from '~/view-models/sponsors.ts'

import type { Carousel } from './carousel-engine.tsx'
import { MediaImage } from '~/components/ui/media-image.tsx'

export type NewsCard = Resolved<NewsCardView>

const engine = lazyPart(() => import('./carousel-engine.tsx'))

const controlClasses =
  'inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-surface text-slate-800 shadow-sm transition-colors hover:bg-slate-100 disabled:opacity-40 disabled:hover:bg-surface'

/** Each card links to its article's page, so one tap opens the whole article. */
export function NewsStrip({ news }: { news: NewsCard[] }) {
  const t = useT()
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null)
  const engineLoaded = engine.useLoaded(viewport !== null && news.length > 1)
  const [carousel, setCarousel] = useState<Carousel | undefined>(undefined)
  const embla = carousel?.embla
  const [canPrev, setCanPrev] = useState(false)
  const [canNext, setCanNext] = useState(false)

  useEffect(() => {
    if (!embla) return
    const sync = () => {
      setCanPrev(embla.canScrollPrev())
      setCanNext(embla.canScrollNext())
    }
    sync()
    embla.on('select', sync).on('reInit', sync)
    return () => {
      embla.off('select', sync).off('reInit', sync)
    }
  }, [embla])

  const showControls = embla !== undefined && (canPrev || canNext)

  return (
    <section
      aria-labelledby="news-title"
      className="mx-auto max-w-6xl px-4 pt-10"
      data-testid="news"
    >
      <div className="flex items-center justify-between gap-3">
        <h2
          id="news-title"
          className="flex items-center gap-2 text-2xl font-extrabold text-slate-900"
        >
          <Icon name="newspaper" className="text-pitch-700 size-6" />
          {t('home.news.title')}
        </h2>
        {news.length > 1 ? (
          <div
            className={clsx(
              'flex items-center gap-2 noscript:hidden',
              news.length <= 2 && 'sm:hidden',
              news.length === 3 && 'lg:hidden',
              !showControls && 'invisible',
            )}
            data-testid="news-controls"
          >
            <button
              type="button"
              className={controlClasses}
              onClick={() => embla?.scrollPrev()}
              disabled={!canPrev}
              aria-controls="news-list"
              aria-label={t('home.news.previous')}
              data-testid="news-previous"
            >
              <Icon name="chevron-left" className="size-5" />
            </button>
            <button
              type="button"
              className={controlClasses}
              onClick={() => embla?.scrollNext()}
              disabled={!canNext}
              aria-controls="news-list"
              aria-label={t('home.news.next')}
              data-testid="news-next"
            >
              <Icon name="chevron-right" className="size-5" />
            </button>
          </div>
        ) : null}
      </div>
      {news.length === 0 ? (
        <WidgetState kind="empty" message={t('home.news.empty')} />
      ) : (
        <div
          ref={setViewport}
          className={clsx(
            'mt-4 pb-1',
            embla ? 'overflow-hidden' : 'snap-x snap-mandatory overflow-x-auto',
          )}
          data-testid="news-viewport"
        >
          <ul id="news-list" className="-ml-4 flex touch-pan-y">
            {news.map((item, index) => (
              <li key={item.id} className="news-slot">
                <Link
                  to={`/news/${encodeURIComponent(item.id)}`}
                  className="group news-card"
                  data-testid="news-card"
                >
                  <MediaImage
                    src={item.image}
                    // The first card is the phone's largest paint: fetched at once, first.
                    loading={index === 0 ? 'eager' : 'lazy'}
                    fetchPriority={index === 0 ? 'high' : 'auto'}
                    width={350}
                    height={197}
                    className="news-card-image bg-slate-100 object-cover"
                    fallback={
                      <div className="news-card-image from-pitch-700 to-pitch-950 flex items-center justify-center bg-gradient-to-br">
                        <Icon name="newspaper" className="text-pitch-200 size-12" />
                      </div>
                    }
                  />
                  <div className="news-card-body">
                    <h3 className="news-card-title">{item.title}</h3>
                    {item.date ? (
                      <p className="news-card-date">
                        <Icon name="calendar-days" className="size-4" />
                        {item.date}
                      </p>
                    ) : null}
                    <p className="news-card-excerpt line-clamp-3">{item.content}</p>
                    <span className="news-card-more">{`${t('home.news.readMore')} →`}</span>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {viewport && engineLoaded && news.length > 1 ? (
        <engine.Part viewport={viewport} mode="pages" onReady={setCarousel} />
      ) : null}
    </section>
  )
}
