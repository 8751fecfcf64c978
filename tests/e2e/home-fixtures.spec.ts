// Each home widget shows its own state on junk, missing and unreachable data; the rest of the page
// works.

import type { Page } from '@playwright/test'

import { expectNoAxeViolations } from './fixtures.ts'
import { type LeagueServer, exampleLeagueTree, startLeagueServer } from './support/league-server.ts'
import { expect, test } from './support/shared-servers.ts'

async function gotoHome(page: Page, url: string, status = 200) {
  const response = await page.goto(url)
  expect(response?.status()).toBe(status)
  await expect(page.getByTestId('home')).toHaveAttribute('data-hydrated', 'true')
}

type Tree = Record<string, unknown>

function withActiveDivisionWithoutTeams(tree: Tree): Tree {
  const seasons = tree.Seasons as Record<string, { Divisions: Record<string, unknown> }>
  seasons['2025W'].Divisions.W9 = {
    division_id: 'W9',
    division_name_en: 'Women B - Laval',
    division_name_fr: 'Femmes B - Laval',
    sex: 'women',
    is_active: '1',
  }
  return tree
}

test.describe('junk and missing data leave widgets empty', () => {
  // One worker runs the block's tests in turn: its tree is served once, not once per worker.
  test.describe.configure({ mode: 'default' })
  let server: LeagueServer
  test.beforeAll(async () => {
    const tree = withActiveDivisionWithoutTeams({
      ...exampleLeagueTree(),
      News: 42,
      Sponsors: [1, 2],
      TeamStats_2025W: null,
    })
    // LEAGUE_NOW is 2026-01-14: the example league plays no game that day.
    server = await startLeagueServer({ tree })
  })
  test.afterAll(async () => server?.stop())

  test('in French', async ({ page }) => {
    await gotoHome(page, `${server.baseURL}/?lang=fr`)
    await expect(page.getByTestId('news')).toContainText('Aucune nouvelle disponible.')
    await expect(page.getByTestId('today')).toContainText('Aucun match prévu pour aujourd’hui.')
    await expect(page.getByTestId('home-offence')).toContainText(
      'Aucune statistique offensive trouvée pour Hommes A - Laval.',
    )
    await expect(page.getByTestId('home-defence')).toContainText(
      'Aucune statistique défensive trouvée pour Hommes A - Laval.',
    )
    await expect(page.getByTestId('sponsors')).toContainText(
      'Nos partenaires seront bientôt annoncés.',
    )
    // The rest works: standings, strikers, results.
    await expect(page.getByTestId('home-standings').getByTestId('standings-row')).toHaveCount(2)
    await expect(page.getByTestId('striker').first()).toContainText('Marc Tremblay')
    await expect(page.getByTestId('home-recent').getByTestId('match-card')).toHaveCount(3)
    await expect(page.getByTestId('recent-toggle')).toHaveCount(0)
    await expect(page.getByTestId('home-upcoming')).toContainText('Les Lions')
    await expectNoAxeViolations(page)
  })

  test.describe(() => {
    // Reads the server-rendered page only: no script to load and run.
    test.use({ javaScriptEnabled: false })

    test('in English, with an active division that has no team', async ({ page }) => {
      await page.goto(`${server.baseURL}/?lang=en&division=W9`)
      await expect(page.getByTestId('news')).toContainText('No news articles available.')
      await expect(page.getByTestId('today')).toContainText('No games scheduled for today.')
      await expect(page.getByTestId('home-standings')).toContainText(
        'No teams in this division yet.',
      )
      await expect(page.getByTestId('home-strikers')).toContainText('No scorers yet.')
      // The one division picker drives best offence too: the same empty division.
      await expect(page.getByTestId('home-offence')).toContainText(
        'No offensive stats found for Women B - Laval.',
      )
    })

    test('the sponsors page says sponsors are coming, with the contact call', async ({ page }) => {
      await page.goto(`${server.baseURL}/sponsors?lang=en`)
      await expect(page.getByTestId('sponsors-empty')).toHaveText(
        'Our partners will be announced soon.',
      )
      await expect(page.getByRole('link', { name: /Email us/ })).toHaveAttribute(
        'href',
        /^mailto:ligue@example\.org/,
      )
    })
  })
})

