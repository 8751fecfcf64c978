// The home page on the demo league (LEAGUE_NOW 2026-01-14 19:00 Toronto), both languages, desktop
// and phone.
import { type Page } from '@playwright/test'

import { DESKTOP, PHONE, stopClock, useLanguage } from './fixtures.ts'
import { expect, test } from './support/shared-servers.ts'

async function gotoHome(page: Page, url = '/') {
  await page.goto(url)
  await expect(page.getByTestId('home')).toHaveAttribute('data-hydrated', 'true')
}

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

test.describe('home page content is in the server HTML', () => {
  test('in French', async ({ request }) => {
    // French puts a non-breaking space before a colon; the texts below are written plainly.
    const html = (await (await request.get('/?lang=fr')).text()).replaceAll('\u00a0', ' ')
    for (const text of [
      'Nouvelles',
      'Les séries sont lancées en Femmes A - Laval',
      '14 janvier 2026',
      'Matchs du jour — 14 janvier 2026',
      'Bayern Longueuil',
      'Terminé',
      'À venir',
      'Classement',
      'Inter Chomedey',
      'Meilleurs buteurs',
      'Arjun Dimitrov',
      'Meilleure attaque',
      'BP : Buts pour, PJ : Parties jouées',
      'Meilleure défense',
      'BC : Buts contre, PJ : Parties jouées',
      'Matchs à venir',
      'Résultats récents',
      'Voir plus',
      'Nos partenaires',
      'Devenez partenaire',
      'Sports Rive-Nord',
      'Pizzeria Napoli Brossard',
    ]) {
      expect(html, text).toContain(text.replace(/'/g, '&#x27;'))
    }
    expect(html).not.toContain('Garage Côté')
    // Six upcoming and six recent results are there, the last three of each hidden until
    // 'View More'; today's games are only in the carousel.
    expect(html.match(/data-testid="match-card"/g)).toHaveLength(12)
    expect(html).not.toMatch(/data-testid="match-card"[^>]*data-match-id="2025W-0186"/)
    expect(html.match(/data-testid="today-card"/g)).toHaveLength(9)
  })

  test('in English', async ({ request }) => {
    const html = await (await request.get('/?lang=en')).text()
    for (const text of [
      'News',
      'Playoffs under way in Women A - Laval',
      'January 14, 2026',
      'Today’s games — January 14, 2026',
      'Final',
      'Upcoming',
      'Standings',
      'Top strikers',
      'Best Offensive Team',
      'GF: Goals For, GP: Games Played',
      'Best Defensive Team',
      'GA: Goals Against, GP: Games Played',
      'Upcoming games',
      'Recent results',
      'View More',
      'Our partners',
      'Become a sponsor',
    ]) {
      expect(html, text).toContain(text)
    }
    expect(html).toContain('<title>Laval-Brossard Indoor Soccer League</title>')
  })
})

test.describe('news strip', () => {
  test.describe(() => {
    // Reads the server-rendered page only: no script to load and run.
    test.use({ javaScriptEnabled: false })

    test('shows whole cards with image, title, long date and a 3-line excerpt', async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP)
      await page.goto('/?lang=fr')
      const cards = page.getByTestId('news-card')
      await expect(cards).toHaveCount(7)
      const first = cards.first()
      await expect(first.locator('img')).toHaveCount(1)
      await expect(first.getByRole('heading')).toHaveText(
        'Les séries sont lancées en Femmes A - Laval',
      )
      await expect(first).toContainText('14 janvier 2026')
      await expect(first.locator('.line-clamp-3')).toHaveCSS('-webkit-line-clamp', '3')
      // Every item of the demo is in both languages: the French home shows the French one; an
      // item without image gets the placeholder.
      await expect(cards.nth(2)).toContainText('Objets trouvés')
      await expect(cards.filter({ hasText: 'Lost and found' })).toHaveCount(0)
      await expect(cards.nth(1).locator('img')).toHaveCount(0)
    })
  })

  /** Cards of the strip seen whole, and cards cut by its edge (none may be). */
  async function cardsInView(page: Page) {
    return page.evaluate(() => {
      const viewport = document.querySelector('[data-testid="news-viewport"]')!
      const edge = viewport.getBoundingClientRect()
      const whole: number[] = []
      const cut: number[] = []
      document.querySelectorAll('[data-testid="news-card"]').forEach((card, index) => {
        const box = card.getBoundingClientRect()
        if (box.right <= edge.left + 1 || box.left >= edge.right - 1) return
        if (box.left >= edge.left - 1 && box.right <= edge.right + 1) whole.push(index)
        else cut.push(index)
      })
      return { whole, cut }
    })
  }

  test('on desktop, shows three whole cards and pages with working previous/next buttons', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP)
    await gotoHome(page, '/?lang=en')
    const previous = page.getByRole('button', { name: 'Previous news' })
    const next = page.getByRole('button', { name: 'Next news' })
    await expect(next).toBeEnabled()
    await expect(previous).toBeDisabled()
    expect(await cardsInView(page)).toEqual({ whole: [0, 1, 2], cut: [] })
    await next.click()
    await expect(previous).toBeEnabled()
    await expect.poll(async () => (await cardsInView(page)).whole).toEqual([3, 4, 5])
    expect((await cardsInView(page)).cut).toEqual([])
    await next.click()
    await expect(next).toBeDisabled()
    await expect.poll(async () => (await cardsInView(page)).whole).toEqual([4, 5, 6])
    await previous.click()
    await previous.click()
    await expect.poll(async () => (await cardsInView(page)).whole).toEqual([0, 1, 2])
    await expect(previous).toBeDisabled()
  })

  test('a card opens its whole article, with its image, in one step', async ({ page }) => {
    await gotoHome(page, '/?lang=fr')
    await page.getByTestId('news-card').first().click()
    await expect(page).toHaveURL(/\/news\/[^?]+$/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    const article = page.getByTestId('news-article')
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(
      'Les séries sont lancées en Femmes A - Laval',
    )
    await expect(article).toContainText('14 janvier 2026')
    await expect(article).toContainText('La finale a lieu la semaine prochaine')
    await expect(article.locator('img')).toHaveCount(1)
  })

  test('opens the English article, without image when it has none', async ({ page }) => {
    await gotoHome(page, '/?lang=en')
    await page.getByTestId('news-card').nth(1).click()
    await expect(page).toHaveURL(/\/news\/[^?]+\?lang=en$/)
    const article = page.getByTestId('news-article')
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(
      'Registration for next season is closed',
    )
    await expect(article).toContainText('January 13, 2026')
    await expect(article).toContainText('All spots are taken for next season.')
    await expect(article.locator('img')).toHaveCount(0)
  })

  test('cards are plain links to the article pages, and an older /?news= link goes there', async ({
    request,
  }) => {
    const html = await (await request.get('/?lang=en')).text()
    const card = html.match(/<a [^>]*data-testid="news-card"[^>]*>/)?.[0] ?? ''
    const href = card.match(/href="([^"]+)"/)?.[1]
    expect(href).toMatch(/^\/news\/[^?]+\?lang=en$/)
    const id = href!.slice('/news/'.length, href!.indexOf('?'))
    const response = await request.get(`/?lang=en&news=${id}`, { maxRedirects: 0 })
    expect(response.status()).toBe(302)
    expect(response.headers().location).toBe(`/news/${id}?lang=en`)
  })
})

