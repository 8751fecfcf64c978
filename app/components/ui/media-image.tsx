import { type ComponentProps, type ReactNode, useState } from 'react'

type MediaImageProps = Omit<ComponentProps<'img'>, 'src' | 'ref' | 'onLoad' | 'onError'> & {
  src: string | undefined
  fallback?: ReactNode
  onSettled?: (loaded: boolean) => void
}

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
