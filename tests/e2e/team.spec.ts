/**
 * The team page (docs/product.md#team) on the fixture `fixtures/team-pages-tree.ts`, whose
 * figures are worked out by hand:
 * - Lions FC (T10), M1 regular season: G1 W 2-1, G2 D 3-3, G3 W 3-0 (St. Laurent forfeits):
 *   GP 3, W 2, D 1, L 0, 7 pts, form W D W. TeamStats: 8 goals for, 4 against, 1 card; first
 *   of two teams in each ranking (1 / 2, excellent, 10 green segments).
 * - St. Laurent United (T11): L 1-2, D 3-3, L (forfeit): GP 3, W 0, D 1, L 2, 1 pt, form
 *   L D L; 4 for, 8 against, 3 cards: 2 / 2 everywhere, 'good', 5 segments.
 * - Lions results: G9, G3, G2, G1 (3 shown, View More shows the 4th); upcoming: G10.
 */
import { PHONE, expectNoAxeViolations, expectNoHorizontalOverflow } from './fixtures.ts'
import { expect, servedBy, test } from './support/shared-servers.ts'

const LIONS = '/team/T10?division=M1&season=2025W'
const STL = '/team/T11?division=M1&season=2025W'

test.describe('the team page on the fixture league', () => {
  test.use(servedBy.teamPagesServer)

  test('shows Lions FC: name, division, rankings, tiles and form (English)', async ({ page }) => {
    const response = await page.goto(`${LIONS}&lang=en`)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle('Lions FC · Laval-Brossard ISL')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^Lions FC \(Men A - Laval, Winter 2025-26\)/,
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lions FC')
    await expect(page.getByTestId('team-division')).toHaveText('Men A - Laval')
    await expect(page.getByText('Season Winter 2025-26')).toBeVisible()

    const cards = page.getByTestId('ranking-card')
    await expect(cards).toHaveCount(4)
    await expect(cards.getByTestId('ranking-rank')).toHaveText(['1 / 2', '1 / 2', '1 / 2', '1 / 2'])
    await expect(cards.getByTestId('ranking-sr')).toHaveText(
      Array(4).fill('Rank 1 of 2, excellent'),
    )
    await expect(cards.getByTestId('ranking-rating')).toHaveText(Array(4).fill('Excellent'))
    for (const card of await cards.all()) {
      await expect(card).toHaveAttribute('data-filled', '10')
      await expect(card).toHaveAttribute('data-colour', 'primary')
    }
    await expect(cards.filter({ hasText: 'Offense' })).toContainText('8 goals for')
    await expect(cards.filter({ hasText: 'Defense' })).toContainText('4 goals against')
    await expect(
      page.locator('[data-testid="ranking-card"][data-kind="discipline"]'),
    ).toContainText('1 card')

    for (const [tile, value] of [
      ['gp', '3'],
      ['w', '2'],
      ['d', '1'],
      ['l', '0'],
      ['points', '7'],
    ])
      await expect(page.getByTestId(`tile-${tile}`).locator('dd')).toHaveText(value)
    await expect(page.getByTestId('team-form').locator('[title]')).toHaveCount(3)
    expect(
      await page
        .getByTestId('team-form')
        .locator('[title]')
        .evaluateAll((badges) => badges.map((badge) => badge.getAttribute('title'))),
    ).toEqual(['Victory (latest)', 'Draw', 'Victory'])
  })

  test('splits the roster and links players to their page with non-empty parameters', async ({
    page,
  }) => {
    await page.goto(`${LIONS}&lang=en`)
    const players = page.getByTestId('roster-players')
    await expect(players.getByRole('rowheader').getByRole('link')).toHaveText([
      'Marc Tremblay',
      'Luc Martin',
    ])
    await expect(players.getByRole('row').nth(1).getByRole('cell')).toHaveText([
      '9',
      '2',
      '3',
      '1',
      '1',
      '0',
    ])
    await expect(
      page.getByTestId('roster-goalkeepers').getByRole('rowheader').getByRole('link'),
    ).toHaveText(['Julien Roy'])
    await expect(players.getByRole('link', { name: 'Marc Tremblay' })).toHaveAttribute(
      'href',
      '/player/P100?season=2025W&division=M1&teamId=T10&lang=en',
    )
    await players.getByRole('link', { name: 'Marc Tremblay' }).click()
    await expect(page).toHaveURL(/\/player\/P100\?/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Marc Tremblay')
  })

  test('shows 3 results, View More adds the rest and moves focus to it, View Less folds them back', async ({
    page,
  }) => {
    await page.goto(`${LIONS}&lang=en`)
    const recent = page.getByTestId('recent-list')
    await expect(recent.getByTestId('match-card')).toHaveCount(3)
    expect(
      await recent
        .getByTestId('match-card')
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-match-id'))),
    ).toEqual(['G9', 'G3', 'G2'])
    await expect(recent.getByTestId('matches-shown')).toHaveText('3 of 4')
    await recent.getByRole('button', { name: 'View More' }).click()
    await expect(recent.getByTestId('match-card')).toHaveCount(4)
    await expect(recent.getByTestId('matches-shown')).toHaveText('4 of 4')
    await expect(recent.getByRole('button', { name: 'View More' })).toHaveCount(0)
    await expect(recent.locator('li').nth(3)).toBeFocused()
    await expect(recent.locator('li').nth(3)).toHaveAttribute('tabindex', '-1')

    await recent.getByRole('button', { name: 'View Less' }).click()
    await expect(recent.getByTestId('match-card')).toHaveCount(3)
    await expect(recent.getByTestId('matches-shown')).toHaveText('3 of 4')
    await expect(recent.getByRole('button', { name: 'View Less' })).toHaveCount(0)
    await expect(recent.getByRole('button', { name: 'View More' })).toBeFocused()

    const upcoming = page.getByTestId('upcoming-list')
    await expect(upcoming.getByTestId('match-card')).toHaveCount(1)
    await expect(upcoming.getByRole('button')).toHaveCount(0)
  })

  test('enlarges the team photo in an accessible dialog', async ({ page }) => {
    await page.goto(`${LIONS}&lang=en`)
    // The dialog opens once React runs the page; a click before that is lost.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    const trigger = page.getByRole('button', { name: 'Enlarge the photo of Lions FC' })
    await trigger.click()
    const dialog = page.getByRole('dialog', { name: 'Lions FC' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('img', { name: 'Photo of Lions FC' })).toHaveAttribute(
      'src',
      '/media/TeamsImages/lions.svg',
    )
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(trigger).toBeFocused()
  })

  test('shows St. Laurent United in French: second everywhere, the forfeit as a loss, suspension and fine', async ({
    page,
  }) => {
    const response = await page.goto(`${STL}&lang=fr`)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle('St. Laurent United · LSI Laval-Brossard')
    await expect(page.getByTestId('team-division')).toHaveText('Hommes A - Laval')
    const cards = page.getByTestId('ranking-card')
    await expect(cards.getByTestId('ranking-rank')).toHaveText(Array(4).fill('2 / 2'))
    await expect(cards.getByTestId('ranking-sr')).toHaveText(Array(4).fill('Rang 2 sur 2, bon'))
    for (const card of await cards.all()) {
      await expect(card).toHaveAttribute('data-filled', '5')
      await expect(card).toHaveAttribute('data-colour', 'green')
    }
    await expect(
      page.locator('[data-testid="ranking-card"][data-kind="discipline"]'),
    ).toContainText('3 cartons')
    for (const [tile, value] of [
      ['gp', '3'],
      ['w', '0'],
      ['d', '1'],
      ['l', '2'],
      ['points', '1'],
    ])
      await expect(page.getByTestId(`tile-${tile}`).locator('dd')).toHaveText(value)
    expect(
      await page
        .getByTestId('team-form')
        .locator('[title]')
        .evaluateAll((badges) => badges.map((badge) => badge.getAttribute('title'))),
    ).toEqual(['Défaite (plus récent)', 'Nul', 'Défaite'])
    await expect(page.getByTestId('roster-players').getByText('Suspendu')).toBeVisible()
    // The caption names the team with French's "de" (du, des, d’: frenchDe's unit tests).
    await expect(page.getByTestId('roster-players').locator('caption')).toHaveText(
      'Joueurs de St. Laurent United',
    )
    await expect(page.getByText('Aucun gardien inscrit.')).toBeVisible()
    await expect(page.getByTestId('team-upcoming')).toContainText('Aucun match à venir')

    const suspension = page.getByTestId('suspensions-table').getByRole('row').nth(1)
    await expect(suspension.getByRole('rowheader')).toHaveText('Sami Haddad')
    await expect(suspension.getByRole('cell')).toHaveText([
      '1',
      '16 novembre 2025',
      '30 novembre 2025',
      'Carton rouge - conduite violente',
      '15,00 $',
    ])
    await expect(
      page.getByTestId('fines-table').getByRole('row').nth(1).getByRole('cell'),
    ).toHaveText(['15,00 $', 'Impayée', 'Carton rouge', '17 novembre 2025'])
  })

  for (const lang of ['fr', 'en'] as const) {
    test(`a team without division or season says so and offers the standings (400, ${lang})`, async ({
      page,
    }) => {
      const response = await page.goto(`/team/T10?division=M1&lang=${lang}`)
      expect(response?.status()).toBe(400)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        lang === 'en' ? 'Team information is incomplete' : 'Informations sur l’équipe incomplètes',
      )
      await expect(page.getByText(lang === 'en' ? 'Loading...' : 'Chargement...')).toHaveCount(0)
      const standings = page.getByRole('link', {
        name: lang === 'en' ? 'View the standings' : 'Voir les classements',
      })
      await expect(standings).toHaveAttribute(
        'href',
        lang === 'en' ? '/standings?lang=en' : '/standings',
      )
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      // The state's markup is the same in both languages: axe once.
      if (lang === 'en') await expectNoAxeViolations(page)
    })

    test.describe(() => {
      // Reads the server-rendered page only: no script to load and run.
      test.use({ javaScriptEnabled: false })

      test(`an unknown team or season is not found (404, ${lang})`, async ({ page }) => {
        for (const url of [
          '/team/T99?division=M1&season=2025W',
          '/team/T10?division=M1&season=1999X',
        ]) {
          const response = await page.goto(`${url}&lang=${lang}`)
          expect(response?.status()).toBe(404)
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(
            lang === 'en' ? 'Team not found' : 'Équipe introuvable',
          )
        }
      })

      test(`fits a 390px phone (${lang})`, async ({ page }) => {
        await page.setViewportSize(PHONE)
        await page.goto(`${LIONS}&lang=${lang}`)
        await expect(page.getByTestId('ranking-card')).toHaveCount(4)
        await expectNoHorizontalOverflow(page)
      })
    })
  }
})

test.describe('the team page on the demo league', () => {
  test('every View More adds 3 results until all are shown', async ({ page }) => {
    await page.goto('/team/T104?division=M1&season=2025W&lang=en')
    // View More works once React runs the page; a click before that is lost.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    const recent = page.getByTestId('recent-list')
    const total = Number(
      (await recent.getByTestId('matches-shown').textContent())?.split(' of ')[1],
    )
    expect(total).toBeGreaterThan(6)
    for (let shown = 3; shown < total; shown += 3) {
      await expect(recent.getByTestId('match-card')).toHaveCount(shown)
      await recent.getByRole('button', { name: 'View More' }).click()
    }
    await expect(recent.getByTestId('match-card')).toHaveCount(total)
    await expect(recent.getByRole('button', { name: 'View More' })).toHaveCount(0)
  })

  test.describe(() => {
    // Reads the server-rendered page only: no script to load and run.
    test.use({ javaScriptEnabled: false })

    test('a team asked for in a division it does not play in leads to its own division', async ({
      page,
    }) => {
      const html = await (await page.request.get('/standings?division=W1')).text()
      const href = /href="(\/team\/[^"]+)"[^>]*>Le Brasier</
        .exec(html)![1]!
        .replaceAll('&amp;', '&')
      const wrong = href.replace('division=W1', 'division=M1')
      const response = await page.request.get(`${wrong}&lang=en`, { maxRedirects: 0 })
      expect(response.status()).toBe(302)
      expect(response.headers()['location']).toBe(`${href}&lang=en`)
      await page.goto(wrong)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Le Brasier')
      expect(new URL(page.url()).searchParams.get('division')).toBe('W1')
      await expect(page.getByTestId('team-roster').locator('h3')).toHaveText([
        'Joueuses',
        'Gardiennes',
      ])
    })

    test('fits a phone with a long roster in French', async ({ page }) => {
      await page.setViewportSize(PHONE)
      await page.goto('/team/T104?division=M1&season=2025W&lang=fr')
      await expect(page.getByTestId('roster-players').getByRole('row')).not.toHaveCount(0)
      await expectNoHorizontalOverflow(page)
    })
  })
})

test.describe('the team page when the league data is unavailable', () => {
  // Reads the server-rendered page only: no script to load and run.
  test.use({ javaScriptEnabled: false })
  test('says it failed to load the team (503) in both languages', async ({
    page,
    unavailableServer: unavailable,
  }) => {
    for (const [lang, text] of [
      ['en', 'Failed to load team.'],
      ['fr', 'Impossible de charger l’équipe.'],
    ]) {
      const response = await page.goto(`${unavailable.baseURL}${LIONS}&lang=${lang}`)
      expect(response?.status()).toBe(503)
      await expect(page.getByRole('alert')).toContainText(text)
    }
  })
})
