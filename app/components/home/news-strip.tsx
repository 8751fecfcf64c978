import { useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'

import { Link } from '~/components/ui/link.tsx'

import { WidgetState } from '~/components/league/widget-state.tsx'
import { Icon } from '~/components/ui/icon.tsx'
import { useT } from '~/i18n/use-translation.ts'

import { useHydrated } from '~/components/ui/client-hooks.ts'

import { type NewsCard, NewsDialog, preloadNewsDialog } from './news-dialog.tsx'

const NEWS_PARAM = 'news'

function searchWith(search: string, id: string | undefined): string {
  const params = new URLSearchParams(search)
  if (id === undefined) params.delete(NEWS_PARAM)
  else params.set(NEWS_PARAM, id)
  const text = params.toString()
  return text ? `?${text}` : ''
}

/**
 * The news strip (docs/product.md#home): a horizontal row of 350px cards (image, title, long date,
 * excerpt clamped to 3 lines). A card opens the news dialog; each card is also a link to
 * `/?news={id}`, which opens the same dialog from the server without JavaScript.
 */
export function NewsStrip({ news }: { news: NewsCard[] }) {
  const t = useT()
  const hydrated = useHydrated()
  const location = useLocation()
  const navigate = useNavigate()
  const linked = new URLSearchParams(location.search).get(NEWS_PARAM) ?? undefined
  // The dialog follows the link it was opened from; a click opens it without a request.
  const [openId, setOpenId] = useState<string | undefined>(linked)
  const open = news.find((item) => item.id === openId)
  const opener = useRef<HTMLElement | null>(null)

  const close = () => {
    setOpenId(undefined)
    if (linked !== undefined) {
      void navigate(
        { search: searchWith(location.search, undefined) },
        { replace: true, preventScrollReset: true },
      )
    }
  }

  return (
    <section
      aria-labelledby="news-title"
      className="mx-auto max-w-6xl px-4 pt-10"
      data-testid="news"
    >
      <h2
        id="news-title"
        className="flex items-center gap-2 text-2xl font-extrabold text-slate-900"
      >
        <Icon name="newspaper" className="text-pitch-700 size-6" />
        {t('home.news.title')}
      </h2>
      {news.length === 0 ? (
        <WidgetState kind="empty" message={t('home.news.empty')} />
      ) : (
        <ul className="-mx-4 mt-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto scroll-smooth px-4 pb-4 motion-reduce:scroll-auto">
          {news.map((item, index) => (
            <li key={item.id} className="news-slot">
              <Link
                to={{ search: searchWith(location.search, item.id) }}
                preventScrollReset
                onClick={(event) => {
                  if (!hydrated) return
                  event.preventDefault()
                  opener.current = event.currentTarget
                  setOpenId(item.id)
                }}
                aria-haspopup="dialog"
                onPointerEnter={preloadNewsDialog}
                onPointerDown={preloadNewsDialog}
                onFocus={preloadNewsDialog}
                className="group news-card"
                data-testid="news-card"
                // The page's own route: nothing for React Router to discover.
                discover="none"
              >
                {item.image ? (
                  <img
                    src={item.image}
                    alt=""
                    // The first card is the phone's largest paint: fetched at once, first.
                    loading={index === 0 ? 'eager' : 'lazy'}
                    fetchPriority={index === 0 ? 'high' : 'auto'}
                    decoding="async"
                    width={350}
                    height={197}
                    className="news-card-image bg-slate-100 object-cover"
                  />
                ) : (
                  <div className="news-card-image from-pitch-700 to-pitch-950 flex items-center justify-center bg-gradient-to-br">
                    <Icon name="newspaper" className="text-pitch-200 size-12" />
                  </div>
                )}
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
      )}
      <NewsDialog
        item={open}
        onClose={close}
        hydrated={hydrated}
        closeHref={searchWith(location.search, undefined) || '/'}
        returnFocusTo={() => opener.current}
      />
    </section>
  )
}
