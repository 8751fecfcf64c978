import { clsx } from 'clsx'

import { Icon } from '~/components/ui/icon.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { SponsorCard as SponsorCardData } from '~/view-models/sponsors.ts'

/**
 * One sponsor: logo (or a placeholder with the name), name and website. The website opens
 * in a new tab (rel="noopener noreferrer", announced to screen readers).
 */
export function SponsorCard({
  sponsor,
  large = false,
}: {
  sponsor: SponsorCardData
  large?: boolean
}) {
  const t = useT()
  const content = (
    <>
      <span
        className={clsx(
          'flex w-full items-center justify-center rounded-xl bg-slate-50 p-2',
          large ? 'h-40' : 'h-24 sm:h-32',
        )}
      >
        {sponsor.image ? (
          <img
            src={sponsor.image}
            alt={t('sponsors.logo', { name: sponsor.name })}
            className="h-full w-full object-contain"
          />
        ) : (
          <Icon name="handshake" className="text-pitch-600 size-10" />
        )}
      </span>
      <span className="text-base font-bold text-slate-900">{sponsor.name}</span>
      {sponsor.websiteUrl ? (
        <span className="text-pitch-700 inline-flex items-center gap-1 text-sm font-semibold group-hover:underline">
          {t('sponsors.visit')}
          <Icon name="external-link" className="size-3.5" />
          <span className="sr-only">{t('sponsors.opensInNewTab')}</span>
        </span>
      ) : null}
    </>
  )
  const className =
    'group flex h-full flex-col items-center gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-center shadow-sm'
  return sponsor.websiteUrl ? (
    <a
      href={sponsor.websiteUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={`${className} hover:border-pitch-300 focus-visible:outline-pitch-500 transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2`}
      data-testid="sponsor-card"
    >
      {content}
    </a>
  ) : (
    <div className={className} data-testid="sponsor-card">
      {content}
    </div>
  )
}
