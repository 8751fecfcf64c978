// ADR 0014. Given its precache list by scripts/build-service-worker.ts.
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { NetworkFirst } from 'workbox-strategies'

import {
  CACHED_AT_HEADER,
  MAX_PAGES,
  NETWORK_TIMEOUT_SECONDS,
  PAGES_CACHE,
  isOfflinePageRequest,
  isStorablePage,
  markOfflineCopy,
  revalidatingRequest,
} from './offline-rules.ts'

declare const self: {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>
  location: Location
  skipWaiting(): Promise<void>
}

void self.skipWaiting()
clientsClaim()

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

registerRoute(
  ({ request }) =>
    isOfflinePageRequest({
      url: request.url,
      method: request.method,
      mode: request.mode,
      origin: self.location.origin,
    }),
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      {
        // Network first means the server, not a stale copy in the browser's HTTP cache.
        requestWillFetch: async ({ request }) => revalidatingRequest(request),
        cacheWillUpdate: async ({ response }) => {
          if (!isStorablePage(response)) return null
          const headers = new Headers(response.headers)
          headers.set(CACHED_AT_HEADER, new Date().toISOString())
          return new Response(await response.blob(), {
            status: response.status,
            statusText: response.statusText,
            headers,
          })
        },
        cachedResponseWillBeUsed: async ({ cachedResponse }) => {
          const cachedAt = cachedResponse?.headers.get(CACHED_AT_HEADER)
          if (!cachedResponse || !cachedAt) return cachedResponse ?? null
          const html = markOfflineCopy(await cachedResponse.text(), cachedAt)
          const headers = new Headers(cachedResponse.headers)
          headers.delete('content-length')
          return new Response(html, { status: 200, headers })
        },
      },
      new ExpirationPlugin({ maxEntries: MAX_PAGES, purgeOnQuotaError: true }),
    ],
  }),
)
