import type { Route } from './+types/api.live'
import { currentLeagueVersion } from '~/data/current-league.server.ts'
import { getEnv } from '~/env.server.ts'
import { onChangeNotice } from '~/live/change-notices.server.ts'
import { liveStreamResponse } from '~/live/event-stream.server.ts'

export function loader({ request }: Route.LoaderArgs) {
  const env = getEnv()
  return liveStreamResponse({
    request,
    maxStreams: env.LIVE_STREAMS_MAX,
    maxPerClient: env.LIVE_STREAMS_PER_CLIENT,
    subscribe: onChangeNotice,
    currentVersion: currentLeagueVersion,
  })
}
