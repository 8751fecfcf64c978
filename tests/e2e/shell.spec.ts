import { DESKTOP, PHONE } from './fixtures.ts'
import { expect, test } from './support/shared-servers.ts'

// The bar's links; « Plus » holds the others, and the drawer lists them all.
const BAR = ['Accueil', 'Classements', 'Calendrier', 'Ce soir', 'Séries']
const MORE = ['Palmarès', 'Saisons', 'Nouvelles', 'Présaison', 'Règlements']

test.describe('navigation on a desktop screen', () => {
  test.use({ viewport: DESKTOP })

  test.describe(() => {
    // Reads the server-rendered page only: no script to load and run.
    test.use({ javaScriptEnabled: false })

    test('the top bar shows its entries, the others under « Plus », and highlights the current route', async ({
      page,
    }) => {
      await page.goto('/rules')
      const nav = page.getByRole('navigation', { name: 'Navigation principale' })
      await expect(nav).toBeVisible()
      for (const label of BAR) {
        await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible()
      }
      await expect(nav.getByRole('button', { name: 'Inscription' })).toBeVisible()
      for (const label of MORE)
        await expect(nav.getByRole('link', { name: label, exact: true })).toBeHidden()
      // A disclosure: it opens without JavaScript.
      await nav.getByTestId('nav-more').locator('summary').click()
      for (const label of MORE)
        await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible()
      await expect(nav.getByRole('link', { name: 'Règlements' })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await expect(nav.getByRole('link', { name: 'Accueil' })).not.toHaveAttribute(
        'aria-current',
        'page',
      )
      await expect(page.getByTestId('menu-button')).toBeHidden()
    })
  })

  test('the registration entry opens the registration-closed dialog, and OK closes it', async ({
    page,
  }) => {
    await page.goto('/')
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('button', { name: 'Inscription' })
      .click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('heading')).toContainText('Les inscriptions')
    await expect(dialog.getByRole('link', { name: 'ligue@example.org' })).toHaveAttribute(
      'href',
      'mailto:ligue@example.org',
    )
    await dialog.getByRole('button', { name: 'OK' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/$/)
  })

  test('the footer links the legal pages, social page and e-mail, and credits nobody unnamed', async ({
    page,
  }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    // FOOTER_POWERED_BY and FOOTER_CREATED_BY are not set for the shared server.
    await expect(footer.getByTestId('credits')).toHaveCount(0)
    await expect(footer).not.toContainText('Propulsé par')
    await expect(footer.getByTestId('copyright')).toContainText('© 2026')
    await expect(footer.getByRole('link', { name: 'ligue@example.org' })).toHaveAttribute(
      'href',
      'mailto:ligue@example.org',
    )
    await expect(footer.getByRole('link', { name: /Suivez-nous/ })).toHaveAttribute(
      'href',
      'https://www.facebook.com/example-league',
    )
    await footer.getByRole('link', { name: 'Conditions d’utilisation' }).click()
    await expect(page).toHaveURL(/\/terms-of-use$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test.describe(() => {
    // Reads the server-rendered page only: no script to load and run.
    test.use({ javaScriptEnabled: false })

    test('the footer credits the platform and the studio the operator names, in both languages', async ({
      page,
      exampleServer: server,
    }) => {
      // FOOTER_POWERED_BY and FOOTER_CREATED_BY are set and SOCIAL_URL empty for that server.
      await page.goto(`${server.baseURL}/rules`)
      const footer = page.getByRole('contentinfo')
      await expect(footer.getByTestId('credits')).toHaveText(
        'Propulsé par Plateforme Exemple · Site conçu par Atelier Exemple',
      )
      await page.goto(`${server.baseURL}/rules?lang=en`)
      await expect(footer.getByTestId('credits')).toHaveText(
        'Powered by Plateforme Exemple · Website by Atelier Exemple',
      )
      // No social page configured: no link to one.
      await expect(footer.getByRole('link', { name: /Follow us/ })).toHaveCount(0)
      await expect(footer.getByRole('link', { name: 'ligue@example.org' })).toBeVisible()
    })
  })

  test('every route change scrolls back to the top', async ({ page }) => {
    await page.goto('/rules')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Témoins (cookies)' }).click()
    await expect(page).toHaveURL(/\/cookies$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test.describe('navigation on a 390px phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true })

  test('the drawer opens with every entry and navigates', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden()
    await page.getByTestId('menu-button').click()
    const drawer = page.getByTestId('nav-drawer')
    await expect(drawer).toBeVisible()
    await expect(drawer.getByRole('link', { name: 'Accueil' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(await drawer.getByRole('listitem').allInnerTexts()).toEqual([
      ...BAR,
      ...MORE,
      'Inscription',
    ])
    await drawer.getByRole('link', { name: 'Règlements' }).click()
    await expect(page).toHaveURL(/\/rules$/)
    await expect(drawer).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('choosing registration in the drawer closes the drawer and opens the dialog', async ({
    page,
  }) => {
    await page.goto('/rules')
    await page.getByTestId('menu-button').click()
    await page.getByTestId('nav-drawer').getByRole('button', { name: 'Inscription' }).click()
    await expect(page.getByTestId('nav-drawer')).toBeHidden()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'OK' }).click()
    await expect(dialog).toBeHidden()
  })

  test.describe(() => {
    // Reads the server-rendered page only: no script to load and run.
    test.use({ javaScriptEnabled: false })

    test('nothing overflows the phone width', async ({ page }) => {
      for (const path of ['/', '/rules', '/privacy-policy', '/terms-of-use', '/cookies', '/nope']) {
        await page.goto(path)
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        )
        expect(overflow, path).toBeLessThanOrEqual(0)
      }
    })
  })
})

test.describe('the header bar', () => {
  test.use({ javaScriptEnabled: false })

  // Where its layout changes (lg, xl) and past them: the language toggle was pushed off at 1280 px.
  test('holds every entry and button inside its column in both languages', async ({ page }) => {
    for (const width of [1024, 1279, 1280, 1440]) {
      await page.setViewportSize({ width, height: 720 })
      for (const lang of ['fr', 'en']) {
        await page.goto(`/rules?lang=${lang}`)
        const overflow = await page
          .locator('header .max-w-6xl')
          .evaluate((bar) => bar.scrollWidth - bar.clientWidth)
        expect(overflow, `${width} px, ${lang}`).toBeLessThanOrEqual(0)
      }
    }
  })
})

test.describe('language', () => {
  test.describe(() => {
    // Reads the server-rendered page only: no script to load and run.
    test.use({ javaScriptEnabled: false })

    test('French is the default and the toggle shows EN', async ({ page }) => {
      const response = await page.goto('/')
      expect(await response?.text()).toContain('<html lang="fr"')
      await expect(page.getByTestId('language-toggle')).toHaveText('EN')
    })
  })

  test('?lang=en renders English on the server and the cookie keeps it on the next pages', async ({
    page,
    request,
  }) => {
    const raw = await request.get('/rules?lang=en')
    const html = await raw.text()
    expect(html).toContain('<html lang="en"')
    expect(html).toMatch(/Key reminders/i)
    // The page itself sets no cookie (shared caches keep it); the browser remembers the choice.
    expect(raw.headers()['set-cookie']).toBeUndefined()

    await page.goto('/?lang=en')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByTestId('language-toggle')).toHaveText('FR')
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'lang')?.value)
      .toBe('en')
    const second = await page.goto('/cookies')
    expect(page.url()).toMatch(/\/cookies\?lang=en$/)
    expect(await second?.text()).toContain('<html lang="en"')
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).first()).toBeVisible()
  })

  test('the toggle switches the language and the choice survives a full reload', async ({
    page,
  }) => {
    await page.goto('/rules')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Règlements/)
    await page.getByTestId('language-toggle').click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Rules/)
    await expect(page.getByTestId('language-toggle')).toHaveText('FR')
    await page.goto('/privacy-policy')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.getByTestId('language-toggle').click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  })

  test('pages declare hreflang alternates for both languages', async ({ request }) => {
    const html = await (await request.get('/rules')).text()
    // French is the plain address every French link uses (also the canonical one).
    expect(html).toMatch(
      /<link rel="alternate" hrefLang="fr" href="http:\/\/127\.0\.0\.1:\d+\/rules"/i,
    )
    expect(html).toMatch(
      /<link rel="alternate" hrefLang="en" href="http:\/\/127\.0\.0\.1:\d+\/rules\?lang=en"/i,
    )
    expect(html).toMatch(/hrefLang="x-default"/i)
  })
})
