import { useMatches } from 'react-router'

import { LiveAnnouncer } from '~/components/live-announcer.tsx'
import { useLiveUpdates } from '~/live/use-live-updates.ts'
import { useRootData } from '~/utils/use-root-data.ts'
import { type LiveTopic, liveTopicsOf } from '~/view-models/live.ts'

function Subscription({ topics, version }: { topics: readonly LiveTopic[]; version: number }) {
  const { updatedAt } = useLiveUpdates({ topics, version })
  return <LiveAnnouncer updatedAt={updatedAt} />
}

/**
 * Makes the page follow live (docs/product.md#live-updates) when its route declares topics
 * (`handle = { live: PAGE_LIVE_TOPICS }`): one stream for the whole page, kept across client
 * navigations between such pages, its loaders revalidated in place (the scroll and focus stay
 * where they are) and each update announced politely to screen readers.
 */
export function FollowLive() {
  const topics = liveTopicsOf(useMatches().map((match) => match.handle))
  const version = useRootData()?.dataVersion ?? 0
  return topics.length > 0 ? <Subscription topics={topics} version={version} /> : null
}
