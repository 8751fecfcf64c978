import Autoplay, { type AutoplayType } from 'embla-carousel-autoplay'
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react'
import { useEffect, useState } from 'react'

export type TodayCarousel = {
  embla: NonNullable<UseEmblaCarouselType[1]>
  autoplay: AutoplayType
}

const OPTIONS = { loop: true, align: 'start' } as const

/**
 * Embla and its autoplay plugin on the server-rendered viewport of today's matches, loaded after
 * the page is interactive (see TodaysMatches, which keeps the markup and the controls). Renders
 * nothing: it hands the carousel to its parent once Embla runs, and undefined when it stops.
 */
export default function TodayCarouselEngine({
  viewport,
  delay,
  onReady,
}: {
  viewport: HTMLElement
  delay: number
  onReady: (carousel: TodayCarousel | undefined) => void
}) {
  const [plugins] = useState(() => [
    Autoplay({
      delay,
      playOnInit: false,
      stopOnInteraction: true,
      stopOnFocusIn: true,
      stopOnMouseEnter: false,
    }),
  ])
  const [setViewport, embla] = useEmblaCarousel(OPTIONS, plugins)
  useEffect(() => {
    setViewport(viewport)
  }, [setViewport, viewport])
  useEffect(() => {
    onReady(embla ? { embla, autoplay: plugins[0]! } : undefined)
  }, [embla, plugins, onReady])
  useEffect(() => () => onReady(undefined), [onReady])
  return null
}
