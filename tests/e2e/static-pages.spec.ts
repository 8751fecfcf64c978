import { DESKTOP, PHONE } from './fixtures.ts'
import { expect, test } from './support/shared-servers.ts'

const PAGES = [
  { path: '/rules', fr: 'Règlements', en: 'Rules' },
  { path: '/privacy-policy', fr: 'Politique de confidentialité', en: 'Privacy Policy' },
  { path: '/terms-of-use', fr: 'Conditions d’utilisation', en: 'Terms of Use' },
  { path: '/cookies', fr: 'Politique relative aux témoins', en: 'Cookie Policy' },
] as const

test.describe(() => {
  // Reads the server-rendered page only: no script to load and run.
  test.use({ javaScriptEnabled: false })

  for (const staticPage of PAGES) {
    for (const lang of ['fr', 'en'] as const) {
      test(`${staticPage.path} is complete in ${lang} and has a title`, async ({ page }) => {
        const response = await page.goto(`${staticPage.path}?lang=${lang}`)
        expect(response?.status()).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        const heading = page.getByRole('heading', { level: 1 })
        await expect(heading).toContainText(staticPage[lang], { ignoreCase: true })
        await expect(page).toHaveTitle(new RegExp(staticPage[lang], 'i'))
        const description = await page.locator('meta[name="description"]').getAttribute('content')
        expect(description?.length).toBeGreaterThan(20)
        expect(await page.locator('main section').count()).toBeGreaterThanOrEqual(3)
        await expect(page.locator('main')).not.toContainText('{email}')
      })
    }
  }
})

test.describe('the rules page', () => {
  test.describe(() => {
    // Reads the server-rendered page only: no script to load and run.
    test.use({ javaScriptEnabled: false })

    test('has six sections and the key-reminders box with the rules figures', async ({ page }) => {
      await page.goto('/rules')
      await expect(page.locator('main section')).toHaveCount(6)
      await expect(page.getByTestId('key-reminders')).toBeVisible()
      const text = await page.locator('main').innerText()
      for (const figure of [
        '18',
        '48 h',
        '25 min',
        '35 min',
        '15 $',
        '30 $',
        '60 $',
        '120 $',
        '100 $',
        '50 $',
        '500 $',
        '150 $',
        '31 décembre',
        '31 juillet',
      ]) {
        expect(text, figure).toContain(figure)
      }
    })
  })

  test('a table-of-contents link jumps to its section', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto('/rules?lang=en')
    const contents = page.getByRole('navigation', { name: 'Contents' })
    await contents.getByRole('link').nth(4).click()
    await expect(page).toHaveURL(/#/)
    const id = new URL(page.url()).hash.slice(1)
    await expect(page.locator(`section#${id}`)).toBeInViewport()
  })
})

test.describe('the 404 page', () => {
  for (const lang of ['fr', 'en'] as const) {
    test(`an unknown path answers 404 with the not-found page in ${lang}`, async ({ page }) => {
      await page.setViewportSize(PHONE)
      const response = await page.goto(`/no/such/page?lang=${lang}`)
      expect(response?.status()).toBe(404)
      const title = lang === 'fr' ? 'Oups! Page introuvable' : 'Oops! Page not found'
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page).toHaveTitle(new RegExp(title))
      await page
        .getByRole('link', { name: lang === 'fr' ? 'Retour à l’accueil' : 'Back to home' })
        .click()
      await expect(page).toHaveURL(/\/(\?.*)?$/)
    })
  }

  test('a client-side navigation to an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/cookies?lang=en')
    // Once hydrated, the page has remembered its language in the cookie the next request carries.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await expect.poll(() => page.evaluate(() => document.cookie)).toContain('lang=en')
    // Navigate through the hydrated router, as a <Link> would (React Router exposes it on window).
    await page.evaluate(() =>
      (
        window as unknown as {
          __reactRouterDataRouter: { navigate: (to: string) => Promise<void> }
        }
      ).__reactRouterDataRouter.navigate('/missing-page'),
    )
    await expect(page).toHaveURL(/\/missing-page$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
  })
})
