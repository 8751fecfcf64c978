import { expect, test } from './support/shared-servers.ts'
import { DESKTOP, PHONE } from './fixtures.ts'

// The server-rendered page and its GET form only: no script to load and run.
test.use({ javaScriptEnabled: false, viewport: DESKTOP })

test('a fan finds the leaders from the menu, then a women’s division’s goalkeepers in English', async ({
  page,
}) => {
  await page.goto('/rules')
  const nav = page.getByRole('navigation', { name: 'Navigation principale' })
  await nav.getByTestId('nav-more').locator('summary').click()
  await nav.getByRole('link', { name: 'Palmarès', exact: true }).click()
  await expect(page).toHaveURL(/\/leaders$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Palmarès')
  const points = page.getByTestId('leaders-points-table').getByTestId('leader-row')
  await expect(points.first()).toBeVisible()
  const ranks = (await points.locator('td').first().allInnerTexts()).map(Number)
  expect(ranks[0]).toBe(1)

  await page.setViewportSize(PHONE)
  await page.goto('/leaders?division=W1&lang=en')
  await expect(page.getByRole('heading', { level: 2, name: 'Goalkeepers' })).toBeVisible()
  const keepers = page.getByTestId('leaders-keepers-table').getByTestId('keeper-row')
  await expect(keepers.first()).toContainText(/\d\.\d\d/)

  await page.goto('/leaders?division=W1')
  await expect(page.getByRole('heading', { level: 2, name: 'Gardiennes' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Meilleures buteuses' })).toBeVisible()
})
