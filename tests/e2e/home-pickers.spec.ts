// The home page's one division picker drives four widgets, with and without JavaScript.
import { type Page } from '@playwright/test'

import { DESKTOP, PHONE } from './fixtures.ts'
import { expect, test } from './support/shared-servers.ts'

async function gotoHome(page: Page, url = '/') {
  await page.goto(url)
  await expect(page.getByTestId('home')).toHaveAttribute('data-hydrated', 'true')
}

async function choose(page: Page, division: string) {
  const details = page.getByTestId('division-picker')
  await details.locator('summary').click()
  await details.getByRole('link', { name: division }).click()
}

test.describe('the division picker', () => {
  test.use({ viewport: DESKTOP })

  test('offers the active divisions with a men or women icon', async ({ page }) => {
    await gotoHome(page, '/?lang=fr')
    const picker = page.getByTestId('division-picker')
    await picker.locator('summary').click()
    const options = picker.getByRole('link')
    // The active divisions in the data's order (the inactive 'Men Old Timers' is left out).
    expect((await options.allTextContents()).sort()).toEqual(
      [
        'Femmes - Brossard',
        'Femmes A - Laval',
        'Hommes 35+ - Brossard',
        'Hommes A - Brossard',
        'Hommes A - Laval',
        'Hommes B - Laval',
        'Hommes C - Laval',
      ].sort(),
    )
    await expect(
      options.filter({ hasText: 'Hommes A - Laval' }).locator('[data-sex="men"]'),
    ).toHaveClass(/text-men/)
    await expect(
      options.filter({ hasText: 'Femmes A - Laval' }).locator('[data-sex="women"]'),
    ).toHaveClass(/text-women/)
    await expect(options.first()).toHaveAttribute('aria-current', 'true')
    await page.keyboard.press('Escape')
    await expect(picker.getByRole('link').first()).toBeHidden()
  })

  test('changes every division widget at once, without a full reload or a scroll jump', async ({
    page,
  }) => {
    await gotoHome(page, '/?lang=en')
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42))
    await page.getByTestId('division-picker').scrollIntoViewIfNeeded()
    const scrollBefore = await page.evaluate(() => window.scrollY)
    const standings = page.getByTestId('home-standings')
    await expect(standings.getByTestId('standings-row')).toHaveCount(8)
    await choose(page, 'Women A - Laval')
    await expect(page).toHaveURL(/[?&]division=W1/)
    await expect(page.getByTestId('division-picker').locator('summary')).toContainText(
      'Women A - Laval',
    )
    await expect(standings.getByRole('table')).toHaveAccessibleName('Women A - Laval standings')
    const strikers = page.getByTestId('home-strikers')
    await expect(strikers.getByTestId('striker').first()).toContainText('Anjali Joseph')
    await expect(strikers.getByTestId('striker')).toHaveCount(5)
    // The ranking widgets follow the same choice.
    const offence = page.getByTestId('home-offence')
    await expect(offence.getByTestId('offence-row').first()).toContainText('Ajax Sainte-Dorothée')
    await expect(offence.getByTestId('offence-row').first().locator('td').nth(1)).toHaveText('75')
    await expect(offence.getByTestId('offence-row')).toHaveCount(5)
    await expect(offence.getByRole('table')).toHaveAccessibleName(
      'Best Offensive Team — Women A - Laval',
    )
    await expect(page.getByTestId('home-defence').getByRole('table')).toHaveAccessibleName(
      'Best Defensive Team — Women A - Laval',
    )
    await expect(page.getByTestId('defence-legend')).toHaveText(
      'GA: Goals Against, GP: Games Played',
    )
    await expect(page.getByTestId('offence-legend')).toHaveText('GF: Goals For, GP: Games Played')
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42)
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollBefore)).toBeLessThan(5)
  })

  test('shows Loading statistics in every division widget while the new division loads', async ({
    page,
  }) => {
    await gotoHome(page, '/?lang=en')
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/*.data*', async (route) => {
      await held
      await route.continue()
    })
    await choose(page, 'Women - Brossard')
    for (const widget of ['home-standings', 'home-strikers', 'home-offence', 'home-defence']) {
      await expect(page.getByTestId(widget).getByRole('status')).toHaveText('Loading statistics...')
    }
    release()
    // The held loader answers once released: on a loaded machine that takes a few seconds.
    await expect(page.getByTestId('home-offence').getByRole('table')).toHaveAccessibleName(
      'Best Offensive Team — Women - Brossard',
      { timeout: 20_000 },
    )
    await expect(page.getByTestId('home-offence').getByRole('status')).toHaveCount(0)
    await expect(page.getByTestId('division-picker').locator('summary')).toContainText(
      'Women - Brossard',
    )
  })

  test('link strikers to their player page with its parameters', async ({ page }) => {
    await gotoHome(page, '/?lang=fr')
    const first = page.getByTestId('striker').first()
    await expect(first.locator('[data-medal="1"]')).toHaveCount(1)
    await expect(page.getByTestId('striker').nth(3).locator('[data-medal]')).toHaveCount(0)
    await expect(first.locator('img')).toHaveAttribute('src', '/media/Players/P1020.svg')
    await expect(page.getByTestId('striker').nth(1).locator('img')).toHaveCount(0)
    await first.getByRole('link', { name: 'Arjun Dimitrov' }).click()
    await expect(page).toHaveURL(
      /\/player\/P1020\?season=2025W&division=M1&teamId=T\d+&teamName=Inter\+Chomedey&playerKey=Arjun_Dimitrov&playerName=Arjun\+Dimitrov$/,
    )
  })

  test('link standings and ranking rows to the team page', async ({ page }) => {
    await gotoHome(page, '/?lang=en')
    await page.getByTestId('home-standings').getByRole('link', { name: 'Inter Chomedey' }).click()
    await expect(page).toHaveURL(/\/team\/T\d+\?division=M1&season=2025W&lang=en$/)
    await gotoHome(page, '/?lang=en&division=W2')
    await page.getByTestId('defence-row').first().getByRole('link').click()
    await expect(page).toHaveURL(/\/team\/T\d+\?division=W2&season=2025W&lang=en$/)
  })
})

test('the picker works on a 390px phone', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await gotoHome(page, '/?lang=fr')
  await choose(page, 'Femmes - Brossard')
  await expect(page.getByTestId('home-defence').getByRole('table')).toHaveAccessibleName(
    'Meilleure défense — Femmes - Brossard',
  )
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(390)
})

test('the picker works without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  await page.goto('/?lang=fr')
  await choose(page, 'Femmes - Brossard')
  await expect(page).toHaveURL(/division=W2/)
  await expect(page.getByTestId('division-picker').locator('summary')).toContainText(
    'Femmes - Brossard',
  )
  await expect(page.getByTestId('home-standings').getByRole('table')).toHaveAccessibleName(
    'Classement de la division Femmes - Brossard',
  )
  // The division remembered by the standings and schedule pages opens the home page too.
  await context.addCookies([{ name: 'standings_division', value: 'W1', url: baseURL ?? '' }])
  const response = await page.goto('/?lang=fr')
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/\?lang=fr$/)
  await expect(page).toHaveURL(/division=W1/)
  await expect(page.getByTestId('division-picker').locator('summary')).toContainText(
    'Femmes A - Laval',
  )
  await context.close()
})

test('a division chosen on the home page is the one the standings open on', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await gotoHome(page, '/?lang=fr')
  await choose(page, 'Femmes - Brossard')
  await expect(page).toHaveURL(/division=W2/)
  await page.getByRole('navigation').first().getByRole('link', { name: 'Classements' }).click()
  await expect(page).toHaveURL(/\/standings\?.*division=W2/)
  // And back: the home page, reached by a link without a division, follows it.
  await page.goto('/standings?division=W1&lang=fr')
  await expect(page.locator('#standings-division')).toHaveValue('W1')
  await page
    .getByRole('link', { name: /Accueil|Laval-Brossard/ })
    .first()
    .click()
  await expect(page).toHaveURL(/division=W1/)
  await expect(page.getByTestId('division-picker').locator('summary')).toContainText(
    'Femmes A - Laval',
  )
})
