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
import { clickTarget, notificationFromPush } from './push-notification.ts'

type WindowClient = {
  url: string
  focus(): Promise<unknown>
  navigate(url: string): Promise<unknown>
}
type ExtendableEvent = Event & { waitUntil(work: Promise<unknown>): void }

declare const self: {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>
  location: Location
  skipWaiting(): Promise<void>
  addEventListener(
    type: 'push' | 'notificationclick',
    listener: (event: ExtendableEvent & Record<string, unknown>) => void,
  ): void
  registration: {
    showNotification(title: string, options: object): Promise<void>
  }
  clients: {
    matchAll(options: object): Promise<WindowClient[]>
    openWindow(url: string): Promise<unknown>
  }
}

// A followed team's notification (docs/product.md#notifications): shown as the server wrote it.
self.addEventListener('push', (event) => {
  const data = event.data as { text(): string } | null | undefined
  const shown = notificationFromPush(data?.text())
  if (shown) event.waitUntil(self.registration.showNotification(shown.title, shown.options))
})

// A click opens the match page: in a tab of the site already open, else a new one.
self.addEventListener('notificationclick', (event) => {
  const notification = event.notification as { close(): void; data?: { url?: unknown } }
  notification.close()
  const target = clickTarget(notification.data?.url, self.location.origin)
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((clients) => {
      const open = clients.find((client) => client.url.startsWith(self.location.origin))
      return open ? open.navigate(target).then(() => open.focus()) : self.clients.openWindow(target)
    }),
  )
})

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
