import { type ComponentProps, type ReactNode, useState } from 'react'

type MediaImageProps = Omit<ComponentProps<'img'>, 'src' | 'ref' | 'onLoad' | 'onError'> & {
  /** The resolved URL (app/data/images.server.ts); none shows the fallback. */
  src: string | undefined
  /** What stands in for a missing image or one the browser cannot load. */
  fallback?: ReactNode
  /** Told once the browser has loaded the image (true) or given up on it (false). */
  onSettled?: (loaded: boolean) => void
}

/**
 * Every league image of the public pages and the console: lazy and decoded off the main thread
 * unless told otherwise, and its fallback when it is missing or broken.
 */
export function MediaImage({ src, fallback = null, onSettled, ...props }: MediaImageProps) {
  const [failed, setFailed] = useState<string>()
  if (!src || failed === src) return fallback
  const settle = (loaded: boolean) => {
    if (!loaded) setFailed(src)
    onSettled?.(loaded)
  }
  return (
    <img
      alt=""
      loading="lazy"
      decoding="async"
      {...props}
      src={src}
      // The image may have finished (or failed) before hydration attached the handlers.
      ref={(img) => {
        if (img?.complete) settle(img.naturalWidth > 0)
      }}
      onLoad={() => settle(true)}
      onError={() => settle(false)}
    />
  )
}
