import { clsx } from 'clsx'

import { MediaImage } from '~/components/ui/media-image.tsx'
import type { AvatarView } from '~/view-models/team-pages-common.ts'

const sizes = {
  sm: { box: 'size-8 text-[0.7rem]', px: 32 },
  md: { box: 'size-12 text-sm', px: 48 },
  lg: { box: 'size-20 text-2xl sm:size-28 sm:text-3xl', px: 112 },
} as const

/**
 * A photo, or the initials on a coloured disc when there is none (docs/product.md#player).
 * Decorative by default: the name is always written next to it.
 */
export function Avatar({
  avatar,
  size = 'sm',
  shape = 'round',
  alt = '',
  className,
}: {
  avatar: AvatarView
  size?: keyof typeof sizes
  shape?: 'round' | 'square'
  alt?: string
  className?: string
}) {
  const { box, px } = sizes[size]
  const rounded = shape === 'round' ? 'rounded-full' : 'rounded-xl'
  return (
    <MediaImage
      src={avatar.photoUrl}
      alt={alt}
      width={px}
      height={px}
      className={clsx(box, rounded, 'bg-surface shrink-0 object-cover', className)}
      fallback={
        <span
          aria-hidden={alt === '' ? true : undefined}
          role={alt === '' ? undefined : 'img'}
          aria-label={alt === '' ? undefined : alt}
          className={clsx(
            box,
            rounded,
            'bg-pitch-100 text-pitch-900 ring-pitch-200 inline-flex shrink-0 items-center justify-center font-extrabold tracking-wide ring-1 select-none',
            className,
          )}
        >
          {avatar.initials}
        </span>
      }
    />
  )
}
