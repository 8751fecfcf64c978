import { useMatches } from 'react-router'

import { LiveAnnouncer } from '~/components/live-announcer.tsx'
import { useLiveUpdates } from '~/live/use-live-updates.ts'
import { type LiveTopic, liveTopicsOf } from '~/view-models/live.ts'

function Subscription({ topics }: { topics: readonly LiveTopic[] }) {
  const { updatedAt } = useLiveUpdates({ topics })
  return <LiveAnnouncer updatedAt={updatedAt} />
}

/** One stream for the whole page, kept across client navigations between pages that follow live. */
export function FollowLive() {
  const topics = liveTopicsOf(useMatches().map((match) => match.handle))
  return topics.length > 0 ? <Subscription topics={topics} /> : null
}
