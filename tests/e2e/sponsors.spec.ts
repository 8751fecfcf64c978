/** The /sponsors page on the demo league: every active sponsor and the call to sponsor. */

import { DESKTOP, PHONE, useLanguage } from './fixtures.ts'
import { expect, test } from './support/shared-servers.ts'

test('lists every active sponsor in the server HTML', async ({ request }) => {
  const html = await (await request.get('/sponsors?lang=fr')).text()
  for (const name of [
    'Sports Rive-Nord',
    'Boulangerie St-Méthode',
    'Clinique Physio Laval',
    'Pizzeria Napoli Brossard',
  ]) {
    expect(html).toContain(name)
  }
  expect(html).not.toContain('Garage Côté')
  expect(html).toContain('<title>Nos partenaires · LSI Laval-Brossard</title>')
  expect(html).toContain('Devenez partenaire de la ligue')
  expect(html).toContain('href="mailto:ligue@example.org?subject=')
})

test.describe('the sponsors page', () => {
  // Reads the server-rendered page only: no script to load and run.
  test.use({ javaScriptEnabled: false })
  for (const lang of ['fr', 'en'] as const) {
    test(`shows logos and links in ${lang}`, async ({ page, baseURL }) => {
      await useLanguage(page, lang, baseURL!)
      await page.setViewportSize(DESKTOP)
      await page.goto('/sponsors')
      const heading = lang === 'fr' ? 'Nos partenaires' : 'Our partners'
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      const cards = page.getByTestId('sponsors-list').getByTestId('sponsor-card')
      await expect(cards).toHaveCount(4)
      const first = cards.first()
      await expect(first).toHaveAttribute('target', '_blank')
      await expect(first).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(first.locator('.sr-only')).toHaveText(
        lang === 'fr' ? '(s’ouvre dans un nouvel onglet)' : '(opens in a new tab)',
      )
      await expect(first.locator('img')).toHaveAttribute('src', /^\/media\/Sponsors\/.+\.svg$/)
      const contact = page.getByTestId('sponsor-contact')
      await expect(contact.getByRole('heading')).toHaveText(
        lang === 'fr' ? 'Devenez partenaire de la ligue' : 'Sponsor the league',
      )
      await expect(contact.getByRole('link')).toHaveAttribute(
        'href',
        /^mailto:ligue@example\.org\?subject=/,
      )
    })
  }

  test('fits a 390px phone', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/sponsors?lang=en')
    await expect(page.getByTestId('sponsors-list').getByTestId('sponsor-card')).toHaveCount(4)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })

  test('has an English title and description', async ({ page }) => {
    await page.goto('/sponsors?lang=en')
    await expect(page).toHaveTitle('Our partners · Laval-Brossard ISL')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^Laval-Brossard Indoor Soccer League: our sponsors/,
    )
  })
})

test.describe('a logo that fails to load', () => {
  test('shows the sponsor’s initials in a box the size of the other logos on /sponsors', async ({
    page,
  }) => {
    await page.route('**/media/Sponsors/sports-rive-nord.svg', (route) => route.abort())
    await page.setViewportSize(DESKTOP)
    await page.goto('/sponsors?lang=fr')
    const cards = page.getByTestId('sponsors-list').getByTestId('sponsor-card')
    const broken = cards.filter({ hasText: 'Sports Rive-Nord' })
    await expect(broken.getByTestId('sponsor-initials')).toHaveText('SN')
    await expect(broken.locator('img')).toHaveCount(0)
    const brokenBox = await broken.locator('.sponsor-card-logo').boundingBox()
    const otherBox = await cards.nth(1).locator('.sponsor-card-logo').boundingBox()
    expect(brokenBox!.height).toBe(otherBox!.height)
    expect(brokenBox!.width).toBe(otherBox!.width)
    // The logos that load are contained in their box, never cropped.
    await expect(cards.nth(1).locator('img')).toHaveCSS('object-fit', 'contain')
  })

  test('shows the initials in the home page’s sponsor strip too', async ({ page }) => {
    await page.route('**/media/Sponsors/sports-rive-nord.svg', (route) => route.abort())
    await page.goto('/?lang=en')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    const strip = page.getByTestId('sponsors')
    await strip.scrollIntoViewIfNeeded()
    const broken = strip.getByTestId('sponsor-card').filter({ hasText: 'Sports Rive-Nord' })
    await expect(broken.getByTestId('sponsor-initials')).toHaveText('SN')
    const height = await broken.locator('.sponsor-card-logo').evaluate((box) => box.clientHeight)
    const other = strip.getByTestId('sponsor-card').filter({ hasText: 'Clinique Physio Laval' })
    expect(height).toBe(
      await other.locator('.sponsor-card-logo').evaluate((box) => box.clientHeight),
    )
  })
})

test('the site footer links to the sponsors page in both languages', async ({ page }) => {
  for (const [lang, name] of [
    ['fr', 'Nos partenaires'],
    ['en', 'Our partners'],
  ] as const) {
    await page.goto(`/rules?lang=${lang}`)
    const link = page.getByRole('contentinfo').getByRole('link', { name })
    await expect(link).toHaveAttribute('href', lang === 'fr' ? '/sponsors' : '/sponsors?lang=en')
    await link.click()
    await expect(page).toHaveURL(lang === 'fr' ? /\/sponsors$/ : /\/sponsors\?lang=en$/)
  }
})
