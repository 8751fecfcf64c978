import { type ReactNode, startTransition, useCallback, useEffect, useRef, useState } from 'react'

import { Icon } from '~/components/ui/icon.tsx'
import { lazyPart } from '~/components/ui/lazy-part.tsx'
import { Link } from '~/components/ui/link.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { NewsCardView } from '~/view-models/home.ts'
import type { Resolved } from '~/view-models/sponsors.ts'

import type { NewsTitle } from './news-dialog-modal.tsx'

/** A news item of the home page's strip, as the strip and its dialog show it. */
export type NewsCard = Resolved<NewsCardView>

// Radix Dialog loads when a news item is first opened, not with the page.
const modal = lazyPart(() => import('./news-dialog-modal.tsx'))
const NewsDialogModal = modal.Part

/** Starts loading the dialog (pointer over or down on a card, focus). */
export const preloadNewsDialog = modal.preload

function Article({ item, title }: { item: NewsCard; title: ReactNode }) {
  const t = useT()
  const body = item.fullContent ?? item.content
  return (
    <div className="overflow-y-auto">
      {item.image ? (
        <img src={item.image} alt="" className="aspect-[2/1] w-full bg-slate-100 object-cover" />
      ) : null}
      <div className="p-6 pt-5">
        {title}
        {item.date ? (
          <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-slate-600">
            <Icon name="calendar-days" className="size-4" />
            {item.date}
          </p>
        ) : null}
        <div className="mt-4 space-y-3 text-base leading-relaxed whitespace-pre-line text-slate-800">
          {body}
        </div>
        {/* The article's own address (/news/{id}): to share it. */}
        <Link
          to={`/news/${encodeURIComponent(item.id)}`}
          className="text-pitch-800 mt-5 inline-flex min-h-11 items-center gap-1.5 font-semibold hover:underline"
          data-testid="news-permalink"
        >
          {t('news.readArticle')}
          <Icon name="arrow-right" className="size-4" />
        </Link>
      </div>
    </div>
  )
}

/**
 * The news dialog (docs/product.md#home): title, optional image, date, full content else short
 * content. In the server HTML of `/?news={id}` (a card followed without JavaScript) it is a static
 * panel with a close link; once React runs, Radix Dialog (focus trap, Escape, focus back to the
 * card), loaded the first time a dialog is open: until it is ready, the static panel stays on
 * screen, and it is the dialog a keyboard user talks to: it takes focus and closes on Escape, focus
 * back to the card.
 */
export function NewsDialog({
  item,
  onClose,
  hydrated,
  closeHref,
  returnFocusTo,
}: {
  item: NewsCard | undefined
  onClose: () => void
  hydrated: boolean
  closeHref: string
  /** The card that opened the dialog: focus goes back to it on close (there is no Radix Trigger). */
  returnFocusTo?: () => HTMLElement | null
}) {
  const t = useT()
  const [wanted, setWanted] = useState(false)
  // A failed download leaves the static panel on screen; the next opening tries again.
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  // Radix is on screen (it then handles focus and Escape for every later opening).
  const [ready, setReady] = useState(false)
  const markReady = useCallback(() => setReady(true), [])
  const panelRef = useRef<HTMLDivElement>(null)
  if (failed && !item) setFailed(false)
  useEffect(() => {
    // A transition: the static panel stays (the same elements) until Radix replaces it.
    if (hydrated && item && !wanted && !failed) startTransition(() => setWanted(true))
  }, [hydrated, item, wanted, failed])

  const closeFromPanel = () => {
    onClose()
    returnFocusTo?.()?.focus()
  }
  const closeFromPanelRef = useRef(closeFromPanel)
  useEffect(() => {
    closeFromPanelRef.current = closeFromPanel
  })
  const panelIsTheDialog = hydrated && item !== undefined && !ready
  useEffect(() => {
    if (!panelIsTheDialog) return
    panelRef.current?.focus({ preventScroll: true })
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      closeFromPanelRef.current()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [panelIsTheDialog])

  const panel = item ? (
    <div className="fixed inset-0 z-50 bg-slate-950/60" data-testid="news-dialog">
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="news-dialog-title"
        tabIndex={-1}
        className="news-dialog-panel"
      >
        <Article
          item={item}
          title={
            <h2 id="news-dialog-title" className="news-dialog-title">
              {item.title}
            </h2>
          }
        />
        <Link
          to={closeHref}
          preventScrollReset
          onClick={(event) => {
            if (!hydrated) return
            event.preventDefault()
            closeFromPanel()
          }}
          className="news-dialog-close"
          aria-label={t('home.news.close')}
        >
          <Icon name="x" className="size-5" />
        </Link>
      </div>
    </div>
  ) : null

  return (
    <NewsDialogModal
      key={attempt}
      load={wanted}
      fallback={panel}
      onLoaded={markReady}
      onFailed={() => {
        setWanted(false)
        setFailed(true)
        setAttempt((count) => count + 1)
      }}
      article={
        item
          ? (Title: NewsTitle) => (
              <Article
                item={item}
                title={<Title className="news-dialog-title">{item.title}</Title>}
              />
            )
          : undefined
      }
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    />
  )
}
