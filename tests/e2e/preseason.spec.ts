// Every preseason state on fixture data; accessibility.spec.ts holds the demo's preseason page to
// axe.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import type { Page } from '@playwright/test'

import { DESKTOP, PHONE, expectNoAxeViolations } from './fixtures.ts'
import { type LeagueServer, exampleLeagueTree, startLeagueServer } from './support/league-server.ts'
import { expect, test } from './support/shared-servers.ts'

const BANNER_PATH = 'preseason/2025W-banner.svg'
const BANNER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 600" width="1600" height="600"><rect width="1600" height="600" fill="#13523a"/><text x="800" y="320" font-size="96" fill="#fff" text-anchor="middle">Preseason</text></svg>`

const SEASONS = exampleLeagueTree().Seasons

/** The example league with two preseason games (one played, one with time and field TBD). */
function fixtureTree(): Record<string, unknown> {
  const tree = exampleLeagueTree()
  tree.PreSeason = { '2025W': { b1: { url: BANNER_PATH } } }
  const divisions = (
    tree.Schedule as Record<string, Record<string, Record<string, Record<string, unknown>>>>
  )['2025W'].Divisions
  divisions.M1['OCT 19, 2025'] = {
    P1: {
      gameId: 'P1',
      HomeTeamName: 'Lions FC',
      AwayTeamName: 'St. Laurent United',
      HomeTeamID: 'T10',
      AwayTeamID: 'T11',
      Date: 'Oct 19, 2025',
      Time: '7:00 PM',
      Field: 'Laval 1',
      GameType: 'preseason',
      GameComplete: true,
      HomeTeamScore: 2,
      AwayTeamScore: 2,
      DivisionID: 'M1',
    },
  }
  divisions.W1 = {
    'OCT 26, 2025': {
      P2: {
        gameId: 'P2',
        HomeTeamName: 'Les Étoiles',
        AwayTeamName: 'Phénix',
        HomeTeamID: 'T20',
        Date: 'Oct 26, 2025',
        Time: 'TBD',
        Stage: 'Pré-saison',
        GameComplete: false,
        DivisionID: 'W1',
      },
    },
  }
  return tree
}

/** Reloads until the page shows the text (the server sees a write within ~0.5 s). */
async function openWhenShown(page: Page, url: string, text: string) {
  await expect(async () => {
    await page.goto(url)
    await expect(page.getByText(text, { exact: true })).toBeVisible({ timeout: 500 })
  }).toPass({ timeout: 10_000 })
}

