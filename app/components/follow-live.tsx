import { useMatches } from 'react-router'

import { LiveAnnouncer } from '~/components/live-announcer.tsx'
import { useLiveUpdates } from '~/live/use-live-updates.ts'
import { type LiveTopic, liveTopicsOf } from '~/view-models/live.ts'

function Subscription({ topics }: { topics: readonly LiveTopic[] }) {
  const { updatedAt } = useLiveUpdates({ topics })
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
  return topics.length > 0 ? <Subscription topics={topics} /> : null
}
