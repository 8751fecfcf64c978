import { clsx } from 'clsx'
import { useCallback, useEffect, useRef, useState } from 'react'

import { WidgetState } from '~/components/league/widget-state.tsx'
import { Icon } from '~/components/ui/icon.tsx'
import { lazyPart } from '~/components/ui/lazy-part.tsx'
import { Link } from '~/components/ui/link.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { TodayView } from '~/view-models/home.ts'

import { useReducedMotion } from '~/components/ui/client-hooks.ts'
import type { Carousel } from './carousel-engine.tsx'
import { TodayMatchCard } from './today-match-card.tsx'

export const TODAY_AUTOPLAY_MS = 4000

const engine = lazyPart(() => import('./carousel-engine.tsx'))

const NO_CONTROLS_WHEN_ALL_FIT: Record<number, string> = { 2: 'sm:hidden', 3: 'lg:hidden' }

const controlClasses =
  'inline-flex size-11 items-center justify-center rounded-full border border-white/30 bg-white/10 text-white transition-colors hover:bg-white/20 disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-white'

/** Stops for good on interaction, so a card the visitor reads never slides away. */
export function TodaysMatches({ today, loading }: { today: TodayView; loading: boolean }) {
  const t = useT()
  const reducedMotion = useReducedMotion()
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null)
  const engineLoaded = engine.useLoaded(viewport !== null)
  const [carousel, setCarousel] = useState<Carousel | undefined>(undefined)
  const embla = carousel?.embla
  const autoplay = carousel?.autoplay
  const [playing, setPlaying] = useState(false)
  const [selected, setSelected] = useState(0)
  const [canScroll, setCanScroll] = useState(false)
  const [snapCount, setSnapCount] = useState(0)
  // Embla re-creates its plugins on reInit (resize, new slides): autoplay is started again then.
  const [inits, setInits] = useState(0)
  // Stopped by the visitor: hovering out must not restart it.
  const interacted = useRef(false)
  const pausedByHover = useRef(false)
  const hovered = useRef(false)

  const matches = today.state === 'ready' ? today.matches : []

  useEffect(() => {
    if (!embla) return
    const sync = () => {
      setSelected(embla.selectedScrollSnap())
      setSnapCount(embla.scrollSnapList().length)
      setCanScroll(embla.canScrollNext() || embla.canScrollPrev())
    }
    const onPlay = () => setPlaying(true)
    // Embla emits autoplay:stop before isPlaying() turns false.
    const onStop = () => setPlaying(false)
    const onInteract = () => {
      interacted.current = true
    }
    const onReInit = () => {
      sync()
      setInits((count) => count + 1)
    }
    sync()
    embla.on('select', sync).on('reInit', onReInit)
    embla.on('autoplay:play', onPlay).on('autoplay:stop', onStop)
    embla.on('pointerDown', onInteract).on('slideFocusStart', onInteract)
    return () => {
      embla.off('select', sync).off('reInit', onReInit)
      embla.off('autoplay:play', onPlay).off('autoplay:stop', onStop)
      embla.off('pointerDown', onInteract).off('slideFocusStart', onInteract)
    }
  }, [embla])

  // Embla starts from the card the visitor scrolled to, and that counts as taking control.
  useEffect(() => {
    if (!embla) return
    const root = embla.rootNode()
    const scrolled = root.scrollLeft
    if (scrolled <= 0) return
    root.scrollLeft = 0
    const width = embla.slideNodes()[0]?.offsetWidth ?? 0
    const last = embla.scrollSnapList().length - 1
    if (width > 0) embla.scrollTo(Math.min(Math.round(scrolled / width), last), true)
    interacted.current = true
  }, [embla])

  const play = useCallback(() => {
    if (embla && autoplay && embla.scrollSnapList().length > 1) autoplay.play()
  }, [embla, autoplay])

  useEffect(() => {
    if (!embla || !autoplay || interacted.current || pausedByHover.current) return
    if (reducedMotion) autoplay.stop()
    else if (hovered.current) pausedByHover.current = true
    else play()
  }, [embla, autoplay, play, reducedMotion, inits])

  const stopByVisitor = useCallback(() => {
    interacted.current = true
    pausedByHover.current = false
    autoplay?.stop()
  }, [autoplay])

  const onMouseEnter = () => {
    hovered.current = true
    if (!autoplay?.isPlaying?.()) return
    pausedByHover.current = true
    autoplay.stop()
  }
  const onMouseLeave = () => {
    hovered.current = false
    if (!pausedByHover.current) return
    pausedByHover.current = false
    if (!interacted.current) play()
  }
  const togglePlay = () => {
    if (playing) {
      stopByVisitor()
    } else {
      interacted.current = false
      play()
    }
  }

  const title =
    today.state === 'ready' && today.date
      ? t('home.today.title', { date: today.date })
      : t('home.today.titleNoDate')
  const showControls = embla !== undefined && canScroll
  // A refresh keeps the cards (and the score a live notice put on them) where the reader sees them.
  const refreshingShown = loading && matches.length > 0
  // The controls keep their place from the server HTML on, so nothing moves when they appear.
  const reserveControls = today.state === 'ready' && matches.length > 1

  return (
    <section
      aria-labelledby="today-title"
      className="from-pitch-900 to-pitch-950 border-t border-white/10 bg-gradient-to-br py-8 text-white sm:py-10"
      data-testid="today"
    >
      <div className="mx-auto max-w-6xl px-4">
        <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
          <h2
            id="today-title"
            className="flex items-center gap-2 text-xl font-extrabold sm:text-2xl"
          >
            <Icon
              name={refreshingShown ? 'loader-circle' : 'calendar-clock'}
              className={clsx('text-accent size-6', refreshingShown && 'animate-spin')}
            />
            {title}
          </h2>
          {refreshingShown ? (
            <p role="status" className="sr-only">
              {t('home.today.loading')}
            </p>
          ) : null}
          {matches.length > 0 ? (
            <Link
              to="/tonight"
              className="inline-flex min-h-11 items-center font-semibold text-white underline underline-offset-4"
              data-testid="today-all"
            >
              {t('home.today.all')}
            </Link>
          ) : null}
          {reserveControls ? (
            <div
              className={clsx(
                'flex items-center gap-2 noscript:hidden',
                NO_CONTROLS_WHEN_ALL_FIT[matches.length],
                !showControls && 'invisible',
              )}
            >
              <button
                type="button"
                className={controlClasses}
                onClick={togglePlay}
                aria-label={t(playing ? 'home.today.pause' : 'home.today.play')}
                data-testid="today-toggle"
                data-playing={playing ? 'true' : 'false'}
              >
                {playing ? (
                  <Icon name="pause" className="size-5" />
                ) : (
                  <Icon name="play" className="size-5" />
                )}
              </button>
              <button
                type="button"
                className={controlClasses}
                onClick={() => {
                  stopByVisitor()
                  embla?.scrollPrev()
                }}
                disabled={!canScroll}
                aria-label={t('home.today.previous')}
                data-testid="today-previous"
              >
                <Icon name="chevron-left" className="size-5" />
              </button>
              <button
                type="button"
                className={controlClasses}
                onClick={() => {
                  stopByVisitor()
                  embla?.scrollNext()
                }}
                disabled={!canScroll}
                aria-label={t('home.today.next')}
                data-testid="today-next"
              >
                <Icon name="chevron-right" className="size-5" />
              </button>
            </div>
          ) : null}
        </div>
        {today.state === 'error' ? (
          <div className="bg-surface rounded-2xl p-2">
            <WidgetState kind="error" message={t('home.today.error')} />
          </div>
        ) : loading && matches.length === 0 ? (
          <div className="bg-surface/95 rounded-2xl text-slate-900">
            <WidgetState kind="loading" message={t('home.today.loading')} />
          </div>
        ) : matches.length === 0 ? (
          <div className="bg-surface/95 rounded-2xl p-2">
            <WidgetState kind="empty" message={t('home.today.empty')} />
          </div>
        ) : (
          <div
            role="group"
            aria-roledescription="carousel"
            aria-labelledby="today-title"
            onMouseEnter={onMouseEnter}
            onMouseLeave={onMouseLeave}
          >
            <div
              ref={setViewport}
              // Embla's own stopOnFocusIn counts a focus only within 10 ms of a Tab keydown, which
              // a busy phone misses.
              onFocus={embla ? stopByVisitor : undefined}
              className={embla ? 'overflow-hidden' : 'snap-x snap-mandatory overflow-x-auto'}
              aria-live={playing ? 'off' : 'polite'}
              data-testid="today-viewport"
            >
              <div className="-ml-4 flex touch-pan-y">
                {matches.map((match, index) => (
                  <div
                    key={`${match.id}-${match.divisionName}`}
                    className="today-slide"
                    role="group"
                    aria-roledescription="slide"
                    aria-label={t('home.today.slide', { n: index + 1, total: matches.length })}
                    data-selected={embla && index === selected ? 'true' : undefined}
                  >
                    <TodayMatchCard match={match} />
                  </div>
                ))}
              </div>
            </div>
            {reserveControls ? (
              <CarouselPosition
                selected={selected}
                count={snapCount}
                visible={showControls}
                hideClass={NO_CONTROLS_WHEN_ALL_FIT[matches.length]}
              />
            ) : null}
            {viewport && engineLoaded ? (
              <engine.Part
                viewport={viewport}
                mode="loop"
                delay={TODAY_AUTOPLAY_MS}
                onReady={setCarousel}
              />
            ) : null}
          </div>
        )}
      </div>
    </section>
  )
}

/** Decorative for screen readers: each slide is already labelled "n of total". */
function CarouselPosition({
  selected,
  count,
  visible,
  hideClass,
}: {
  selected: number
  count: number
  visible: boolean
  hideClass: string | undefined
}) {
  return (
    <div
      aria-hidden="true"
      className={clsx(
        'mt-4 flex h-5 items-center justify-center gap-3 noscript:hidden',
        hideClass,
        !visible && 'invisible',
      )}
      data-testid="today-position"
    >
      <span className="flex items-center gap-1.5">
        {Array.from({ length: count }, (_, index) => (
          <span
            key={index}
            className={clsx(
              'h-2 rounded-full transition-all',
              index === selected ? 'bg-accent w-5' : 'w-2 bg-white/40',
            )}
            data-current={index === selected ? 'true' : undefined}
          />
        ))}
      </span>
      <span className="text-sm font-semibold text-white/80 tabular-nums">
        {count > 0 ? `${selected + 1} / ${count}` : null}
      </span>
    </div>
  )
}
