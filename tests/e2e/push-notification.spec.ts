// The service worker's `push` handler (ADR 0023), fed by the browser's DevTools protocol. Chromium
// itself: its headless shell refuses the notification permission.
import { expect, test } from '@playwright/test'

import { E2E_BASE_URL } from './e2e-env.ts'

test.use({
  serviceWorkers: 'allow',
  launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] },
})

test('a push the browser delivers shows the notification the server wrote', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications'], { origin: E2E_BASE_URL })
  const cdp = await context.newCDPSession(page)
  const registered = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) =>
        registration.scopeURL.startsWith(E2E_BASE_URL),
      )
      if (ours && !ours.isDeleted) resolve(ours.registrationId)
    }),
  )
  await cdp.send('ServiceWorker.enable')
  await page.goto('/')
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  })
  const payload = {
    title: 'But des Lions',
    body: 'Lions 1 – 0 Aigles',
    url: '/match/G1',
    tag: 'G1',
    lang: 'fr',
  }
  const registrationId = await registered
  const deliver = () =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: E2E_BASE_URL,
      registrationId,
      data: JSON.stringify(payload),
    })
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
        title: notification.title,
        body: notification.body,
        url: (notification.data as { url: string }).url,
      })),
    )
  await deliver()
  // A loaded run once showed nothing for a first message: sent again (one tag) until one shows.
  await expect
    .poll(
      async () => {
        const notifications = await shown()
        if (notifications.length === 0) await deliver()
        return notifications
      },
      { timeout: 20_000, intervals: [2_000] },
    )
    .toEqual([{ title: payload.title, body: payload.body, url: payload.url }])
})
