import { leagueHealth, startLeagueData, stopLeagueData } from './data/league.server.ts'
import { closeLiveStreams, liveStreamStats } from './live/event-stream.server.ts'
import { registrationOpenNow } from './data/registration-switch.server.ts'
import type { Logger } from './logger.server.ts'
import { pushStats, startPush, stopPush } from './push/push-service.server.ts'
import { startMailSender, stopMailSender } from './registration/services.server.ts'
import { closeBrotliUpgrades } from './utils/brotli-upgrade-pool.server.ts'
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
   * An unreachable source must not keep the site from starting: pages show their error states until
   * the data arrives.
   */
  start(logger: Logger): void
  closeLiveStreams(): void
  stop(): Promise<void>
  health: {
    league(): Promise<Record<string, unknown>>
    pageCache(): Record<string, number>
    liveStreams(): Record<string, number>
    shareImages(): Record<string, number>
    push(): Promise<Record<string, number>>
  }
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
    // The first pages read the switch as the store has it, not REGISTRATION_OPEN.
    void registrationOpenNow()
    try {
      startMailSender()
    } catch (error) {
      logger('error', 'confirmation e-mail queue unavailable at start-up', { error: String(error) })
    }
    try {
      startPush(logger)
    } catch (error) {
      logger('error', 'push notifications unavailable at start-up', { error: String(error) })
    }
  },
  closeLiveStreams,
  async stop() {
    await closeSharePngPool().catch(() => {})
    await closeBrotliUpgrades().catch(() => {})
    await stopMailSender().catch(() => {})
    await stopPush().catch(() => {})
    await stopLeagueData().catch(() => {})
  },
  health: {
    league: leagueHealth,
    pageCache: pageCacheStats,
    liveStreams: liveStreamStats,
    shareImages: sharePngPoolStats,
    push: pushStats,
  },
  pageCache: { decideFront, beginRender, cachedPage, cacheKeyHeader: CACHE_KEY_HEADER },
}
