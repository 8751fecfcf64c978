import { PageHeader } from '~/components/page-header.tsx'
import { SectionCard } from '~/components/league/section-card.tsx'
import { Icon } from '~/components/ui/icon.tsx'
import { Link } from '~/components/ui/link.tsx'
import { useT } from '~/i18n/use-translation.ts'
import type { SeasonTeamView, SeasonsPageView } from '~/view-models/seasons-page.ts'
import { SeasonName } from '~/components/league/season-name.tsx'

// Links in running text look like links, and stand 24 px tall to be tapped (WCAG 2.5.8).
const TEXT_LINK =
  'text-pitch-800 inline-flex min-h-6 items-center underline decoration-1 underline-offset-2 hover:decoration-2'
const ACTION_LINK = 'text-pitch-800 inline-flex min-h-6 items-center underline'

function TeamLink({ team }: { team: SeasonTeamView | undefined }) {
  const t = useT()
  if (!team) return <>{t('seasons.none')}</>
  return team.href ? (
    <Link to={team.href} className={TEXT_LINK}>
      {team.name}
    </Link>
  ) : (
    <>{team.name}</>
  )
}

/** Every season, newest first: each division's champion, leader and top scorer, with links. */
export function SeasonsPageContent({ view }: { view: SeasonsPageView }) {
  const t = useT()
  return (
    <>
      <PageHeader title={t('seasons.title')}>
        <p>{t('seasons.intro')}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-8 lg:py-10">
        {!view.available ? (
          <p
            className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
            data-testid="seasons-unavailable"
          >
            {t('seasons.unavailable')}
          </p>
        ) : view.seasons.length === 0 ? (
          <p data-testid="seasons-empty">{t('seasons.empty')}</p>
        ) : (
          view.seasons.map((season) => (
            <SectionCard
              key={season.id}
              id={`season-${season.id}`}
              title={<SeasonName name={season.name} />}
              action={
                season.isActive ? (
                  <span className="bg-pitch-50 text-pitch-900 rounded-full px-3 py-1 text-sm font-semibold">
                    {t('seasons.current')}
                  </span>
                ) : undefined
              }
            >
              <ul className="grid grid-cols-1 gap-4 md:grid-cols-2" data-testid="season-divisions">
                {season.divisions.map((division) => (
                  <li
                    key={division.id}
                    className="rounded-xl border border-slate-200 p-4"
                    data-testid="season-division"
                  >
                    <h3 className="font-extrabold text-slate-900">{division.name}</h3>
                    <dl className="mt-2 grid grid-cols-1 gap-x-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-y-1">
                      {division.stage === 'complete' ? (
                        <>
                          <dt className="flex items-center gap-1 font-semibold text-slate-600">
                            <Icon name="trophy" className="size-4" />
                            {t('seasons.champion', { sex: division.women ? 'women' : 'men' })}
                          </dt>
                          <dd
                            className="mb-1.5 font-bold text-slate-900 sm:mb-0"
                            data-testid="season-champion"
                          >
                            <TeamLink team={division.champion} />
                          </dd>
                        </>
                      ) : (
                        <>
                          <dt className="font-semibold text-slate-600">{t('seasons.status')}</dt>
                          <dd
                            className="mb-1.5 font-bold text-slate-900 sm:mb-0"
                            data-testid="season-stage"
                          >
                            {division.stage === 'regularSeason'
                              ? t('seasons.regularSeason')
                              : t('seasons.playoffsOn')}
                          </dd>
                        </>
                      )}
                      <dt className="font-semibold text-slate-600">
                        {division.stage === 'regularSeason'
                          ? t('seasons.leaderNow')
                          : t('seasons.leader')}
                      </dt>
                      <dd className="mb-1.5 sm:mb-0" data-testid="season-leader">
                        <TeamLink team={division.leader} />
                      </dd>
                      <dt className="font-semibold text-slate-600">
                        {t('seasons.topScorer', { sex: division.women ? 'women' : 'men' })}
                      </dt>
                      <dd>
                        {division.topScorer ? (
                          <>
                            {division.topScorer.href ? (
                              <Link to={division.topScorer.href} className={TEXT_LINK}>
                                {division.topScorer.name}
                              </Link>
                            ) : (
                              division.topScorer.name
                            )}{' '}
                            <span className="text-slate-600">
                              ({division.topScorer.team},{' '}
                              {t('seasons.goals', { count: division.topScorer.goals })})
                            </span>
                          </>
                        ) : (
                          t('seasons.none')
                        )}
                      </dd>
                    </dl>
                    <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
                      <Link to={division.standingsHref} className={ACTION_LINK}>
                        {t('seasons.standings')}
                      </Link>
                      {division.playoffsHref ? (
                        <Link to={division.playoffsHref} className={ACTION_LINK}>
                          {t('seasons.bracket')}
                        </Link>
                      ) : null}
                      <Link to={division.scheduleHref} className={ACTION_LINK}>
                        {t('seasons.schedule')}
                      </Link>
                    </p>
                  </li>
                ))}
              </ul>
            </SectionCard>
          ))
        )}
      </div>
    </>
  )
}
