/**
 * The match page (docs/product.md#match) on the fixture `fixtures/team-pages-tree.ts`:
 * - G9, the M1 final (Mar 22 2026, 9:00 PM, Laval 1): Lions FC 1 - 1 St. Laurent United after
 *   overtime, Lions win the shootout 2/3 to 1/3; rosters: Marc Tremblay #9 1 goal and keeper
 *   Julien Roy #1 (Lions), Sami Haddad #10 1 goal 1 yellow (St. Laurent).
 * - G3 (Nov 23 2025): St. Laurent United, at home, forfeits 0 - 3; no roster for either side.
 * - G1 (Nov 9 2025, Lions 2 - 1) and G2 (Nov 16 2025, St. Laurent 3 - 3) are the earlier
 *   meetings of the same two teams (G9 lists G1, G2, G3; G1 lists none).
 * - G10 (Mar 29 2026): not played yet.
 */
import type { Page } from '@playwright/test'

import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalOverflow } from './fixtures.ts'
import { expect, servedBy, test } from './support/shared-servers.ts'

const cellTexts = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .getByRole('row')
    .evaluateAll((rows) =>
      rows
        .slice(1)
        .map((row) =>
          [...row.querySelectorAll('td, th a')].map((cell) => (cell.textContent ?? '').trim()),
        ),
    )