test.describe('malformed schedule and stats show the error texts', () => {
  // One worker runs the block's tests in turn: its tree is served once, not once per worker.
  test.describe.configure({ mode: 'default' })
  let server: LeagueServer
  test.beforeAll(async () => {
    server = await startLeagueServer({
      tree: { ...exampleLeagueTree(), Schedule: 'oops', TeamStats_2025W: 'broken' },
    })
  })
  test.afterAll(async () => server?.stop())

  test.describe(() => {
    // Reads the server-rendered page only: no script to load and run.
    test.use({ javaScriptEnabled: false })

    test('in French', async ({ page }) => {
      await page.goto(`${server.baseURL}/?lang=fr`)
      await expect(page.getByTestId('today').getByRole('alert')).toHaveText(
        'Échec du chargement des matchs.',
      )
      await expect(page.getByTestId('home-offence').getByRole('alert')).toHaveText(
        'Impossible de charger les statistiques offensives.',
      )
      await expect(page.getByTestId('home-defence').getByRole('alert')).toHaveText(
        'Impossible de charger les statistiques défensives.',
      )
      await expect(page.getByTestId('home-recent')).toContainText('Aucun résultat récent')
      // News, standings (from the Stats tree) and sponsors still show.
      await expect(page.getByTestId('news-card')).toHaveCount(1)
      await expect(page.getByTestId('home-standings').getByTestId('standings-row')).toHaveCount(2)
      await expect(page.getByTestId('sponsor-card')).toHaveCount(1)
    })
  })

  test('in English', async ({ page }) => {
    await gotoHome(page, `${server.baseURL}/?lang=en`)
    await expect(page.getByTestId('today').getByRole('alert')).toHaveText('Failed to load games.')
    await expect(page.getByTestId('home-offence').getByRole('alert')).toHaveText(
      'Failed to load offensive stats.',
    )
    await expect(page.getByTestId('home-defence').getByRole('alert')).toHaveText(
      'Failed to load defensive stats.',
    )
    await expect(page.getByTestId('home-recent')).toContainText('No recent results')
    await expectNoAxeViolations(page)
  })
})

test.describe('a playoff final and a game still to be set, on the same day', () => {
  // Reads the server-rendered page only: no script to load and run.
  test.use({ javaScriptEnabled: false })
  // One worker runs the block's tests in turn: its tree is served once, not once per worker.
  test.describe.configure({ mode: 'default' })
  let server: LeagueServer
  test.beforeAll(async () => {
    const tree = exampleLeagueTree()
    const m1 = ((tree.Schedule as Tree)['2025W'] as { Divisions: { M1: Record<string, Tree> } })
      .Divisions.M1
    m1['MAR 22, 2026'].G11 = {
      gameId: 'G11',
      HomeTeamName: 'Lions FC',
      HomeTeamID: 'T10',
      AwayTeamName: '',
      Date: 'Mar 22, 2026',
      Time: 'TBD',
      GameComplete: false,
      DivisionID: 'M1',
    }
    server = await startLeagueServer({ tree, now: '2026-03-22T23:30:00-04:00' })
  })
  test.afterAll(async () => server?.stop())

  test('shows the playoff badge, the final score and the TBD texts in French', async ({ page }) => {
    await page.goto(`${server.baseURL}/?lang=fr`)
    const cards = page.getByTestId('today-card')
    await expect(cards).toHaveCount(2)
    const final = page.locator('[data-match-id="G9"][data-testid="today-card"]')
    await expect(final).toContainText('Finale')
    await expect(final).toContainText('Terminé')
    await expect(final.getByTestId('today-score')).toContainText('1 - 1')
    const tbd = page.locator('[data-match-id="G11"][data-testid="today-card"]')
    await expect(tbd).toContainText('À confirmer')
    await expect(tbd).toContainText('Terrain à confirmer')
    // A side not known yet is named in French too, never the English 'TBD'.
    await expect(tbd).toContainText('À déterminer')
    await expect(tbd).not.toContainText('TBD')
    await expect(tbd.getByTestId('today-team')).toHaveCount(1)
    await expect(tbd).toContainText('À venir')
  })

  test('and in English', async ({ page }) => {
    await page.goto(`${server.baseURL}/?lang=en`)
    await expect(page.getByTestId('today').getByRole('heading', { level: 2 })).toHaveText(
      'Today’s games — March 22, 2026',
    )
    const final = page.locator('[data-match-id="G9"][data-testid="today-card"]')
    await expect(final).toContainText('Final')
    await expect(final).not.toContainText('Completed')
    const tbd = page.locator('[data-match-id="G11"][data-testid="today-card"]')
    await expect(tbd).toContainText('Field TBD')
    await expect(tbd).toContainText('Upcoming')
    await expect(tbd.getByText('TBD', { exact: true }).first()).toBeVisible()
  })
})

test.describe('an unreachable league source', () => {
  test('shows the error states and keeps the page usable', async ({
    page,
    request,
    unavailableServer: server,
  }) => {
    const html = await (await request.get(`${server.baseURL}/?lang=en`)).text()
    expect(html).toContain('Failed to load games.')
    expect(html).toContain('Failed to load offensive stats.')
    expect(html).toContain('Failed to load defensive stats.')
    await gotoHome(page, `${server.baseURL}/?lang=fr`, 503)
    await expect(page.getByTestId('today')).toContainText('Échec du chargement des matchs.')
    await expect(page.getByTestId('home-offence')).toContainText(
      'Impossible de charger les statistiques offensives.',
    )
    await expect(page.getByTestId('home-defence')).toContainText(
      'Impossible de charger les statistiques défensives.',
    )
    await expect(page.getByTestId('news')).toContainText('Aucune nouvelle disponible.')
    await expect(page.getByTestId('home-standings')).toContainText('Aucune division active.')
    await expect(page.getByTestId('home-upcoming')).toContainText('Aucun match à venir')
    await expect(page.getByTestId('home-recent')).toContainText('Aucun résultat récent')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})
