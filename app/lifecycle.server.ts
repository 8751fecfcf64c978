/**
 * The app's life in the process, as one typed object: what `server/index.ts` starts after
 * listening, stops on a signal, and reports on `/healthz`. The server reaches it through the
 * built server entry (`app/entry.server.tsx` re-exports it), so it shares the bundle's modules;
 * a missing or renamed member fails the type check or the start, never silently.
 */
import { leagueHealth, startLeagueData, stopLeagueData } from './data/league.server.ts'
import { closeLiveStreams, liveStreamStats } from './live/event-stream.server.ts'
import type { Logger } from './logger.server.ts'
import { startMailSender, stopMailSender } from './registration/services.server.ts'
import { closeSharePngPool, sharePngPoolStats } from './utils/share-png-pool.server.ts'
import {
  CACHE_KEY_HEADER,
  beginRender,
  cachedPage,
  decideFront,
  pageCacheStats,
  startPageCache,
} from './utils/response-cache.server.ts'

export type AppLifecycle = {
  /**
   * After the server listens: the page cache, the league data in the background (an unreachable
   * source must not keep the site from starting; pages show their error states until the data
   * arrives) and the confirmation e-mails an earlier process left pending.
   */
  start(logger: Logger): void
  /** Ends the Server-Sent Events streams, which never end by themselves. */
  closeLiveStreams(): void
  /**
   * Once requests in flight are answered: the share images' worker threads, the e-mail sender,
   * then the league data.
   */
  stop(): Promise<void>
  /** What `/healthz` reports. */
  health: {
    league(): Promise<Record<string, unknown>>
    pageCache(): Record<string, number>
    liveStreams(): Record<string, number>
    shareImages(): Record<string, number>
  }
  /** The page cache the front layer answers from (server/front.ts), production only. */
  pageCache: {
    decideFront: typeof decideFront
    beginRender: typeof beginRender
    cachedPage: typeof cachedPage
    cacheKeyHeader: string
  }
}

export const appLifecycle: AppLifecycle = {
  start(logger) {
    startPageCache()
    startLeagueData().catch((error: unknown) => {
      logger('error', 'league data unavailable at start-up', { error: String(error) })
    })
    try {
      startMailSender()
    } catch (error) {
      logger('error', 'confirmation e-mail queue unavailable at start-up', { error: String(error) })
    }
  },
  closeLiveStreams,
  async stop() {
    await closeSharePngPool().catch(() => {})
    await stopMailSender().catch(() => {})
    await stopLeagueData().catch(() => {})
  },
  health: {
    league: leagueHealth,
    pageCache: pageCacheStats,
    liveStreams: liveStreamStats,
    shareImages: sharePngPoolStats,
  },
  pageCache: { decideFront, beginRender, cachedPage, cacheKeyHeader: CACHE_KEY_HEADER },
}
