import { RankingWidget } from '~/components/home/ranking-widget.tsx'
import { PlayoffsNow } from '~/components/playoffs/playoffs-now.tsx'
import { SponsorsStrip } from '~/components/sponsors/sponsors-strip.tsx'
import { LiveAnnouncer } from '~/components/live-announcer.tsx'
import { useLiveUpdates } from '~/live/use-live-updates.ts'
import { HOME_PARAMS } from '~/view-models/home.ts'
import type { HomeData } from '~/view-models/home.ts'
import { HOME_LIVE_TOPICS } from '~/view-models/live.ts'

import { useHydrated } from '~/components/ui/client-hooks.ts'
import { RecentResults, UpcomingMatches } from './match-lists.tsx'
import { NewsStrip } from './news-strip.tsx'
import { StandingsWidget } from './standings-widget.tsx'
import { TodaysMatches } from './todays-matches.tsx'
import { TopStrikers } from './top-strikers.tsx'
import { usePickerLoading } from './use-picker-loading.ts'

/**
 * docs/product.md#home below the hero: today's matches, news, standings and strikers, best offence
 * and defence, upcoming and recent matches, sponsors. Live: revalidates when the league
 * data changes (sponsors, scores, the rest), through one Server-Sent Events subscription.
 */
export function HomePage({ data }: { data: HomeData }) {
  const hydrated = useHydrated()
  const { refreshing, updatedAt } = useLiveUpdates({
    topics: HOME_LIVE_TOPICS,
    version: data.version,
  })
  const standingsLoading = usePickerLoading(HOME_PARAMS.standings)
  const offenceLoading = usePickerLoading(HOME_PARAMS.offence)
  const defenceLoading = usePickerLoading(HOME_PARAMS.defence)
  const division = data.divisions.find((option) => option.id === data.standings.selectedId)

  return (
    <div className="bg-slate-50" data-testid="home" data-hydrated={hydrated ? 'true' : 'false'}>
      {/* Game night first: right under the hero, before the news. */}
      <TodaysMatches today={data.today} loading={refreshing.has('matches')} />
      {data.playoffs.length > 0 ? (
        <div className="mx-auto max-w-6xl px-4 pt-8">
          <PlayoffsNow divisions={data.playoffs} />
        </div>
      ) : null}
      <NewsStrip news={data.news} />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <StandingsWidget
            divisions={data.divisions}
            selectedId={data.standings.selectedId}
            table={data.standings.table}
            param={HOME_PARAMS.standings}
            loading={standingsLoading}
          />
        </div>
        <div className="min-w-0">
          <TopStrikers
            strikers={data.standings.strikers}
            divisionName={division?.name}
            loading={standingsLoading}
          />
        </div>
        <div className="grid min-w-0 gap-6 md:grid-cols-2 lg:col-span-3">
          <RankingWidget
            kind="offence"
            view={data.offence}
            divisions={data.divisions}
            param={HOME_PARAMS.offence}
            loading={offenceLoading}
          />
          <RankingWidget
            kind="defence"
            view={data.defence}
            divisions={data.divisions}
            param={HOME_PARAMS.defence}
            loading={defenceLoading}
          />
        </div>
        <div className="min-w-0 lg:col-span-3">
          <UpcomingMatches matches={data.upcoming} />
        </div>
        <div className="min-w-0 lg:col-span-3">
          <RecentResults matches={data.recent} />
        </div>
      </div>
      <SponsorsStrip sponsors={data.sponsors} />
      <LiveAnnouncer updatedAt={updatedAt} />
    </div>
  )
}
