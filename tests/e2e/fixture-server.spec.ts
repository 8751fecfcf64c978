import { expect, servedBy, test } from './support/shared-servers.ts'

test.describe('a server on a fixture tree', () => {
  test.use(servedBy.exampleServer)

  test('serves the fixture league and its registration notice speaks of the season after the active one', async ({
    page,
  }) => {
    await page.goto('/?lang=en')
    await page.getByRole('button', { name: 'Registration' }).first().click()
    await expect(page.getByRole('alertdialog').getByRole('heading')).toHaveText(
      // The data holds no season after the active one yet: the notice does not name the one being played.
      'Registration for next season is closed',
    )
  })

  test('reports the loaded data version on /healthz', async ({ request }) => {
    const health = await (await request.get('/healthz')).json()
    expect(health.league).toMatchObject({ state: 'live' })
    expect(health.league.version).toBeGreaterThanOrEqual(1)
  })
})
