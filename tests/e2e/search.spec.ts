/** `/search?q=` and the header's search box on the demo league. */

import { DESKTOP, PHONE, expectNoAxeViolations } from './fixtures.ts'
import { expect, test } from './support/shared-servers.ts'

const TEXT = {
  fr: {
    box: 'Rechercher une équipe ou un joueur',
    teams: 'Équipes',
    players: 'Joueurs',
    empty: 'Tapez le nom d’une équipe ou d’un joueur, ou une partie du nom.',
    none: 'Aucune équipe ni aucun joueur ne correspond à « zzzz ».',
    tooLong: 'Cette recherche est trop longue : 100 caractères au plus.',
    submit: 'Rechercher',
  },
  en: {
    box: 'Search for a team or a player',
    teams: 'Teams',
    players: 'Players',
    empty: 'Type the name of a team or a player, or part of it.',
    none: 'No team or player matches “zzzz”.',
    tooLong: 'This search is too long: 100 characters at most.',
    submit: 'Search',
  },
} as const

const withLang = (path: string, lang: 'fr' | 'en') =>
  lang === 'fr' ? path : `${path}${path.includes('?') ? '&' : '?'}lang=en`

test('finds teams and players whatever the accents and case, server-rendered and noindex', async ({
  request,
}) => {
  const response = await request.get('/search?q=INTREPIDES')
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toContain('<meta name="robots" content="noindex"/>')
  expect(html).toContain('<title>Recherche\u00a0: INTREPIDES · LSI Laval-Brossard</title>')
  expect(html).toMatch(
    /href="\/team\/T\d+\?division=[^"&]+&amp;season=2025W"[^>]*>.*Les Intrépides/,
  )
  const player = await (await request.get('/search?q=melanie%20TREMBLAY&lang=en')).text()
  expect(player).toMatch(
    /href="\/player\/P\d+\?season=2025W&amp;division=[^"&]+&amp;teamId=T\d+&amp;lang=en"[^>]*>.*Mélanie Tremblay/,
  )
})

test('escapes the query it shows back', async ({ request }) => {
  const html = await (await request.get('/search?q=%3Cscript%3Ealert(1)%3C/script%3E')).text()
  expect(html).not.toContain('<script>alert(1)')
  expect(html).toContain('&lt;script&gt;alert(1)')
})

for (const lang of ['fr', 'en'] as const) {
  const text = TEXT[lang]
  test.describe(`search in ${lang}`, () => {
    test('works from the header box without JavaScript and leads to the pages found', async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP })
      const page = await context.newPage()
      await page.goto(withLang('/', lang))
      const box = page.getByTestId('search-form-header').getByRole('searchbox', { name: text.box })
      await box.fill('tremblay')
      await box.press('Enter')
      await expect(page).toHaveURL(
        new RegExp(`/search\\?${lang === 'en' ? 'lang=en&' : ''}q=tremblay$`),
      )
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      const players = page.getByTestId('search-players')
      await expect(
        players.getByRole('heading', { name: new RegExp(`^${text.players}`) }),
      ).toBeVisible()
      await expect(players.getByRole('link')).toHaveCount(10)
      await expect(page.getByTestId('search-form-page').getByRole('searchbox')).toHaveValue(
        'tremblay',
      )
      await players.getByRole('link', { name: /Mélanie Tremblay/ }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Mélanie Tremblay' })).toBeVisible()
      await context.close()
    })

    test('groups teams and players, and fits both widths', async ({ page }) => {
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport)
        await page.goto(withLang('/search?q=faucons', lang))
        const teams = page.getByTestId('search-teams')
        await expect(
          teams.getByRole('heading', { name: new RegExp(`^${text.teams}`) }),
        ).toBeVisible()
        await expect(
          // One name per team, in both languages: the demo never translates it.
          teams.getByRole('link', { name: /Les Faucons/ }),
        ).toHaveAttribute(
          'href',
          new RegExp(`^/team/T\\d+\\?division=.+&season=2025W${lang === 'en' ? '&lang=en' : ''}$`),
        )
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        )
        expect(overflow).toBeLessThanOrEqual(0)
        // Teams and players grouped: axe once, in one language at one width.
        if (lang === 'en' && viewport === DESKTOP) await expectNoAxeViolations(page)
      }
    })

    test.describe(() => {
      // Reads the server-rendered page only: no script to load and run.
      test.use({ javaScriptEnabled: false })

      test('says what to do with an empty, unknown or overlong query', async ({ page }) => {
        await page.goto(withLang('/search', lang))
        await expect(page.getByTestId('search-state')).toHaveText(text.empty)
        await page.goto(withLang('/search?q=zzzz', lang))
        await expect(page.getByTestId('search-state')).toContainText(text.none)
        const started = Date.now()
        const response = await page.goto(withLang(`/search?q=${'a'.repeat(10_000)}`, lang))
        expect(response?.status()).toBe(200)
        expect(Date.now() - started).toBeLessThan(5_000)
        await expect(page.getByTestId('search-state')).toHaveText(text.tooLong)
        await expect(page.getByTestId('search-form-page').getByRole('searchbox')).toHaveValue(
          'a'.repeat(100),
        )
      })
    })

    test('is one tap away on a phone: the header link, and the drawer box', async ({ page }) => {
      await page.setViewportSize(PHONE)
      await page.goto(withLang('/', lang))
      await expect(page.getByTestId('search-form-header')).toBeHidden()
      await page.getByTestId('search-link').click()
      await expect(page).toHaveURL(new RegExp(`/search${lang === 'en' ? '\\?lang=en' : ''}$`))
      await page.goto(withLang('/rules', lang))
      await page.getByTestId('menu-button').click()
      const drawerBox = page.getByTestId('search-form-drawer').getByRole('searchbox')
      await drawerBox.fill('intrépides')
      await page
        .getByTestId('search-form-drawer')
        .getByRole('button', { name: text.submit })
        .click()
      await expect(page.getByTestId('search-teams').getByRole('link')).toHaveCount(1)
    })
  })
}
