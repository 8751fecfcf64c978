import { frenchDe } from '~/i18n/french-de.ts'
import { Icon } from '~/components/ui/icon.tsx'
import { MediaImage } from '~/components/ui/media-image.tsx'
import { useT } from '~/i18n/use-translation.ts'
import { type SponsorCard as SponsorCardData, sponsorInitials } from '~/view-models/sponsors.ts'

/** The name is written under it, so the initials are not read out. */
function SponsorLogo({ sponsor }: { sponsor: SponsorCardData }) {
  const t = useT()
  return (
    <MediaImage
      src={sponsor.image}
      alt={t('sponsors.logo', { name: sponsor.name, ofName: frenchDe(sponsor.name) })}
      className="h-full w-full object-contain"
      fallback={
        <span aria-hidden="true" className="sponsor-card-initials" data-testid="sponsor-initials">
          {sponsorInitials(sponsor.name)}
        </span>
      }
    />
  )
}

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
      <span className={large ? 'sponsor-card-logo h-40' : 'sponsor-card-logo h-16 sm:h-32'}>
        <SponsorLogo sponsor={sponsor} />
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
