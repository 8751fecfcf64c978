// Women A - Laval has played its semi-finals (one by shootout) and plays its final next week.
import { type Page } from '@playwright/test'

import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalOverflow } from './fixtures.ts'
import { expect, test } from './support/shared-servers.ts'

// axe on a page of a whole bracket or of every season takes a while on a busy machine.
test.describe.configure({ timeout: 90_000 })

async function rounds(page: Page): Promise<string[]> {
  return page.getByTestId('bracket-round').getByRole('heading', { level: 2 }).allInnerTexts()
}

test.describe('the playoffs page', () => {
  test('opens on the bracket under way, from semi-finals to the final, with the shootout score', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/playoffs')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Séries éliminatoires')
    await expect(page.locator('#playoffs-division')).toHaveValue('W1')
    expect(await rounds(page)).toEqual(['Demi-finales', 'Finale\nRonde en cours'])
    const semis = page.getByTestId('bracket-round').first().getByTestId('bracket-tie')
    await expect(semis).toHaveCount(2)
    await expect(page.getByTestId('bracket-shootout')).toHaveText(/^Tirs de barrage \d–\d$/)
    // Each semi-final has a winner, and both play the final.
    const winners = await page
      .getByTestId('bracket-round')
      .first()
      .locator('[data-winner="true"] a')
      .allInnerTexts()
    expect(winners).toHaveLength(2)
    const final = page.getByTestId('bracket-round').nth(1).getByTestId('bracket-side')
    expect((await final.locator('a').allInnerTexts()).sort()).toEqual([...winners].sort())
    await expect(page.getByTestId('playoffs-champion')).toHaveCount(0)
    await expectNoHorizontalOverflow(page)
    await expectNoAxeViolations(page)
  })

  test('names last season’s champion, in English, on a desktop', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto('/playoffs?division=M1&season=2025S&lang=en')
    await expect(page.locator('#playoffs-season')).toHaveValue('2025S')
    await expect(page.getByTestId('playoffs-champion')).toContainText('Summer 2025 champion:')
    expect(await rounds(page)).toEqual(['Semifinals', 'Final'])
    // The final was decided by a shootout: its winner is the champion.
    const final = page.getByTestId('bracket-round').nth(1)
    await expect(final.getByTestId('bracket-shootout')).toHaveText(/^Shootout \d–\d$/)
    const champion = await page.getByTestId('playoffs-champion').locator('a').innerText()
    await expect(final.locator('[data-winner="true"]')).toContainText(champion)
    await expectNoAxeViolations(page)
  })

  test.describe(() => {
    // Reads the server-rendered page only: no script to load and run.
    test.use({ javaScriptEnabled: false })

    test('says so when a division is unknown, and shows the current season', async ({ page }) => {
      // Every made-up season reaches the page as one value (one cache entry for all of them).
      await page.goto('/playoffs?division=nope&season=1999X')
      await expect(page.getByTestId('unknown-division')).toContainText(
        'La division demandée est introuvable : voici le tableau de',
      )
      await expect(page.getByText('Cette saison est introuvable')).toBeVisible()
      await expect(page.getByTestId('bracket-round').first()).toBeVisible()
    })
  })
})

test('the playoffs page works without JavaScript: the pickers are a form', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  await page.goto('/playoffs?lang=en')
  await page.locator('#playoffs-season').selectOption('2024W')
  await page.locator('#playoffs-division').selectOption('M3')
  await page.getByTestId('playoffs-submit').click()
  await expect(page).toHaveURL(/division=M3/)
  await expect(page).toHaveURL(/season=2024W/)
  expect(await rounds(page)).toEqual(['Quarterfinals', 'Semifinals', 'Final'])
  await expect(page.getByTestId('playoffs-champion')).toBeVisible()
  await context.close()
})

test('a fan reaches the bracket from the home page in one tap', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto('/')
  const link = page.getByTestId('playoffs-now').getByTestId('playoffs-now-link')
  await expect(link).toHaveCount(1)
  await link.click()
  await expect(page).toHaveURL(/\/playoffs\?division=W1/)
  await expect(page.getByTestId('bracket-round')).toHaveCount(2)
})

