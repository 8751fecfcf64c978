import { expect, test } from '@playwright/test'

import { type LeagueServer, exampleLeagueTree, startLeagueServer } from './support/league-server.ts'

test.describe('a server on a fixture tree', () => {
  let server: LeagueServer
  test.beforeAll(async () => {
    server = await startLeagueServer({ tree: exampleLeagueTree() })
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  test('serves the fixture league and names its active season in the registration notice', async ({
    page,
  }) => {
    await page.goto(`${server.baseURL}/?lang=en`)
    await page.getByRole('button', { name: 'Registration' }).first().click()
    await expect(page.getByRole('alertdialog').getByRole('heading')).toHaveText(
      'Registration for Winter 2025-26 is closed',
    )
  })

  test('reports the loaded data version on /healthz', async ({ request }) => {
    const health = await (await request.get(`${server.baseURL}/healthz`)).json()
    expect(health.league).toMatchObject({ state: 'live' })
    expect(health.league.version).toBeGreaterThanOrEqual(1)
  })
})
