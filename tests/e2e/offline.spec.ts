// The offline service worker (ADR 0014) in Chromium.
import http from 'node:http'

import { type Page, expect, test } from '@playwright/test'

import { E2E_BASE_URL } from './e2e-env.ts'
import { freePort } from './support/league-server.ts'

test.use({ serviceWorkers: 'allow' })

const FRENCH_NOTICE = /^Hors ligne — données de \d{1,2} h \d{2}$/
const ENGLISH_NOTICE = /^Offline — data from \d{1,2}:\d{2} [AP]M$/

async function interactive(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

/** Opens a first page and waits until the worker installed, precached and took control of it. */
async function installWorker(page: Page) {
  await page.goto('/')
  await interactive(page)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  })
}

function notice(page: Page) {
  return page.getByTestId('offline-notice')
}

test('the worker installs after the page is interactive and precaches the built files', async ({
  page,
}) => {
  await installWorker(page)
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    const keys = await caches.keys()
    const precache = keys.find((key) => key.includes('precache'))
    const files = precache ? (await (await caches.open(precache)).keys()).map((r) => r.url) : []
    return { script: registration.active?.scriptURL, scope: registration.scope, files }
  })
  expect(new URL(worker.script!).pathname).toBe('/sw.js')
  expect(new URL(worker.scope).pathname).toBe('/')
  expect(worker.files.some((url) => /\/assets\/framework-[\w-]+\.js/.test(url))).toBe(true)
  expect(worker.files.some((url) => /\/assets\/root-[\w-]+\.css/.test(url))).toBe(true)
  expect(worker.files.some((url) => url.includes('/icon-192.png'))).toBe(true)
  // No page is precached: pages are kept only once seen.
  expect(worker.files.some((url) => !/\/assets\/|\.(png|svg|webmanifest)/.test(url))).toBe(false)
  await expect(notice(page)).toBeEmpty()
})

test('a page seen before reloads offline with the notice, in French and in English, gone back online', async ({
  page,
  context,
}) => {
  await installWorker(page)
  // The first load came before the worker: these go through it and are kept.
  await page.goto('/standings')
  await interactive(page)
  await expect(notice(page)).toBeEmpty()
  await page.goto('/standings?lang=en')
  await interactive(page)

  await context.setOffline(true)
  await page.reload()
  await interactive(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(notice(page)).toHaveText(ENGLISH_NOTICE)
  await expect(notice(page)).toHaveAttribute('role', 'status')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  await page.goto('/standings')
  await interactive(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(notice(page)).toHaveText(FRENCH_NOTICE)
  await expect(notice(page)).toBeVisible()

  await context.setOffline(false)
  await expect(notice(page)).toBeEmpty()
  await expect(notice(page)).toBeHidden()
})

test('offline, a link to a page seen before opens its kept copy', async ({ page, context }) => {
  await installWorker(page)
  await page.goto('/rules')
  await interactive(page)
  await page.goto('/standings')
  await interactive(page)

  await context.setOffline(true)
  // A client-side navigation: its data cannot be fetched, so the page loads as a document.
  const nav = page.getByRole('navigation', { name: 'Navigation principale' })
  await nav.getByTestId('nav-more').locator('summary').click()
  await nav.getByRole('link', { name: 'Règlements' }).click()
  await expect(page).toHaveURL(/\/rules$/)
  await expect(notice(page)).toHaveText(FRENCH_NOTICE)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Règlements')
})

test('registration is never kept: offline it does not open from the cache', async ({
  page,
  context,
}) => {
  await installWorker(page)
  const registration = await page.goto('/registration')
  expect(registration?.status()).toBe(200)
  await interactive(page)
  await page.goto('/rules')
  await interactive(page)
  const kept = await page.evaluate(async () => {
    const urls: string[] = []
    for (const key of await caches.keys()) {
      for (const request of await (await caches.open(key)).keys()) urls.push(request.url)
    }
    return urls.map((url) => new URL(url).pathname)
  })
  expect(kept).toContain('/rules')
  expect(kept.some((path) => path.startsWith('/registration') || path.startsWith('/api'))).toBe(
    false,
  )

  await context.setOffline(true)
  await expect(page.goto('/registration')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/)
  // A kept page still opens (in a new tab: the failed one shows the browser's error page), and
  // again on a reload: the worker asks the network, never the HTTP cache, then its kept copy.
  const other = await context.newPage()
  await other.goto('/rules')
  await other.reload()
  await expect(notice(other)).toHaveText(FRENCH_NOTICE)
})

test('a new deployment’s worker replaces the old one without a prompt', async ({ page }) => {
  // The site through a proxy that can serve the next build's /sw.js (the same script with other
  // bytes, as a new precache list makes it); the browser's requests for it bypass routing.
  let build = 'first'
  const proxy = http.createServer((req, res) => {
    const headers = { ...req.headers, host: new URL(E2E_BASE_URL).host }
    const isWorker = req.url === '/sw.js'
    if (isWorker) {
      delete headers['accept-encoding']
      delete headers['if-none-match']
      delete headers['if-modified-since']
    }
    const upstream = http.request(`${E2E_BASE_URL}${req.url}`, { method: req.method, headers })
    upstream.on('response', async (answer) => {
      if (!isWorker || answer.statusCode !== 200) {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
        return
      }
      const chunks: Buffer[] = []
      for await (const chunk of answer) chunks.push(chunk as Buffer)
      const body = `${Buffer.concat(chunks).toString()}\n// build: ${build}\n`
      const { etag: _etag, 'last-modified': _modified, ...rest } = answer.headers
      res.writeHead(200, { ...rest, 'content-length': String(Buffer.byteLength(body)) })
      res.end(body)
    })
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  })
  const port = await freePort()
  await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve))
  try {
    const origin = `http://127.0.0.1:${port}`
    await page.goto(`${origin}/`)
    await interactive(page)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 20_000,
    })

    build = 'next'
    const replaced = await page.evaluate(async () => {
      const changed = new Promise<boolean>((resolve) => {
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true))
        setTimeout(() => resolve(false), 15_000)
      })
      const registration = await navigator.serviceWorker.ready
      await registration.update()
      return changed
    })
    expect(replaced).toBe(true)
    const after = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready
      return { waiting: registration.waiting, installing: registration.installing }
    })
    expect(after).toEqual({ waiting: null, installing: null })
    // The page goes on working under the new worker.
    await page.goto(`${origin}/rules`)
    await interactive(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  } finally {
    proxy.closeAllConnections()
    await new Promise((resolve) => proxy.close(resolve))
  }
})
