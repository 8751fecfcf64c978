// Today's matches carousel on the demo league, autoplay timed on the page's own clock (page.clock).
import { type Page, expect, test } from '@playwright/test'

import { DESKTOP, PHONE, stopClock } from './fixtures.ts'

async function gotoHome(page: Page, url = '/') {
  await page.goto(url)
  await expect(page.getByTestId('home')).toHaveAttribute('data-hydrated', 'true')
}

/** The home page on a stopped clock: its timers fire only when the test runs the clock. */
async function gotoHomeOnStoppedClock(page: Page, url: string) {
  await stopClock(page)
  await gotoHome(page, url)
  // The carousel's engine loads after hydration; until a card is selected it has no timer to run.
  await expect.poll(() => selectedSlide(page)).toBe(0)
}

async function selectedSlide(page: Page): Promise<number> {
  return page
    .getByTestId('today-viewport')
    .locator('[aria-roledescription="slide"]')
    .evaluateAll((slides) =>
      slides.findIndex((slide) => slide.getAttribute('data-selected') === 'true'),
    )
}

test.describe("today's games", () => {
  test.use({ viewport: DESKTOP })
  test.describe(() => {
    // Reads the server-rendered page only: no script to load and run.
    test.use({ javaScriptEnabled: false })

    test('shows every game of the day with the card fields, in French', async ({ page }) => {
      await page.goto('/?lang=fr')
      const section = page.getByTestId('today')
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(
        'Matchs du jour — 14 janvier 2026',
      )
      const cards = section.getByTestId('today-card')
      await expect(cards).toHaveCount(9)
      // The carousel opens on the next game (19 h 00); the one finished at 18 h 00 comes last.
      await expect(cards.first()).toContainText('19 h 00')
      await expect(cards.first()).toContainText('À venir')
      const first = section.locator('[data-testid="today-card"][data-status="finished"]').first()
      await expect(first).toContainText('14 janvier 2026')
      await expect(first).toContainText('18 h 00')
      await expect(first).toContainText('Brossard - Terrain A')
      await expect(first).toContainText('Hommes A - Brossard')
      await expect(first).toContainText('Terminé')
      await expect(first.getByTestId('today-score')).toContainText('0 - 5')
      // The initials are drawn by CSS from the attribute (decoration, not part of the link's name).
      const initials = first.getByTestId('today-team').first().locator('.today-team-initials')
      await expect(initials).toHaveAttribute('data-initials', 'BL')
      expect(
        await initials.evaluate((element) => getComputedStyle(element, '::before').content),
      ).toBe('"BL"')
      const upcoming = section.locator('[data-testid="today-card"][data-status="upcoming"]').first()
      await expect(upcoming).toContainText('À venir')
      await expect(upcoming.getByTestId('today-score')).toContainText('vs Aperçu')
    })

    test('says Final / Upcoming in English', async ({ page }) => {
      await page.goto('/?lang=en')
      const section = page.getByTestId('today')
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(
        'Today’s games — January 14, 2026',
      )
      const finished = section.locator('[data-testid="today-card"][data-status="finished"]')
      await expect(finished.first()).toContainText('Final')
      await expect(finished.first()).toContainText('6:00 PM')
      await expect(section.locator('[data-status="upcoming"]').first()).toContainText('Upcoming')
    })
  })

  test('plays every 4 seconds and loops', async ({ page }) => {
    await gotoHomeOnStoppedClock(page, '/?lang=en')
    await page.mouse.move(0, 0)
    // Playing since Embla ran, the clock stopped all along: the next card is 4 000 ms away.
    await expect(page.getByTestId('today-toggle')).toHaveAttribute('data-playing', 'true')
    await page.clock.runFor(3_900)
    expect(await selectedSlide(page)).toBe(0)
    await page.clock.runFor(100)
    await expect.poll(() => selectedSlide(page)).toBe(1)
    await page.clock.runFor(3_900)
    expect(await selectedSlide(page)).toBe(1)
    await page.clock.runFor(100)
    await expect.poll(() => selectedSlide(page)).toBe(2)
    // Previous from the first card loops to the last snap.
    for (let click = 0; click < 3; click++)
      await page.getByRole('button', { name: 'Previous game' }).click()
    await expect.poll(() => selectedSlide(page)).toBeGreaterThan(2)
  })

  test('stops for good when the visitor uses previous/next', async ({ page }) => {
    await gotoHomeOnStoppedClock(page, '/?lang=en')
    await expect(page.getByTestId('today-toggle')).toHaveAttribute('data-playing', 'true')
    await page.getByRole('button', { name: 'Next game' }).click()
    await expect.poll(() => selectedSlide(page)).toBe(1)
    await expect(page.getByRole('button', { name: 'Resume the carousel' })).toBeVisible()
    await page.mouse.move(0, 0)
    await page.clock.runFor(8_000)
    expect(await selectedSlide(page)).toBe(1)
    // The visitor can start it again.
    await page.getByRole('button', { name: 'Resume the carousel' }).click()
    await expect(page.getByRole('button', { name: 'Pause the carousel' })).toBeVisible()
    await page.clock.runFor(4_000)
    await expect.poll(() => selectedSlide(page)).toBe(2)
  })

  test('pauses while hovered and resumes on leave', async ({ page }) => {
    await gotoHomeOnStoppedClock(page, '/?lang=en')
    await page.getByTestId('today-card').first().hover()
    await expect(page.getByTestId('today-toggle')).toHaveAttribute('data-playing', 'false')
    await page.clock.runFor(8_000)
    expect(await selectedSlide(page)).toBe(0)
    await page.mouse.move(0, 0)
    await expect(page.getByTestId('today-toggle')).toHaveAttribute('data-playing', 'true')
    await page.clock.runFor(4_000)
    await expect.poll(() => selectedSlide(page)).toBe(1)
  })

  test('never plays by itself with prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await gotoHomeOnStoppedClock(page, '/?lang=en')
    await page.mouse.move(0, 0)
    await expect(page.getByTestId('today-toggle')).toHaveAttribute('data-playing', 'false')
    await page.clock.runFor(8_000)
    expect(await selectedSlide(page)).toBe(0)
    await page.getByRole('button', { name: 'Next game' }).click()
    await expect.poll(() => selectedSlide(page)).toBe(1)
  })

  test('opens the team page from a team button and the match page from a final score', async ({
    page,
  }) => {
    await gotoHome(page, '/?lang=en')
    const first = page.getByTestId('today-card').first()
    await first.getByRole('link', { name: 'Étoile Rouge', exact: true }).click()
    await expect(page).toHaveURL(/\/team\/T\d+\?division=M\d+&season=2025W&lang=en$/)
    // The game finished at 6 PM is among the last cards, out of view: reached by keyboard.
    await gotoHome(page, '/?lang=en')
    const sheet = page
      .locator('[data-testid="today-card"][data-status="finished"]')
      .first()
      .getByRole('link', { name: /Match sheet, final score/ })
    await sheet.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/match\/2025W-0185\?lang=en$/)
  })
})

