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
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: E2E_BASE_URL,
    registrationId: await registered,
    data: JSON.stringify(payload),
  })
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => ({
          title: shown.title,
          body: shown.body,
          url: (shown.data as { url: string }).url,
        })),
      ),
    )
    .toEqual([{ title: payload.title, body: payload.body, url: payload.url }])
})
