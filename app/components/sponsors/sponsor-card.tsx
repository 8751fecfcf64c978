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
      <span className={large ? 'sponsor-card-logo h-40' : 'sponsor-card-logo h-24 sm:h-32'}>
        {sponsor.image ? (
          <img
            src={sponsor.image}
            alt={t('sponsors.logo', { name: sponsor.name })}
            className="h-full w-full object-contain"
            loading="lazy"
            decoding="async"
          />
        ) : (
          <Icon name="handshake" className="text-pitch-600 size-10" />
        )}
      </span>
      <span className="text-base font-bold text-slate-900">{sponsor.name}</span>
      {sponsor.websiteUrl ? (
        <span className="sponsor-card-visit">
          {t('sponsors.visit')}
          <Icon name="external-link" className="size-3.5" />
          <span className="sr-only">{t('sponsors.opensInNewTab')}</span>
        </span>
      ) : null}
    </>
  )
  return sponsor.websiteUrl ? (
    <a
      href={sponsor.websiteUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="group sponsor-card"
      data-testid="sponsor-card"
    >
      {content}
    </a>
  ) : (
    <div className="group sponsor-card" data-testid="sponsor-card">
      {content}
    </div>
  )
}
