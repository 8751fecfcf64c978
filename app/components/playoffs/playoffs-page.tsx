import { useLocation, useNavigate, useNavigation } from 'react-router'

import { LiveAnnouncer } from '~/components/live-announcer.tsx'
import { PageHeader } from '~/components/page-header.tsx'
import { Icon } from '~/components/ui/icon.tsx'
import { Link } from '~/components/ui/link.tsx'
import { useT } from '~/i18n/use-translation.ts'
import { useLiveUpdates } from '~/live/use-live-updates.ts'
import { seasonsHref } from '~/view-models/links.ts'
import { PLAYOFFS_LIVE_TOPICS } from '~/view-models/live.ts'
import type { PlayoffsPageView } from '~/view-models/playoffs-page.ts'

import { BracketRounds } from './bracket.tsx'
import { PlayoffsFilters } from './playoffs-filters.tsx'
import { SeasonName, withSeasonName } from '~/components/league/season-name.tsx'

function Notice({ text, testId }: { text: string; testId: string }) {
  return (
    <p
      className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
      data-testid={testId}
    >
      <Icon name="info" className="mt-0.5 size-4 shrink-0" />
      {text}
    </p>
  )
}

/** The query of the page for a division and season, keeping the language. */
function playoffsSearch(current: string, divisionId: string, seasonId: string): string {
  const params = new URLSearchParams(current)
  params.set('division', divisionId)
  if (seasonId) params.set('season', seasonId)
  else params.delete('season')
  return `?${params.toString()}`
}

/**
 * A division's bracket for a season, with the pickers and the champion once crowned. Live: a
 * result entered tonight fills its tie on every open bracket.
 */
export function PlayoffsPageContent({ view }: { view: PlayoffsPageView }) {
  const t = useT()
  const { updatedAt } = useLiveUpdates({ topics: PLAYOFFS_LIVE_TOPICS })
  const navigate = useNavigate()
  const location = useLocation()
  const navigation = useNavigation()
  const busy = navigation.state === 'loading' && navigation.location.pathname === '/playoffs'
  const bracket = view.bracket
  const onChoose = (divisionId: string, seasonId: string) => {
    const active = view.seasons.find((season) => season.isActive)?.id
    // A season change may leave a division the season did not have: the page then opens its first.
    void navigate(
      `/playoffs${playoffsSearch(location.search, divisionId, seasonId === active ? '' : seasonId)}`,
      { preventScrollReset: true },
    )
  }
  return (
    <>
      <PageHeader title={t('playoffs.title')}>
        {view.season ? (
          <p className="text-accent text-sm font-bold tracking-wide uppercase">
            {view.divisionName ? `${view.divisionName} · ` : ''}
            <SeasonName name={view.season.name} />
          </p>
        ) : null}
        <p className="mt-1">{t('playoffs.intro')}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-8 lg:py-10">
        {!view.available ? (
          <Notice text={t('playoffs.unavailable')} testId="playoffs-unavailable" />
        ) : (
          <>
            <div className="flex flex-wrap items-end justify-between gap-4 print:hidden">
              <PlayoffsFilters view={view} busy={busy} onChoose={onChoose} />
              <Link to={seasonsHref()} className="text-pitch-800 text-sm font-semibold underline">
                {t('playoffs.allSeasons')}
              </Link>
            </div>
            {view.unknownSeason ? (
              <Notice text={t('seasons.unknown')} testId="unknown-season" />
            ) : null}
            {view.unknownDivision ? (
              <Notice
                text={
                  view.season && !view.season.isActive
                    ? t('playoffs.divisionNotInSeason', {
                        season: view.season.name,
                        division: view.divisionName ?? '',
                      })
                    : t('playoffs.unknownDivision', { division: view.divisionName ?? '' })
                }
                testId="unknown-division"
              />
            ) : null}
            {bracket?.champion ? (
              <p
                className="bg-accent/20 flex items-center gap-3 rounded-2xl px-4 py-3 text-lg font-extrabold text-slate-900"
                data-testid="playoffs-champion"
              >
                <Icon name="trophy" className="size-6 shrink-0" />
                <span>
                  {withSeasonName(
                    (season) =>
                      t('playoffs.championOf', {
                        season,
                        sex: view.divisions.find((d) => d.id === view.selectedId)?.sex ?? 'men',
                      }),
                    view.season?.name ?? '',
                  )}{' '}
                  {bracket.champion.href ? (
                    <Link to={bracket.champion.href} className="underline">
                      {bracket.champion.name}
                    </Link>
                  ) : (
                    bracket.champion.name
                  )}
                </span>
              </p>
            ) : null}
            {!view.selectedId ? (
              <Notice text={t('playoffs.noDivision')} testId="playoffs-empty" />
            ) : !bracket || bracket.status === 'none' ? (
              <Notice text={t('playoffs.noPlayoffs')} testId="playoffs-empty" />
            ) : (
              <>
                {bracket.projected ? (
                  <Notice text={t('playoffs.projectedNote')} testId="playoffs-projected" />
                ) : null}
                <BracketRounds bracket={bracket} />
              </>
            )}
          </>
        )}
      </div>
      <LiveAnnouncer updatedAt={updatedAt} />
    </>
  )
}
