import { MatchCard } from '~/components/league/match-card.tsx'
import { SectionCard } from '~/components/league/section-card.tsx'
import { PageHeader } from '~/components/page-header.tsx'
import { Icon } from '~/components/ui/icon.tsx'
import { Link } from '~/components/ui/link.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { PreseasonPageView, PreseasonWhenView } from '~/view-models/preseason.ts'

import { PreseasonBanner } from './preseason-banner.tsx'

const linkClasses =
  'text-pitch-700 hover:text-pitch-900 dark:text-pitch-300 inline-flex min-h-11 items-center gap-1.5 font-semibold hover:underline'

/** When the preseason is, in a sentence; nothing to say without an active season. */
function PreseasonWhen({ when }: { when: PreseasonWhenView }) {
  const t = useT()
  let text: string
  const dates = (first: string, last: string) =>
    first === last ? t('preseason.when.day', { first }) : t('preseason.when.range', { first, last })
  switch (when.state) {
    case 'no-season':
      return null
    case 'error':
      text = t('preseason.when.error')
      break
    case 'none':
      text = t('preseason.when.none')
      break
    case 'scheduled':
      text = t('preseason.when.scheduled', { dates: dates(when.first, when.last) })
      break
    case 'under-way':
      text = t('preseason.when.underWay', { last: when.last })
      break
    case 'over':
      text =
        when.first === undefined || when.last === undefined
          ? t('preseason.when.overNoDates')
          : t('preseason.when.over', { dates: dates(when.first, when.last) })
      break
  }
  return (
    <div className="grid gap-2">
      <p
        className={
          when.state === 'error'
            ? 'rounded-xl bg-red-50 px-4 py-3 font-semibold text-red-800'
            : 'text-lg leading-relaxed text-slate-800'
        }
        data-testid="preseason-when"
        data-state={when.state}
      >
        {text}
      </p>
      {when.state === 'over' ? (
        <p className="flex flex-wrap gap-x-6">
          <Link to="/schedule" className={linkClasses}>
            {t('nav.schedule')}
            <Icon name="arrow-right" className="size-4" />
          </Link>
          <Link to="/standings" className={linkClasses}>
            {t('nav.standings')}
            <Icon name="arrow-right" className="size-4" />
          </Link>
        </p>
      ) : null}
    </div>
  )
}

/**
 * docs/product.md#preseason: which season (by name) and when its preseason games are, from the
 * schedule (or that it is over, or not scheduled yet); the banner beside it; then the games.
 */
export function PreseasonPageContent({ view }: { view: PreseasonPageView }) {
  const t = useT()
  const { banner, when, games } = view
  const season = 'seasonId' in banner ? banner : undefined
  return (
    <>
      <PageHeader title={t('preseason.title')}>
        <p>{t('preseason.intro')}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-8 lg:grid-cols-5 lg:py-10">
        <section
          aria-labelledby="preseason-season-title"
          className="grid content-start gap-4 lg:col-span-2"
        >
          <h2
            id="preseason-season-title"
            className="text-xl font-extrabold text-slate-900 sm:text-2xl"
          >
            {season
              ? t('preseason.seasonHeading', { season: season.seasonName })
              : t('preseason.title')}
          </h2>
          {season ? (
            <p
              className="bg-pitch-50 text-pitch-900 justify-self-start rounded-full px-3 py-1 text-sm font-semibold"
              data-testid="active-season"
            >
              {t('preseason.activeSeason', { season: season.seasonName })}
            </p>
          ) : null}
          <PreseasonWhen when={when} />
        </section>
        <div className="min-w-0 lg:col-span-3">
          <PreseasonBanner state={banner} />
        </div>
        {games.length > 0 ? (
          <div className="lg:col-span-5">
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
          </div>
        ) : null}
      </div>
    </>
  )
}
