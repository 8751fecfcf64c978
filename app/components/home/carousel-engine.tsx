import Autoplay, { type AutoplayType } from 'embla-carousel-autoplay'
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react'
import { useEffect, useState } from 'react'

export type Carousel = {
  embla: NonNullable<UseEmblaCarouselType[1]>
  autoplay?: AutoplayType
}

const OPTIONS = {
  loop: { loop: true, align: 'start' },
  pages: { loop: false, align: 'start', slidesToScroll: 'auto', containScroll: 'trimSnaps' },
} as const

/**
 * One module for the home page's two strips, so Embla is one chunk, loaded after the page is
 * interactive.
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
