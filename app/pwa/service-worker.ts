/**
 * The service worker (ADR 0014), bundled and given its precache list after the app's build by
 * scripts/build-service-worker.ts, served as /sw.js.
 *
 * - Built JS, CSS, fonts and icons are precached, so a kept page still hydrates offline.
 * - Pages a visitor has seen: network first (NETWORK_TIMEOUT_SECONDS; asked of the server, not of
 *   the browser's HTTP cache), then the kept copy, marked with the time it was fetched for the
 *   offline notice (offline-rules.ts says what is kept).
 * - Nothing else is answered by the worker: the API, the live stream, `.data` requests and posts
 *   go to the network as if there were no worker.
 * - A new deployment's worker takes over at once (skipWaiting, clientsClaim) and drops the old
 *   precache; the next navigation gets the new build.
 */
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

// The worker's global scope, typed by what this file uses (the DOM lib is the project's).
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
        // Keep only storable pages, stamped with the time they were fetched.
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
        // Only a fallback reads the cache: mark the copy so the page shows the offline notice.
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