test.describe('upcoming matches and recent results', () => {
  test.describe(() => {
    // Reads the server-rendered page only: no script to load and run.
    test.use({ javaScriptEnabled: false })

    test('lists 6 upcoming matches after today, soonest first, which do not open a match page', async ({
      page,
    }) => {
      await page.goto('/?lang=en')
      const upcoming = page.getByTestId('home-upcoming').getByTestId('match-card')
      await expect(upcoming).toHaveCount(6)
      // Three until 'View More'; today's games are in the carousel, not here a second time.
      await expect(
        page.locator('[data-testid="home-upcoming"] [data-testid="match-card"]:visible'),
      ).toHaveCount(3)
      await expect(upcoming.first()).toContainText('January 15, 2026')
      await expect(upcoming.first()).toContainText('8:15 PM')
      await expect(upcoming.first()).toContainText('Upcoming')
      await expect(upcoming.first().getByRole('link', { name: /View match sheet/ })).toHaveCount(0)
      await expect(
        upcoming.first().getByRole('link', { name: /^See the game preview: / }),
      ).toHaveAttribute('href', /^\/match\/[^/?]+\?lang=en$/)
    })
  })

  test('shows 3 recent results, 6 after View More, 3 again after View Less', async ({ page }) => {
    await gotoHome(page, '/?lang=en')
    const block = page.getByTestId('home-recent')
    const visible = block.locator('[data-testid="match-card"]:visible')
    await expect(visible).toHaveCount(3)
    const toggle = block.getByRole('button', { name: 'View More' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await expect(visible).toHaveCount(6)
    const less = block.getByRole('button', { name: 'View Less' })
    await expect(less).toHaveAttribute('aria-expanded', 'true')
    await less.click()
    await expect(visible).toHaveCount(3)
    await expect(visible.first()).toContainText('Ajax Sainte-Dorothée')
    await expect(visible.first()).toContainText('Final')
  })

  test('opens the match page from a finished card and the team page from a team name', async ({
    page,
  }) => {
    await gotoHome(page, '/?lang=fr')
    const card = page.getByTestId('home-recent').getByTestId('match-card').first()
    await card.getByRole('link', { name: /Voir la feuille de match/ }).click()
    await expect(page).toHaveURL(/\/match\/2025W-0338$/)
    await gotoHome(page, '/?lang=fr')
    await page
      .getByTestId('home-recent')
      .getByTestId('match-card')
      .first()
      .getByRole('link', { name: 'Ajax Sainte-Dorothée', exact: true })
      .click()
    await expect(page).toHaveURL(/\/team\/T\d+\?division=W1&season=2025W$/)
  })
})

test.describe('sponsors strip', () => {
  test('shows 3 sponsors per page, turns pages with dots and every 5 s, wrapping', async ({
    page,
  }) => {
    await stopClock(page)
    await gotoHome(page, '/?lang=fr')
    const strip = page.getByTestId('sponsors')
    await expect(strip.getByRole('heading', { name: 'Nos partenaires' })).toBeVisible()
    const visibleCards = strip.locator('[data-testid="sponsor-card"]:visible')
    await expect(visibleCards).toHaveCount(3)
    const dots = strip.getByTestId('sponsor-dot')
    await expect(dots).toHaveCount(2)
    await expect(dots.first()).toHaveAttribute('aria-current', 'true')
    // Auto-advance (mouse away from the strip), then wrap back to the first page.
    await page.mouse.move(0, 0)
    await page.clock.runFor(4_900)
    await expect(dots.first()).toHaveAttribute('aria-current', 'true')
    await page.clock.runFor(100)
    await expect(visibleCards).toHaveCount(1)
    await expect(visibleCards).toContainText('Pizzeria Napoli Brossard')
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true')
    await page.clock.runFor(5_000)
    await expect(visibleCards).toHaveCount(3)
    // The dots choose a page.
    await strip.getByRole('button', { name: 'Page 2 de partenaires' }).click()
    await expect(visibleCards).toHaveCount(1)
  })

  test.describe(() => {
    // Reads the server-rendered page only: no script to load and run.
    test.use({ javaScriptEnabled: false })

    test('links sponsors in a new tab and calls to become a sponsor', async ({ page }) => {
      await page.goto('/?lang=en')
      const link = page.getByTestId('sponsors').getByRole('link', { name: /Sports Rive-Nord/ })
      await expect(link).toHaveAttribute('href', 'https://sports-rive-nord.example')
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(link.locator('.sr-only')).toHaveText('(opens in a new tab)')
      await expect(link.getByRole('img', { name: 'Sports Rive-Nord logo' })).toHaveAttribute(
        'src',
        '/media/Sponsors/sports-rive-nord.svg',
      )
      await page.getByRole('link', { name: 'Become a sponsor' }).click()
      await expect(page).toHaveURL(/\/sponsors\?lang=en$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Our partners' })).toBeVisible()
    })
  })

  test('can be paused', async ({ page }) => {
    await stopClock(page)
    await gotoHome(page, '/?lang=en')
    await page.getByRole('button', { name: 'Pause the sponsor rotation' }).click()
    await page.mouse.move(0, 0)
    // Two rotation periods and more.
    await page.clock.runFor(12_000)
    await expect(page.getByTestId('sponsor-dot').first()).toHaveAttribute('aria-current', 'true')
    await expect(page.getByRole('button', { name: 'Resume the sponsor rotation' })).toBeVisible()
  })
})

test.describe('accessibility and layout', () => {
  for (const lang of ['fr', 'en'] as const) {
    test(`fits a 390px phone in ${lang}, one of today's games at a time`, async ({
      page,
      baseURL,
    }) => {
      await useLanguage(page, lang, baseURL!)
      await page.setViewportSize(PHONE)
      await gotoHome(page)
      await expectNoHorizontalOverflow(page)
      // One card of today's games at a time, reachable with the previous/next buttons.
      await expect(page.getByTestId('today-next')).toBeVisible()
    })
  }

  // Eight screens long with three division pickers and today's games listed twice, it was
  // 7279 px (fr) at 390 px; the budget keeps it measurably shorter. French has 100 px more for
  // the lines saying how a game went to overtime or a shootout, longer than in English (6773).
  for (const [lang, budget] of [
    ['fr', 6800],
    ['en', 6700],
  ] as const) {
    test(`keeps the 390px phone home within ${budget}px, with one division picker, in ${lang}`, async ({
      page,
      baseURL,
    }) => {
      await useLanguage(page, lang, baseURL!)
      await page.setViewportSize(PHONE)
      await gotoHome(page)
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      expect(height).toBeLessThanOrEqual(budget)
      await expect(page.locator('[data-testid$="-picker"]')).toHaveCount(1)
      await expect(page.getByTestId('home-division')).toContainText(
        lang === 'fr' ? 'Classement, buteurs, attaque et défense' : 'Standings, strikers, offence',
      )
    })
  }

  for (const lang of ['fr', 'en'] as const) {
    test(`shows today's first match within the first 900px of a 390px phone in ${lang}`, async ({
      page,
      baseURL,
    }) => {
      await useLanguage(page, lang, baseURL!)
      await page.setViewportSize(PHONE)
      await gotoHome(page)
      const firstCard = page.getByTestId('today-viewport').locator('.today-slide').first()
      await expect(firstCard).toBeVisible()
      const cardBox = await firstCard.boundingBox()
      expect(cardBox).not.toBeNull()
      expect(cardBox!.y).toBeLessThanOrEqual(900)
      // Today's matches come before the news on game night.
      const newsBox = await page.getByTestId('news').boundingBox()
      expect(newsBox!.y).toBeGreaterThan(cardBox!.y)
    })
  }

  test.describe(() => {
    // Reads the server-rendered page only: no script to load and run.
    test.use({ javaScriptEnabled: false })

    test('gives the standings and top strikers cards one height on desktop', async ({ page }) => {
      await page.setViewportSize(DESKTOP)
      await page.goto('/?lang=fr')
      const standings = await page.getByTestId('home-standings').boundingBox()
      const strikers = await page.getByTestId('home-strikers').boundingBox()
      expect(Math.round(strikers!.height)).toBe(Math.round(standings!.height))
    })

    test('has a title and description in each language', async ({ page }) => {
      await page.goto('/?lang=fr')
      await expect(page).toHaveTitle('Ligue de soccer intérieur Laval-Brossard')
      // The league's name comes from its profile (league-profile.json).
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        /^Ligue de soccer intérieur Laval-Brossard\s: matchs du jour, classements/,
      )
      await page.goto('/?lang=en')
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        /^Laval-Brossard Indoor Soccer League: today’s games, standings/,
      )
    })
  })
})
