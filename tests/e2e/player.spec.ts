/**
 * The player page (docs/product.md#player) on the fixture `fixtures/team-pages-tree.ts`:
 * - P110 Sami Haddad (St. Laurent United, M1, MID): GP 2, 2 goals, 0 assists, 2 yellow, 1 red,
 *   0 POM → 1.00 goals, 0.00 assists, 1.50 cards per game; suspended as of 2025-11-16, back
 *   2025-11-30, 1 game, « Carton rouge - conduite violente » (in English 'Red card - violent conduct'), $15 fine.
 * - P102 Luc Martin: on the roster without any statistics.
 * - Paul_Gagnon: 4 goals in PlayerStats only (Lions FC), reached by key.
 */
import type { Page } from '@playwright/test'

import { PHONE, expectNoAxeViolations, expectNoHorizontalOverflow } from './fixtures.ts'
import { expect, servedBy, test } from './support/shared-servers.ts'

async function expectTiles(page: Page, tiles: Record<string, string>) {
  for (const [id, value] of Object.entries(tiles))
    await expect(page.getByTestId(id).locator('dd')).toHaveText(value)
}

test.describe('the player page on the fixture league', () => {
  test.use(servedBy.teamPagesServer)

  test('shows a suspended player: stats, averages and suspension (English)', async ({ page }) => {
    const response = await page.goto('/player/P110?lang=en')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle('Sami Haddad · Laval-Brossard ISL')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Sami Haddad, St. Laurent United (Men A - Laval): season statistics, per-game averages and discipline.',
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sami Haddad')
    await expect(page.getByTestId('suspended-badge')).toHaveText('Suspended')
    await expect(page.getByTestId('player-details')).toHaveText('Midfielder')
    await expect(page.getByTestId('player-team-link')).toHaveText('St. Laurent United')
    await expect(page.getByTestId('player-team-link')).toHaveAttribute(
      'href',
      '/team/T11?division=M1&season=2025W&lang=en',
    )
    await expect(page.getByTestId('player-division')).toHaveText('Men A - Laval')
    await expectTiles(page, {
      'stat-gp': '2',
      'stat-goals': '2',
      'stat-assists': '0',
      'stat-yellow': '2',
      'stat-red': '1',
      'stat-pom': '0',
      'avg-goals': '1.00',
      'avg-assists': '0.00',
      'avg-cards': '1.50',
    })
    const details = page.getByTestId('suspension-details')
    await expect(details.locator('dt')).toHaveText([
      'Suspended as of',
      'Return date',
      'Games suspended',
      'Reason',
      'Fine',
    ])
    await expect(details.locator('dd')).toHaveText([
      'November 16, 2025',
      'November 30, 2025',
      '1',
      'Red card - violent conduct',
      '$15.00',
    ])
    await expectNoAxeViolations(page)
  })

  test.describe(() => {
    // Reads the server-rendered page only: no script to load and run.
    test.use({ javaScriptEnabled: false })

    test('shows the same player in French', async ({ page }) => {
      await page.goto('/player/P110?lang=fr&season=2025W&division=M1&teamId=T11')
      await expect(page).toHaveTitle('Sami Haddad · LSI Laval-Brossard')
      await expect(page.getByTestId('suspended-badge')).toHaveText('Suspendu')
      await expect(page.getByTestId('player-details')).toHaveText('Milieu de terrain')
      await expect(page.getByTestId('player-division')).toHaveText('Hommes A - Laval')
      await expectTiles(page, { 'avg-goals': '1,00', 'avg-assists': '0,00', 'avg-cards': '1,50' })
      await expect(page.getByTestId('suspension-details').locator('dd')).toHaveText([
        '16 novembre 2025',
        '30 novembre 2025',
        '1',
        'Carton rouge - conduite violente',
        '15,00 $',
      ])
    })

    test('shows number, position and a clear discipline record for Marc Tremblay', async ({
      page,
    }) => {
      await page.goto('/player/P100?lang=en')
      await expect(page.getByTestId('player-details')).toHaveText('#9 · Forward')
      await expect(page.getByTestId('suspended-badge')).toHaveCount(0)
      await expect(page.getByText('No current suspension.')).toBeVisible()
      await expectTiles(page, {
        'stat-gp': '2',
        'stat-goals': '3',
        'stat-assists': '1',
        'stat-pom': '1',
        'avg-goals': '1.50',
        'avg-assists': '0.50',
        'avg-cards': '0.50',
      })
    })
  })

  for (const lang of ['en', 'fr'] as const) {
    test(`says statistics are unavailable for a player without any (200, ${lang})`, async ({
      page,
    }) => {
      const response = await page.goto(`/player/P102?lang=${lang}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Luc Martin')
      await expect(
        page.getByText(
          lang === 'en'
            ? 'Player statistics are unavailable.'
            : 'Les statistiques du joueur ne sont pas disponibles.',
        ),
      ).toBeVisible()
      // The state's markup is the same in both languages: axe once.
      if (lang === 'en') await expectNoAxeViolations(page)
    })

    test(`an unknown player gets the Player Not Found page with Go Home (404, ${lang})`, async ({
      page,
    }) => {
      const response = await page.goto(`/player/P999?lang=${lang}&season=2025W`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        lang === 'en' ? 'Player Not Found' : 'Joueur introuvable',
      )
      await expect(page.getByTestId('page-state')).toContainText(
        lang === 'en'
          ? 'Unable to locate statistics for this player.'
          : 'Impossible de trouver les statistiques de ce joueur.',
      )
      await page
        .getByRole('link', { name: lang === 'en' ? 'Go Home' : 'Retour à l’accueil' })
        .click()
      await expect(page).toHaveURL(lang === 'en' ? '/?lang=en' : '/')
    })

    test.describe(() => {
      // Reads the server-rendered page only: no script to load and run.
      test.use({ javaScriptEnabled: false })

      test(`a blank player id is a missing identifier (400, ${lang})`, async ({ page }) => {
        const response = await page.goto(`/player/%20?lang=${lang}`)
        expect(response?.status()).toBe(400)
        await expect(page.getByTestId('page-state')).toContainText(
          lang === 'en' ? 'Missing player identifier.' : 'Identifiant du joueur manquant.',
        )
      })

      test(`fits a 390px phone (${lang})`, async ({ page }) => {
        await page.setViewportSize(PHONE)
        await page.goto(`/player/P110?lang=${lang}`)
        await expect(page.getByTestId('suspended-badge')).toBeVisible()
        await expectNoHorizontalOverflow(page)
      })
    })
  }

  test.describe(() => {
    // Reads the server-rendered page only: no script to load and run.
    test.use({ javaScriptEnabled: false })

    test('finds a player known only by the stats through its key and team', async ({ page }) => {
      const response = await page.goto(
        '/player/Paul_Gagnon?teamKey=Lions_FC&playerKey=Paul_Gagnon&lang=en',
      )
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paul Gagnon')
      await expectTiles(page, { 'stat-goals': '4', 'stat-gp': '—Not available' })
      await expect(page.getByText('Only goals are recorded for this player.')).toBeVisible()
      await expect(page.getByTestId('player-team-link')).toHaveText('Lions FC')
    })

    test('a name given for the wrong team is not this player (404)', async ({ page }) => {
      const response = await page.goto('/player/x?playerName=Marc%20Tremblay&teamId=T11&lang=en')
      expect(response?.status()).toBe(404)
      const found = await page.goto('/player/x?playerName=Marc%20Tremblay&teamId=T10&lang=en')
      expect(found?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Marc Tremblay')
    })
  })
})

test.describe('the player page on the demo league', () => {
  test('a suspended player of the demo links back to the team page', async ({ page }) => {
    await page.goto('/player/P1048?lang=en')
    await expect(page.getByTestId('suspended-badge')).toBeVisible()
    await page.getByTestId('player-team-link').click()
    await expect(page).toHaveURL(/\/team\/T104\?division=M1&season=2025W&lang=en$/)
    await expect(page.getByTestId('suspensions-table')).toBeVisible()
  })
})

test.describe('the player page when the league data is unavailable', () => {
  // Reads the server-rendered page only: no script to load and run.
  test.use({ javaScriptEnabled: false })
  test('says it failed to load the profile (503) in both languages', async ({
    page,
    unavailableServer: unavailable,
  }) => {
    for (const [lang, text] of [
      ['en', 'Failed to load player profile.'],
      ['fr', 'Impossible de charger le profil du joueur.'],
    ]) {
      const response = await page.goto(`${unavailable.baseURL}/player/P110?lang=${lang}`)
      expect(response?.status()).toBe(503)
      await expect(page.getByRole('alert')).toContainText(text)
    }
  })
})
