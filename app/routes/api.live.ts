import type { Route } from './+types/api.live'
import { getEnv } from '~/env.server.ts'
import { onLeagueChange, peekLeagueSnapshot } from '~/data/league.server.ts'
import { liveStreamResponse } from '~/live/event-stream.server.ts'

/** `GET /api/live`: Server-Sent Events announcing league data changes (see app/live/). */
export function loader({ request }: Route.LoaderArgs) {
  const env = getEnv()
  return liveStreamResponse({
    request,
    maxStreams: env.LIVE_STREAMS_MAX,
    maxPerClient: env.LIVE_STREAMS_PER_CLIENT,
    subscribe: (listener) =>
      onLeagueChange((snapshot, keys) => listener({ version: snapshot.version, keys })),
    currentVersion: () => peekLeagueSnapshot()?.version ?? null,
  })
}
