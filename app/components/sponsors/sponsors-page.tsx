import { PageHeader } from '~/components/page-header.tsx'
import { accentButtonClasses } from '~/components/home/accent-button.ts'
import { Icon } from '~/components/ui/icon.tsx'
import { useT } from '~/i18n/use-translation.ts'
import { LiveAnnouncer } from '~/components/live-announcer.tsx'
import { useLiveUpdates } from '~/live/use-live-updates.ts'
import { useRootData } from '~/utils/use-root-data.ts'
import { SPONSORS_LIVE_TOPICS } from '~/view-models/live.ts'
import type { SponsorsPageView } from '~/view-models/sponsors.ts'

import { useHydrated } from '~/components/ui/client-hooks.ts'

import { SponsorCard } from './sponsor-card.tsx'

export function SponsorsPage({ data }: { data: SponsorsPageView }) {
  const t = useT()
  const root = useRootData()
  const email = root?.contactEmail ?? ''
  const hydrated = useHydrated()
  const { updatedAt } = useLiveUpdates({ topics: SPONSORS_LIVE_TOPICS })
  const mailto = `mailto:${email}?subject=${encodeURIComponent(t('sponsors.contactSubject'))}`
  return (
    <>
      <PageHeader title={t('sponsors.pageTitle')}>
        <p>{t('sponsors.pageIntro')}</p>
      </PageHeader>
      <div
        className="mx-auto max-w-6xl px-4 py-10 sm:py-12"
        data-testid="sponsors-page"
        data-hydrated={hydrated ? 'true' : 'false'}
      >
        {data.sponsors.length === 0 ? (
          <p
            className="rounded-2xl bg-slate-50 px-4 py-10 text-center text-slate-600"
            data-testid="sponsors-empty"
          >
            {t('sponsors.empty')}
          </p>
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="sponsors-list">
            {data.sponsors.map((sponsor) => (
              <li key={sponsor.id}>
                <SponsorCard sponsor={sponsor} large />
              </li>
            ))}
          </ul>
        )}
        <section
          aria-labelledby="sponsor-contact-title"
          className="from-pitch-800 to-pitch-950 mt-12 flex flex-col gap-5 rounded-2xl bg-gradient-to-br p-6 text-white sm:flex-row sm:items-center sm:p-8"
          data-testid="sponsor-contact"
        >
          <Icon name="handshake" className="text-accent size-12 shrink-0" />
          <div className="flex-1">
            <h2 id="sponsor-contact-title" className="text-xl font-extrabold sm:text-2xl">
              {t('sponsors.contactTitle')}
            </h2>
            <p className="text-pitch-100 mt-2 max-w-2xl">{t('sponsors.contactText')}</p>
            {email ? (
              <p className="text-accent mt-3 inline-flex max-w-full items-center gap-2 font-semibold [overflow-wrap:anywhere]">
                <Icon name="mail" className="size-4 shrink-0" />
                {email}
              </p>
            ) : null}
          </div>
          {email ? (
            <a href={mailto} className={`${accentButtonClasses} shrink-0`}>
              <Icon name="mail" className="size-4" />
              {t('sponsors.contactButton')}
            </a>
          ) : null}
        </section>
        <LiveAnnouncer updatedAt={updatedAt} />
      </div>
    </>
  )
}
