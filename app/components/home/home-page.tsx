import type { ReactNode } from 'react'

import { PlayoffsNow } from '~/components/playoffs/playoffs-now.tsx'
import { SponsorsStrip } from '~/components/sponsors/sponsors-strip.tsx'
import { LiveAnnouncer } from '~/components/live-announcer.tsx'
import { useLiveUpdates } from '~/live/use-live-updates.ts'
import type { HomeData } from '~/view-models/home.ts'
import { HOME_LIVE_TOPICS } from '~/view-models/live.ts'

import { useHydrated } from '~/components/ui/client-hooks.ts'
import { MyTeamsSlot } from '~/components/follow/my-teams-slot.tsx'
import { DivisionWidgets } from './division-widgets.tsx'
import { RecentResults, UpcomingMatches } from './match-lists.tsx'
import { NewsStrip } from './news-strip.tsx'
import { TodaysMatches } from './todays-matches.tsx'

/** `hero` comes after the device's own teams, so a follower's first screen is their teams. */
export function HomePage({ data, hero }: { data: HomeData; hero?: ReactNode }) {
  const hydrated = useHydrated()
  const { refreshing, updatedAt } = useLiveUpdates({ topics: HOME_LIVE_TOPICS })

  return (
    <div className="bg-slate-50" data-testid="home" data-hydrated={hydrated ? 'true' : 'false'}>
      {/* The device's own teams first (docs/product.md#follow-a-team), then game night. */}
      <MyTeamsSlot updatedAt={updatedAt} />
      {hero}
      <TodaysMatches today={data.today} loading={refreshing.has('matches')} />
      {data.playoffs.length > 0 ? (
        <div className="mx-auto max-w-6xl px-4 pt-8">
          <PlayoffsNow divisions={data.playoffs} />
        </div>
      ) : null}
      <NewsStrip news={data.news} />
      <DivisionWidgets data={data} />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10">
        <div className="min-w-0">
          <UpcomingMatches matches={data.upcoming} />
        </div>
        <div className="min-w-0">
          <RecentResults matches={data.recent} />
        </div>
      </div>
      <SponsorsStrip sponsors={data.sponsors} />
      <LiveAnnouncer updatedAt={updatedAt} />
    </div>
  )
}
