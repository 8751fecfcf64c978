import Autoplay, { type AutoplayType } from 'embla-carousel-autoplay'
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react'
import { useEffect, useState } from 'react'

export type Carousel = {
  embla: NonNullable<UseEmblaCarouselType[1]>
  /** Present when the carousel was given an autoplay delay. */
  autoplay?: AutoplayType
}

/** Today's matches loop and autoplay; the news strip pages through whole cards and stops at its ends. */
const OPTIONS = {
  loop: { loop: true, align: 'start' },
  pages: { loop: false, align: 'start', slidesToScroll: 'auto', containScroll: 'trimSnaps' },
} as const

/**
 * Embla (and its autoplay plugin when a delay is given) on a server-rendered viewport, loaded
 * after the page is interactive: one module for the home page's two strips, so Embla is one
 * chunk (see TodaysMatches and NewsStrip, which keep the markup and the controls). Renders
 * nothing: it hands the carousel to its parent once Embla runs, and undefined when it stops.
 */
export default function CarouselEngine({
  viewport,
  mode,
  delay,
  onReady,
}: {
  viewport: HTMLElement
  mode: keyof typeof OPTIONS
  delay?: number
  onReady: (carousel: Carousel | undefined) => void
}) {
  const [plugins] = useState(() =>
    delay === undefined
      ? []
      : [
          Autoplay({
            delay,
            playOnInit: false,
            stopOnInteraction: true,
            stopOnFocusIn: true,
            stopOnMouseEnter: false,
          }),
        ],
  )
  const [setViewport, embla] = useEmblaCarousel(OPTIONS[mode], plugins)
  useEffect(() => {
    setViewport(viewport)
  }, [setViewport, viewport])
  useEffect(() => {
    onReady(embla ? { embla, autoplay: plugins[0] } : undefined)
  }, [embla, plugins, onReady])
  useEffect(() => () => onReady(undefined), [onReady])
  return null
}
