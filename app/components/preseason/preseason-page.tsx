import { MatchCard } from '~/components/league/match-card.tsx'
import { SectionCard } from '~/components/league/section-card.tsx'
import { PageHeader } from '~/components/page-header.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { PreseasonPageView } from '~/view-models/preseason.ts'

import { PreseasonBanner } from './preseason-banner.tsx'

/**
 * docs/product.md#preseason: the active season's banner and id, then its preseason games if any.
 */
export function PreseasonPageContent({ view }: { view: PreseasonPageView }) {
  const t = useT()
  const { banner, games } = view
  const season = 'seasonId' in banner ? banner : undefined
  return (
    <>
      <PageHeader title={t('preseason.title')}>
        <p>{t('preseason.intro')}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-8 lg:py-10">
        <section aria-labelledby="preseason-banner-title" className="grid grid-cols-1 gap-4">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h2
              id="preseason-banner-title"
              className="text-xl font-extrabold text-slate-900 sm:text-2xl"
            >
              {season
                ? t('preseason.seasonHeading', { season: season.seasonName })
                : t('preseason.title')}
            </h2>
            {season ? (
              <p
                className="bg-pitch-50 text-pitch-900 rounded-full px-3 py-1 text-sm font-semibold"
                data-testid="active-season"
              >
                {t('preseason.activeSeason', { id: season.seasonId })}
              </p>
            ) : null}
          </div>
          <PreseasonBanner state={banner} />
        </section>
        {games.length > 0 ? (
          <SectionCard id="preseason-games" title={t('preseason.gamesTitle')}>
            <p className="-mt-2 mb-4 text-sm text-slate-600">{t('preseason.gamesIntro')}</p>
            <ul
              className="grid grid-cols-1 gap-3 md:grid-cols-2"
              data-testid="preseason-games-list"
            >
              {games.map((match) => (
                <li key={`${match.id}-${match.divisionName}`}>
                  <MatchCard match={match} />
                </li>
              ))}
            </ul>
          </SectionCard>
        ) : null}
      </div>
    </>
  )
}
