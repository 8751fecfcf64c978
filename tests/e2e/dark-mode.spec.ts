// The dark theme (ADR 0018): the remembered choice is on the page before the app's JavaScript runs
// (no flash).
import { type Page, expect, test } from '@playwright/test'

import { DESKTOP, PHONE, expectDark, expectLight } from './fixtures.ts'
import { firstLink } from './support/page-kinds.ts'

async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

test.describe('the toggle', () => {
  test('its choice overrides the system and survives a reload, and toggling back follows the system again', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.setViewportSize(DESKTOP)
    await page.goto('/?lang=en')
    await hydrated(page)
    const toggle = page.getByRole('button', { name: 'Dark theme' })
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await expectLight(page)

    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expectDark(page)

    await page.reload()
    await expectDark(page)
    await hydrated(page)
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')

    // Back to light, which is the system's: no choice is kept, the system leads again.
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await expectLight(page)
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull()
    await page.emulateMedia({ colorScheme: 'dark' })
    await expectDark(page)
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  })

  test('a light choice holds against a dark system, from the phone drawer, in French', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.setViewportSize(PHONE)
    await page.goto('/standings')
    await hydrated(page)
    await expectDark(page)
    await page.getByTestId('menu-button').click()
    const toggle = page.getByTestId('nav-drawer').getByRole('button', { name: 'Thème sombre' })
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await expectLight(page)

    await page.reload()
    await expectLight(page)
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  })
})

test.describe('no flash of the other theme', () => {
  for (const [system, stored] of [
    ['light', 'dark'],
    ['dark', 'light'],
  ] as const) {
    test(`a remembered ${stored} theme is applied before any app script runs (system ${system})`, async ({
      page,
    }) => {
      const csp: string[] = []
      page.on('console', (message) => {
        if (/Content.Security.Policy/i.test(message.text())) csp.push(message.text())
      })
      await page.emulateMedia({ colorScheme: system })
      // Nothing of the app runs: what shows is the first paint's theme, from the head script.
      await page.route('**/assets/*.js', (route) => route.abort())
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), stored)
      await page.goto('/')
      await expect(page.locator('html')).toHaveAttribute('data-theme', stored)
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')
      if (stored === 'dark') await expectDark(page)
      else await expectLight(page)
      // The inline script was allowed by the page's CSP (its hash).
      expect(csp).toEqual([])
    })
  }

  test('the theme is set before the style sheet: the head script comes first', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head.indexOf('dataset.theme')).toBeGreaterThan(0)
    expect(head.indexOf('dataset.theme')).toBeLessThan(head.indexOf('rel="stylesheet"'))
    // Both schemes have their browser bar colour.
    expect(head).toContain('media="(prefers-color-scheme: dark)"')
    expect(head).toContain('media="(prefers-color-scheme: light)"')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  for (const scheme of ['dark', 'light'] as const) {
    test(`the page follows a ${scheme} system`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme })
      await page.goto('/')
      if (scheme === 'dark') await expectDark(page)
      else await expectLight(page)
    })
  }
})

test('a page prints light even in the dark theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto(await firstLink(page, '/standings', /^\/team\//))
  await expectDark(page)
  await page.emulateMedia({ colorScheme: 'dark', media: 'print' })
  await expectLight(page)
})