test.describe('the preseason page on a fixture league', () => {
  test.describe.configure({ mode: 'serial' })
  let server: LeagueServer
  test.beforeAll(async () => {
    server = await startLeagueServer({ tree: fixtureTree() })
    const file = path.join(server.dataDir, 'media', BANNER_PATH)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, BANNER_SVG)
  })
  test.afterAll(async () => {
    await server?.stop()
  })
  const url = (query: string) => `${server.baseURL}/preseason?${query}`

  for (const lang of ['en', 'fr'] as const) {
    test(`names the active season, says when its preseason was, with the banner and the games in ${lang}`, async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP)
      const response = await page.goto(url(`lang=${lang}`))
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle(lang === 'fr' ? /Présaison/ : /Preseason/)
      // The season by its name, never its internal id; the dates from the schedule's games.
      await expect(page.getByTestId('active-season')).toHaveText(
        lang === 'fr' ? 'Saison active : Hiver 2025-26' : 'Active season: Winter 2025-26',
      )
      await expect(page.getByText('2025W')).toHaveCount(0)
      await expect(page.getByTestId('preseason-when')).toHaveText(
        lang === 'fr'
          ? 'Présaison terminée (matchs du 19 octobre 2025 au 26 octobre 2025) : place à la saison régulière.'
          : 'Preseason over (games from October 19, 2025 to October 26, 2025): on to the regular season.',
      )
      await expect(
        page
          .getByRole('main')
          .getByRole('link', { name: lang === 'fr' ? 'Calendrier' : 'Schedule', exact: true }),
      ).toHaveAttribute('href', lang === 'fr' ? '/schedule' : '/schedule?lang=en')
      const image = page.getByRole('img', {
        name:
          lang === 'fr'
            ? 'Bannière de la présaison Hiver 2025-26'
            : 'Winter 2025-26 preseason banner',
      })
      await expect(image).toBeVisible()
      await expect(image).toHaveAttribute('src', `/media/${BANNER_PATH}`)
      await expect(page.getByTestId('preseason-banner')).toHaveAttribute('data-phase', 'loaded')
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)

      const games = page.getByTestId('preseason-games-list').getByTestId('match-card')
      await expect(games).toHaveCount(2)
      const [first, second] = [games.nth(0), games.nth(1)]
      await expect(first).toHaveAttribute('data-match-id', 'P1')
      await expect(first).toContainText(lang === 'fr' ? '19 octobre 2025' : 'October 19, 2025')
      await expect(first).toContainText(lang === 'fr' ? '19 h 00' : '7:00 PM')
      await expect(first).toContainText('Laval 1')
      await expect(first.getByTestId('match-score')).toHaveText('2 - 2')
      await expect(second).toHaveAttribute('data-match-id', 'P2')
      await expect(second).toContainText(lang === 'fr' ? '26 octobre 2025' : 'October 26, 2025')
      await expect(second).toContainText(lang === 'fr' ? 'À confirmer' : 'TBD')
      await expect(second).toContainText(lang === 'fr' ? 'Terrain à confirmer' : 'Field TBD')
      // The state's markup is the same in both languages: axe once.
      if (lang === 'en') await expectNoAxeViolations(page)
    })
  }

  test('fits a 390px phone', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto(url('lang=fr'))
    await expect(page.getByTestId('preseason-banner')).toHaveAttribute('data-phase', 'loaded')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    )
    const box = await page.getByTestId('preseason-banner').boundingBox()
    expect(box?.width).toBeLessThanOrEqual(PHONE.width)
  })

  test('says it is loading while the banner downloads, then shows it', async ({ page }) => {
    let release: () => void = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/media/preseason/**', async (route) => {
      await released
      await route.continue()
    })
    await page.goto(url('lang=en'), { waitUntil: 'domcontentloaded' })
    const loading = page.getByRole('status').filter({ hasText: 'Loading preseason...' })
    await expect(loading).toBeVisible()
    await expect(page.getByTestId('preseason-banner')).toHaveAttribute('data-phase', 'loading')
    release()
    await expect(page.getByTestId('preseason-banner')).toHaveAttribute('data-phase', 'loaded')
    await expect(loading).toHaveCount(0)
    await expect(page.getByRole('img', { name: 'Winter 2025-26 preseason banner' })).toBeVisible()
  })

  test('says the image was not found when the browser cannot load it', async ({ page }) => {
    await page.route('**/media/preseason/**', (route) => route.abort())
    await page.goto(url('lang=en'))
    await expect(page.getByTestId('preseason-message')).toHaveText('Preseason image not found.')
    await expect(page.getByTestId('active-season')).toHaveText('Active season: Winter 2025-26')
    await page.goto(url('lang=fr'))
    await expect(page.getByTestId('preseason-message')).toHaveText(
      'Image de présaison introuvable.',
    )
  })

  test('says the image was not found when its entry names a missing file', async ({ page }) => {
    server.write('PreSeason/2025W', { b1: { url: 'preseason/missing.jpg' } })
    await openWhenShown(page, url('lang=en'), 'Preseason image not found.')
    await expect(page.getByTestId('preseason-message')).toHaveAttribute(
      'data-state',
      'image-missing',
    )
    await expect(page.getByTestId('active-season')).toHaveText('Active season: Winter 2025-26')
    await openWhenShown(page, url('lang=fr'), 'Image de présaison introuvable.')
    await expectNoAxeViolations(page)
  })

  test('says no image is available when the season has no preseason entry', async ({ page }) => {
    server.write('PreSeason', null)
    await openWhenShown(page, url('lang=en'), 'No preseason image available.')
    await expect(page.getByTestId('active-season')).toHaveText('Active season: Winter 2025-26')
    // The preseason games are still listed.
    await expect(page.getByTestId('preseason-games-list').getByTestId('match-card')).toHaveCount(2)
    await openWhenShown(page, url('lang=fr'), 'Aucune image de présaison disponible.')
    await expectNoAxeViolations(page)
  })

  test('says no active season was found when none is active', async ({ page }) => {
    server.write('Seasons/2025W/isActive', false)
    await openWhenShown(page, url('lang=en'), 'No active season found.')
    await expect(page.getByTestId('active-season')).toHaveCount(0)
    await expect(page.getByTestId('preseason-games-list')).toHaveCount(0)
    await openWhenShown(page, url('lang=fr'), 'Aucune saison active trouvée.')
    await expectNoAxeViolations(page)
  })

  test('says the active season cannot be determined when the Seasons node is unreadable', async ({
    page,
  }) => {
    server.write('Seasons', 'corrupted')
    await openWhenShown(page, url('lang=en'), 'Unable to determine active season.')
    await openWhenShown(page, url('lang=fr'), 'Impossible de déterminer la saison active.')
    await expectNoAxeViolations(page)
    server.write('Seasons', SEASONS)
  })
})

test.describe('the preseason page when the league data is unavailable', () => {
  // Reads the server-rendered page only: no script to load and run.
  test.use({ javaScriptEnabled: false })
  for (const [lang, text] of [
    ['en', 'Failed to load preseason banner.'],
    ['fr', 'Impossible de charger la bannière de la présaison.'],
  ] as const) {
    test(`says the banner failed to load (503) in ${lang}`, async ({
      page,
      unavailableServer: server,
    }) => {
      const response = await page.goto(`${server.baseURL}/preseason?lang=${lang}`)
      expect(response?.status()).toBe(503)
      await expect(page.getByRole('alert')).toHaveText(text)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        lang === 'en' ? 'Preseason' : 'Présaison',
      )
    })
  }
})

test.describe('the preseason page of the demo league', () => {
  for (const lang of ['fr', 'en'] as const) {
    test(`shows the banner and says its preseason is over in ${lang}`, async ({ page }) => {
      await page.goto(`/preseason?lang=${lang}`)
      await expect(page.getByTestId('preseason-banner')).toHaveAttribute('data-phase', 'loaded')
      await expect(page.getByTestId('active-season')).toBeVisible()
      // Long after its preseason, the page says so rather than only showing the banner.
      await expect(page.getByTestId('preseason-when')).toHaveAttribute('data-state', 'over')
    })
  }
})
