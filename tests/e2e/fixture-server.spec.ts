import { expect, servedBy, test } from './support/shared-servers.ts'

test.describe('a server on a fixture tree', () => {
  test.use(servedBy.exampleServer)

  test('serves the fixture league and names its active season in the registration notice', async ({
    page,
  }) => {
    await page.goto('/?lang=en')
    await page.getByRole('button', { name: 'Registration' }).first().click()
    await expect(page.getByRole('alertdialog').getByRole('heading')).toHaveText(
      'Registration for Winter 2025-26 is closed',
    )
  })

  test('reports the loaded data version on /healthz', async ({ request }) => {
    const health = await (await request.get('/healthz')).json()
    expect(health.league).toMatchObject({ state: 'live' })
    expect(health.league.version).toBeGreaterThanOrEqual(1)
  })
})
