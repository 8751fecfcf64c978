// Every season kept (docs/product.md#seasons) on the demo league, with and without JavaScript.

import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalOverflow } from './fixtures.ts'
import { expect, test } from './support/shared-servers.ts'

// axe on a whole standings page takes a while on a busy machine.
test.describe.configure({ timeout: 90_000 })

test('a fan picks last winter on the standings page, and every link stays in that season', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await page.goto('/standings?division=M1')
  await expect(page.locator('#standings-season')).toHaveValue('2025W')
  await page.locator('#standings-season').selectOption('2024W')
  await expect(page).toHaveURL(/\/standings\?division=M1&season=2024W$/)
  await expect(page.getByTestId('past-season')).toContainText('Hiver 2024-25')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Classements')
  await expect(page).toHaveTitle(/Classements · Hiver 2024-25/)

  const teams = page.getByTestId('standings').locator('a[href^="/team/"]')
  await expect(teams.first()).toHaveAttribute('href', /season=2024W/)
  const results = page.getByTestId('recent-list').locator('a[href^="/match/"]')
  await expect(results.first()).toHaveAttribute('href', /season=2024W&division=M1$/)
  const scorers = page.getByTestId('top-scorers').locator('a[href^="/player/"]')
  await expect(scorers.first()).toHaveAttribute('href', /season=2024W/)
  await expect(page.getByTestId('upcoming-games')).toContainText('Aucun match à venir')
  await expectNoHorizontalOverflow(page)
  await expectNoAxeViolations(page)

  // The current season keeps its clean address.
  await page.getByTestId('current-season-link').click()
  await expect(page).toHaveURL(/\/standings\?division=M1$/)
  await expect(page.getByTestId('past-season')).toHaveCount(0)
})

test('the schedule of a past season works without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  await page.goto('/schedule?division=M1&lang=en')
  await page.locator('#schedule-season').selectOption('2024W')
  await page.getByTestId('schedule-submit').click()
  await expect(page).toHaveURL(/season=2024W/)
  await expect(page.getByTestId('past-season')).toContainText('Winter 2024-25')
  const games = page.getByTestId('schedule').locator('a[href^="/match/"]')
  await expect(games.first()).toHaveAttribute('href', /season=2024W/)
  // A finished season has nothing to add to a calendar.
  await expect(page.getByTestId('subscribe')).toHaveCount(0)
  await context.close()
})

test.describe(() => {
  // Reads the server-rendered page only: no script to load and run.
  test.use({ javaScriptEnabled: false })

  test('an unknown season says so and shows the current season', async ({ page }) => {
    await page.goto('/standings?division=M1&season=1999X&lang=en')
    await expect(page.getByTestId('unknown-season')).toContainText('This season was not found')
    await expect(page.locator('#standings-season')).toHaveValue('2025W')
    await page.goto('/schedule?division=M1&season=1999X&lang=fr')
    await expect(page.getByTestId('unknown-season')).toContainText('Cette saison est introuvable')
  })

  test('a division the picked season did not have says so, in that season’s words', async ({
    page,
  }) => {
    for (const path of ['/standings', '/schedule', '/playoffs']) {
      await page.goto(`${path}?division=W9&season=2024W&lang=en`)
      await expect(page.getByTestId('unknown-division')).toContainText(
        'That division did not play in Winter 2024-25; showing the',
      )
    }
  })
})

test('a player’s career lists every season, each opening that season', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await page.goto('/standings?division=M1&season=2024W&lang=en')
  await page.getByTestId('top-scorers').locator('a[href^="/player/"]').first().click()
  await expect(page).toHaveURL(/\/player\/.*season=2024W/)
  const career = page.getByTestId('player-career')
  await expect(career.getByTestId('career-season')).toHaveCount(3)
  await expect(career.getByTestId('career-season').first()).toContainText('Winter 2025-26')
  await expect(career.getByTestId('career-total')).toContainText('Total (3 seasons)')
  await expect(career.getByTestId('career-season').nth(2)).toContainText('(season shown)')
  await expectNoAxeViolations(page)

  // Its team that season, and that team's own history.
  await career.getByTestId('career-season').nth(2).locator('a[href^="/team/"]').click()
  await expect(page).toHaveURL(/\/team\/.*season=2024W/)
  await expect(page.getByTestId('team-history').getByTestId('team-season')).toHaveCount(3)
  // A finished season's games are over: its full schedule, but no calendar to subscribe to.
  await expect(page.getByTestId('team-schedule-link')).toHaveAttribute('href', /season=2024W/)
  await expect(page.getByTestId('subscribe')).toHaveCount(0)
  await expect(page.locator('link[type="text/calendar"]')).toHaveCount(0)

  // The newest season's row opens the player's page of that season.
  await page.goBack()
  await career.getByTestId('career-season').first().getByRole('link').first().click()
  await expect(page).toHaveURL(/season=2025W/)
  await expect(
    page.getByTestId('player-career').getByTestId('career-season').first(),
  ).toContainText('(season shown)')
})
