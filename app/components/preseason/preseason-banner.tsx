import { clsx } from 'clsx'
import { type ReactNode, useCallback, useState } from 'react'

import { Icon } from '~/components/ui/icon.tsx'
import { MediaImage } from '~/components/ui/media-image.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { PreseasonBannerState } from '~/view-models/preseason.ts'

type Phase = 'loading' | 'loaded' | 'failed'

/** A full-width message in place of the banner; errors are announced. */
function BannerMessage({
  icon,
  tone,
  children,
  state,
}: {
  icon: ReactNode
  tone: 'error' | 'info'
  children: ReactNode
  state: string
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-state={state}
      data-testid="preseason-message"
      className={clsx(
        'flex min-h-48 flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed px-6 py-10 text-center text-base font-semibold sm:min-h-64',
        tone === 'error'
          ? 'border-red-200 bg-red-50 text-red-800'
          : 'bg-surface border-slate-300 text-slate-700',
      )}
    >
      {icon}
      {children}
    </div>
  )
}

/**
 * The banner image. While it loads (in the browser) a skeleton says 'Loading preseason...'
 * under it; if the browser cannot load it, the page says the image was not found. Without
 * JavaScript the image simply paints over the skeleton.
 */
function BannerImage({ src, alt }: { src: string; alt: string }) {
  const t = useT()
  const [phase, setPhase] = useState<Phase>('loading')
  const settled = useCallback((loaded: boolean) => setPhase(loaded ? 'loaded' : 'failed'), [])

  if (phase === 'failed') {
    return (
      <BannerMessage
        tone="info"
        state="image-failed"
        icon={<Icon name="image-off" className="size-8 text-slate-500" />}
      >
        {t('preseason.imageNotFound')}
      </BannerMessage>
    )
  }
  return (
    <>
      <figure
        className={clsx(
          'relative overflow-hidden rounded-2xl bg-slate-200 shadow-sm',
          phase === 'loading' && 'min-h-48 sm:min-h-72',
        )}
        data-phase={phase}
        data-testid="preseason-banner"
      >
        {phase === 'loading' ? (
          <div
            className="absolute inset-0 flex animate-pulse items-center justify-center bg-gradient-to-r from-slate-200 via-slate-100 to-slate-200"
            data-state="loading"
          >
            <p
              role="status"
              className="flex items-center gap-2 text-sm font-semibold text-slate-600"
            >
              <Icon name="loader-circle" className="size-4 animate-spin" />
              {t('preseason.loading')}
            </p>
          </div>
        ) : null}
        <MediaImage
          src={src}
          alt={alt}
          loading="eager"
          onSettled={settled}
          className="relative block h-auto w-full"
        />
      </figure>
      {phase === 'loaded' ? (
        <p className="-mt-2 flex justify-end">
          <a
            href={src}
            target="_blank"
            rel="noreferrer"
            className="text-pitch-800 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold hover:underline"
          >
            <Icon name="maximize-2" className="size-4" />
            {t('preseason.openImage')}
          </a>
        </p>
      ) : null}
    </>
  )
}

/** docs/product.md#preseason: the banner, or the message of the state the data is in. */
export function PreseasonBanner({ state }: { state: PreseasonBannerState }) {
  const t = useT()
  switch (state.kind) {
    case 'error':
      return (
        <BannerMessage
          tone="error"
          state="error"
          icon={<Icon name="alert-triangle" className="size-8" />}
        >
          {t('preseason.error')}
        </BannerMessage>
      )
    case 'no-season':
    case 'unknown-season':
      return (
        <BannerMessage
          tone="info"
          state={state.kind}
          icon={<Icon name="calendar-off" className="size-8 text-slate-500" />}
        >
          {t(state.kind === 'no-season' ? 'preseason.noActiveSeason' : 'preseason.unknownSeason')}
        </BannerMessage>
      )
    case 'no-image':
    case 'image-missing':
      return (
        <BannerMessage
          tone="info"
          state={state.kind}
          icon={<Icon name="image-off" className="size-8 text-slate-500" />}
        >
          {t(state.kind === 'no-image' ? 'preseason.noImage' : 'preseason.imageNotFound')}
        </BannerMessage>
      )
    case 'banner':
      return (
        <BannerImage
          key={state.imageUrl}
          src={state.imageUrl}
          alt={t('preseason.bannerAlt', { season: state.seasonName })}
        />
      )
  }
}