test.describe("today's games on a phone", () => {
  test.use({ viewport: PHONE })

  test('shows one card at a time, moved with the buttons', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await gotoHome(page, '/?lang=fr')
    const viewport = page.getByTestId('today-viewport')
    const box = await viewport.boundingBox()
    const first = await page.getByTestId('today-card').first().boundingBox()
    expect(first!.width).toBeGreaterThan(box!.width - 20)
    await page.getByRole('button', { name: 'Match suivant' }).click()
    await expect.poll(() => selectedSlide(page)).toBe(1)
    await page.getByRole('button', { name: 'Match précédent' }).click()
    await expect.poll(() => selectedSlide(page)).toBe(0)
    for (const name of ['Match suivant', 'Match précédent', 'Reprendre le défilement']) {
      const size = await page.getByRole('button', { name }).boundingBox()
      expect(size!.height).toBeGreaterThanOrEqual(44)
    }
  })

  test('shows where the carousel stands, and the position follows the cards', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await gotoHome(page, '/?lang=fr')
    const position = page.getByTestId('today-position')
    await expect(position).toBeVisible()
    await expect(position).toHaveText('1 / 9')
    await expect(position.locator('[data-current]')).toHaveCount(1)
    await page.getByRole('button', { name: 'Match suivant' }).click()
    await expect(position).toHaveText('2 / 9')
    await page.getByRole('button', { name: 'Match précédent' }).click()
    await page.getByRole('button', { name: 'Match précédent' }).click()
    await expect(position).toHaveText('9 / 9')
  })
})

test('the server HTML lets visitors without JavaScript scroll through the cards', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  await page.goto('/?lang=fr')
  await expect(page.getByTestId('today-card')).toHaveCount(9)
  await expect(page.getByTestId('today-viewport')).toHaveCSS('overflow-x', 'auto')
  await context.close()
})