test.describe('the match page on the fixture league', () => {
  test.use(servedBy.teamPagesServer)

  test('shows the final with overtime, shootout and both lineups (English)', async ({ page }) => {
    const response = await page.goto('/match/G9?lang=en')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(
      'Lions FC vs St. Laurent United — March 22, 2026 · Laval-Brossard ISL',
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Lions FC vs St. Laurent United — March 22, 2026',
    )
    await expect(page.getByTestId('match-date')).toHaveText('March 22, 2026')
    await expect(page.getByTestId('match-time')).toHaveText('9:00 PM')
    await expect(page.getByTestId('match-field')).toHaveText('Laval 1')
    // The league profile's street address of the Laval venue, linked to a map.
    const address = page.getByRole('link', {
      name: 'See 100 rue de l’Exemple, Laval QC H7X 0A1 on a map',
    })
    await expect(address).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\//)
    await expect(page.getByTestId('match-division')).toHaveText('Men A - Laval')
    // The stage badge of a single game ("Final") comes before the status badge (also "Final").
    await expect(page.getByText('Final', { exact: true }).first()).toBeVisible()
    await expect(page.getByTestId('match-score')).toHaveText('1-1')
    await expect(page.getByTestId('match-score-sr')).toHaveText(
      'Final score: Lions FC 1, St. Laurent United 1',
    )
    await expect(page.getByTestId('match-winner')).toHaveText('Lions FC won the shootout 2-1')
    await expect(page.getByTestId('match-home')).toHaveAttribute('data-winner', 'true')
    await expect(page.getByTestId('match-away')).toHaveAttribute('data-winner', 'false')
    await expect(page.getByTestId('match-home').getByRole('link')).toHaveAttribute(
      'href',
      '/team/T10?division=M1&season=2025W&lang=en',
    )
    await expect(page.getByTestId('forfeit-tag')).toHaveCount(0)

    await expect(page.getByTestId('shootout-home').getByRole('cell')).toHaveText(['2', '3'])
    await expect(page.getByTestId('shootout-away').getByRole('cell')).toHaveText(['1', '3'])
    await expect(page.getByTestId('shootout-home').getByRole('rowheader')).toHaveText('Lions FC')

    // #, name, goals, yellow: nobody has an assist or a red card, so those columns are folded
    expect(await cellTexts(page, 'lineup-home-players')).toEqual([['9', 'Marc Tremblay', '1', '0']])
    expect(await cellTexts(page, 'lineup-home-keepers')).toEqual([['1', 'Julien Roy', '0', '0']])
    expect(await cellTexts(page, 'lineup-away-players')).toEqual([['10', 'Sami Haddad', '1', '1']])
    for (const table of ['lineup-home-players', 'lineup-away-players']) {
      await expect(page.getByTestId(table).getByRole('columnheader')).toHaveText([
        /Jersey number/,
        'Name',
        /Goals/,
        /Yellow cards/,
      ])
    }
    await expect(page.getByTestId('lineup-away-keepers')).toHaveCount(0)
    await expect(
      page.getByTestId('lineup-home').getByRole('link', { name: 'Marc Tremblay' }),
    ).toHaveAttribute('href', '/player/P100?season=2025W&division=M1&teamId=T10&lang=en')

    // Ways on: the header's team names and division, keeping the language; no second set of
    // buttons repeating them
    expect(
      await page
        .getByTestId('match-team-link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).toEqual([
      '/team/T10?division=M1&season=2025W&lang=en',
      '/team/T11?division=M1&season=2025W&lang=en',
    ])
    await expect(page.getByTestId('match-division')).toHaveAttribute(
      'href',
      '/standings?division=M1&lang=en',
    )
    await expect(page.getByTestId('match-ways')).toHaveCount(0)

    // Who scored, per team, above the lineups
    await expect(page.getByTestId('summary-home-goals')).not.toBeEmpty()

    // The earlier meetings of the season, oldest first, the forfeit flagged
    const meetings = page.getByTestId('previous-meetings')
    await expect(meetings.getByRole('heading')).toHaveText('Previous meetings this season')
    await expect(meetings.getByTestId('meeting-date')).toHaveText([
      'November 9, 2025',
      'November 16, 2025',
      'November 23, 2025',
    ])
    await expect(meetings.getByTestId('meeting-score')).toHaveText([
      'Lions FC2-1St. Laurent United',
      'St. Laurent United3-3Lions FC',
      'St. Laurent UnitedFORFEIT0-3Lions FC',
    ])
    await expect(
      meetings.getByRole('link', { name: /November 23, 2025.*St\. Laurent United.*0-3.*Lions FC/ }),
    ).toHaveAttribute('href', '/match/G3?lang=en')
    await expectNoAxeViolations(page)
  })

  test.describe(() => {
    // Reads the server-rendered page only: no script to load and run.
    test.use({ javaScriptEnabled: false })

    test('puts the two lineups side by side with equal heights on a desktop', async ({ page }) => {
      await page.setViewportSize(DESKTOP)
      await page.goto('/match/G9?lang=en')
      const home = await page.getByTestId('lineup-home').boundingBox()
      const away = await page.getByTestId('lineup-away').boundingBox()
      expect(home && away).toBeTruthy()
      expect(home?.y).toBe(away?.y)
      expect(home?.height).toBe(away?.height)
    })
  })

  test('opens an earlier meeting from the list', async ({ page }) => {
    await page.goto('/match/G9?lang=fr')
    await page.getByTestId('previous-meetings').getByRole('link').first().click()
    await expect(page).toHaveURL(/\/match\/G1$/)
    await expect(page.getByTestId('match-score')).toHaveText('2-1')
    await expect(page.getByTestId('previous-meetings')).toHaveCount(0)
  })

  test.describe(() => {
    // Reads the server-rendered page only: no script to load and run.
    test.use({ javaScriptEnabled: false })

    test('shows the final in French', async ({ page }) => {
      await page.goto('/match/G9?lang=fr')
      await expect(page).toHaveTitle(
        'Les Lions vs St. Laurent United — 22 mars 2026 · LSI Laval-Brossard',
      )
      await expect(page.getByTestId('match-date')).toHaveText('22 mars 2026')
      await expect(page.getByTestId('match-time')).toHaveText('21 h 00')
      await expect(page.getByTestId('match-division')).toHaveText('Hommes A - Laval')
      await expect(page.getByText('Finale', { exact: true })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Tirs de barrage' })).toBeVisible()
      await expect(page.getByRole('columnheader', { name: 'Tentatives' })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Alignement : Les Lions' })).toBeVisible()
      await expect(page.getByTestId('match-winner')).toHaveText(
        'Victoire des Lions 2-1 aux tirs de barrage',
      )
      await expect(page.getByRole('heading', { name: 'Buts et cartons' })).toBeVisible()
      await expect(
        page.getByRole('heading', { name: 'Confrontations précédentes cette saison' }),
      ).toBeVisible()
      await expect(page.getByTestId('meeting-forfeit')).toHaveText('FORFAIT')
    })
  })

  for (const lang of ['en', 'fr'] as const) {
    test(`tags the forfeiting side and says when there is no roster (${lang})`, async ({
      page,
    }) => {
      const response = await page.goto(`/match/G3?lang=${lang}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByTestId('match-score')).toHaveText('0-3')
      await expect(page.getByTestId('match-home').getByTestId('forfeit-tag')).toHaveText(
        lang === 'en' ? 'FORFEIT' : 'FORFAIT',
      )
      await expect(page.getByTestId('match-away').getByTestId('forfeit-tag')).toHaveCount(0)
      await expect(page.getByTestId('match-away')).toHaveAttribute('data-winner', 'true')
      await expect(page.getByTestId('match-winner')).toHaveText(
        lang === 'en' ? 'Lions FC won by forfeit' : 'Victoire des Lions par forfait',
      )
      await expect(page.getByTestId('shootout-table')).toHaveCount(0)
      // Neither side has a roster: one card says so, not two empty ones
      await expect(page.getByTestId('lineups-empty')).toContainText(
        lang === 'en'
          ? 'No roster data available for this game.'
          : 'Aucune donnée d’alignement disponible pour ce match.',
      )
      await expect(page.getByTestId('lineup-home')).toHaveCount(0)
      await expect(page.getByTestId('lineup-away')).toHaveCount(0)
      await expect(page.getByTestId('previous-meetings').getByTestId('meeting')).toHaveCount(2)
      // The state's markup is the same in both languages: axe once.
      if (lang === 'en') await expectNoAxeViolations(page)
    })

    test(`previews a game still to play, with its date, teams and calendar file (200, ${lang})`, async ({
      page,
    }) => {
      const response = await page.goto(`/match/G10?lang=${lang}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(
        lang === 'en' ? 'Game preview' : 'Avant-match',
      )
      await expect(page.getByTestId('preview-home').getByTestId('preview-standing')).toHaveText(
        /^(Rank|Rang) \d+ (of|sur) \d+/,
      )
      const calendar = await page.request.get(
        new URL((await page.getByTestId('preview-calendar').getAttribute('href'))!, page.url())
          .href,
      )
      expect(calendar.headers()['content-type']).toContain('text/calendar')
      expect(await calendar.text()).toContain('G10@')
      await expect(page.getByTestId('match-date')).toHaveText(
        lang === 'en' ? 'March 29, 2026' : '29 mars 2026',
      )
      await expect(page.getByTestId('match-time')).toHaveText(lang === 'en' ? 'TBD' : 'À confirmer')
      await expect(page.getByTestId('match-home')).toContainText(
        lang === 'en' ? 'Lions FC' : 'Les Lions',
      )
      await expect(page.getByTestId('match-score')).toHaveCount(0)
      // The state's markup is the same in both languages: axe once.
      if (lang === 'en') await expectNoAxeViolations(page)
    })

    test.describe(() => {
      // Reads the server-rendered page only: no script to load and run.
      test.use({ javaScriptEnabled: false })

      test(`an unknown match is not found (404, ${lang})`, async ({ page }) => {
        for (const id of ['G404', '%20']) {
          const response = await page.goto(`/match/${id}?lang=${lang}`)
          expect(response?.status()).toBe(404)
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(
            lang === 'en' ? 'Game not found.' : 'Match introuvable.',
          )
        }
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      })

      test(`fits a 390px phone (${lang})`, async ({ page }) => {
        await page.setViewportSize(PHONE)
        for (const id of ['G9', 'G3', 'G10']) {
          await page.goto(`/match/${id}?lang=${lang}`)
          await expect(page.getByTestId('match-home')).toBeVisible()
          await expectNoHorizontalOverflow(page)
        }
        await page.goto(`/match/G9?lang=${lang}`)
      })
    })
  }

  test('opens from a finished match card of the team page', async ({ page }) => {
    await page.goto('/team/T11?division=M1&season=2025W&lang=en')
    await page
      .getByTestId('recent-list')
      .getByRole('link', { name: /View match sheet: Lions FC 1 - 1 St\. Laurent United/ })
      .click()
    await expect(page).toHaveURL(/\/match\/G9\?lang=en$/)
    await expect(page.getByTestId('shootout-table')).toBeVisible()
  })
})

test.describe('the match page on the demo league', () => {
  // Reads the server-rendered page only: no script to load and run.
  test.use({ javaScriptEnabled: false })
  test('finds a game of the previous season (ids are searched season by season)', async ({
    page,
  }) => {
    const response = await page.goto('/match/2025S-0037?lang=en')
    expect(response?.status()).toBe(200)
    await expect(page.getByTestId('match-score')).toBeVisible()
    await expect(page.getByTestId('lineup-home-players').getByRole('row')).not.toHaveCount(0)
  })
})

test.describe('the match page when the league data is unavailable', () => {
  // Reads the server-rendered page only: no script to load and run.
  test.use({ javaScriptEnabled: false })
  test('says it failed to load the match (503) in both languages', async ({
    page,
    unavailableServer: unavailable,
  }) => {
    for (const [lang, text] of [
      ['en', 'Failed to load game.'],
      ['fr', 'Impossible de charger le match.'],
    ]) {
      const response = await page.goto(`${unavailable.baseURL}/match/G9?lang=${lang}`)
      expect(response?.status()).toBe(503)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text)
    }
  })
})