test.describe(() => {
  // Reads the server-rendered page only: no script to load and run.
  test.use({ javaScriptEnabled: false })

  test('the standings page of a division in the playoffs shows its current round', async ({
    page,
  }) => {
    await page.goto('/standings?division=W1')
    await expect(page.getByTestId('playoffs-now')).toContainText('Finale')
    await page.goto('/standings?division=M1')
    await expect(page.getByTestId('playoffs-now')).toHaveCount(0)
  })

  test('a division still in its regular season shows its semi-finals projected from the table, none under way', async ({
    page,
  }) => {
    await page.goto('/playoffs?division=M1')
    await expect(page.getByTestId('playoffs-projected')).toContainText('Affrontements projetés')
    expect(await rounds(page)).toEqual(['Demi-finales', 'Finale'])
    const semis = page.getByTestId('bracket-round').first().getByTestId('bracket-tie')
    await expect(semis.getByTestId('bracket-projected')).toHaveCount(2)
    // The leader meets the fourth: the first tie's seeds are 1 and 4.
    await expect(
      semis.first().getByTestId('bracket-side').locator('[aria-hidden="true"]'),
    ).toHaveText(['1', '4'])
  })

  test('the desktop bracket stays in the page column, joins its rounds with lines, and has 24 px targets', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto('/playoffs?division=M3&season=2024W')
    const left = async (selector: string) =>
      (await page.locator(selector).first().boundingBox())?.x ?? -1
    expect(await left('#playoffs-division')).toBeGreaterThanOrEqual(await left('main h1'))
    // The season picker shows its longest option whole (it was cut at a fixed width).
    const cut = await page.locator('#playoffs-season').evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select)
      const context = document.createElement('canvas').getContext('2d')
      if (!context) return Infinity
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      const widest = Math.max(
        ...[...select.options].map((option) => context.measureText(option.text).width),
      )
      const room =
        select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
      return widest - room
    })
    expect(cut).toBeLessThanOrEqual(0)
    // Quarter-finals feed semi-finals in pairs: each quarter-final has its connector drawn.
    const lines = await page
      .locator('[data-testid="bracket-round"]')
      .first()
      .locator('.bracket-ties > li')
      .evaluateAll((items) => items.map((li) => getComputedStyle(li, '::after').borderTopWidth))
    expect(lines).toEqual(['2px', '2px', '2px', '2px'])
    const heights = await page
      .locator('.bracket a')
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height))
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(24)
  })

  test('the seasons page shows the current season in progress, with links 24 px tall', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/seasons')
    const current = page.getByTestId('season-2025W')
    await expect(current.getByTestId('season-champion')).toHaveCount(0)
    await expect(current.getByTestId('season-stage').first()).toHaveText(
      'Saison régulière en cours',
    )
    await expect(current.getByText('Séries éliminatoires en cours')).toHaveCount(1)
    const heights = await page
      .locator('main a')
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height))
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(24)
  })
})

test.describe('the seasons page', () => {
  test('lists every season newest first with past champions', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/seasons')
    const titles = page.locator('[data-testid^="season-"] h2')
    await expect(titles).toHaveText(['Hiver 2025-26', 'Été 2025', 'Hiver 2024-25'])
    const past = page.getByTestId('season-2025S')
    const champions = past.getByTestId('season-champion')
    await expect(champions.first()).not.toHaveText('—')
    await past.getByRole('link', { name: 'Séries' }).first().click()
    await expect(page).toHaveURL(/season=2025S/)
    await expect(page.getByTestId('playoffs-champion')).toBeVisible()
  })

  test('passes axe in both languages', async ({ page }) => {
    for (const lang of ['fr', 'en']) {
      await page.goto(`/seasons?lang=${lang}`)
      await expectNoHorizontalOverflow(page)
      await expectNoAxeViolations(page)
    }
  })
})
