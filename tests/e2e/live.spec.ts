// The store changes while a browser has the page open, and the page follows without a reload.
import { type Page } from '@playwright/test'

import { type LeagueServer, exampleLeagueTree, startLeagueServer } from './support/league-server.ts'
import { expect, test } from './support/shared-servers.ts'

const TODAY_KEY = 'JAN 14, 2026' // LEAGUE_NOW is 2026-01-14 19:00 in Toronto
const GAME_PATH = `Schedule/2025W/Divisions/M1/${TODAY_KEY}/G20`
const GAME = {
  gameId: 'G20',
  HomeTeamName: 'Lions FC',
  AwayTeamName: 'St. Laurent United',
  HomeTeamID: 'T10',
  AwayTeamID: 'T11',
  Date: 'Jan 14, 2026',
  Time: '8:30 PM',
  Field: 'Laval 1',
  GameComplete: false,
  DivisionID: 'M1',
}

/** The example tree's M1 final, 1-1 after overtime, won 2-1 in the shootout by the home side. */
const FINAL = {
  gameId: 'G9',
  HomeTeamName: 'Lions FC',
  AwayTeamName: 'St. Laurent United',
  HomeTeamID: 'T10',
  AwayTeamID: 'T11',
  Date: 'Mar 22, 2026',
  Time: '9:00 PM',
  Field: 'Laval 1',
  HomeTeamScore: 1,
  AwayTeamScore: 1,
  GameComplete: 1,
  GameType: 'playoffs',
  PlayoffsStage: 'Finals',
  Overtime: true,
  HomeShootoutGoals: 2,
  AwayShootoutGoals: 1,
  HomeShootoutAttempts: 3,
  AwayShootoutAttempts: 3,
  DivisionID: 'M1',
}

async function openPage(page: Page, url: string, testId: string) {
  await page.goto(url)
  await expect(page.getByTestId(testId)).toHaveAttribute('data-hydrated', 'true')
  // A marker a full reload would lose.
  await page.evaluate(
    () => ((window as unknown as { liveMarker: string }).liveMarker = 'still here'),
  )
}

async function expectNoReload(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { liveMarker?: string }).liveMarker)).toBe(
    'still here',
  )
}

test.describe.configure({ mode: 'serial' })

test.describe('live updates', () => {
  let server: LeagueServer
  test.beforeAll(async () => {
    const tree = exampleLeagueTree()
    const m1 = (
      (tree.Schedule as Record<string, unknown>)['2025W'] as {
        Divisions: { M1: Record<string, unknown> }
      }
    ).Divisions.M1
    m1[TODAY_KEY] = { G20: GAME }
    server = await startLeagueServer({ tree })
  })
  test.afterAll(async () => server?.stop())

  test('the endpoint streams change notices as Server-Sent Events', async () => {
    const controller = new AbortController()
    const response = await fetch(`${server.baseURL}/api/live`, {
      signal: controller.signal,
      headers: { accept: 'text/event-stream' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform')
    expect(response.headers.get('x-accel-buffering')).toBe('no')
    expect(response.headers.get('content-encoding')).toBeNull()
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    let text = ''
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read()
        if (done) break
        text += decoder.decode(value)
      }
    }
    await readUntil('event: ready')
    expect(text).toMatch(/event: ready\ndata: \{"version":\d+\}\n\n/)
    server.write('Sponsors/s9', { name: 'Stream Check', active: false })
    await readUntil('Sponsors"]')
    // No game changed: no patches, only the window within which pages refetch.
    expect(text).toMatch(
      /event: change\ndata: \{"version":\d+,"keys":\["Sponsors"\],"spread":\d+\}\n\n/,
    )
    // Undone, and heard before the next test opens its page: otherwise that page may get this
    // change (and announce an update) while it expects none.
    const heard = text.length
    server.write('Sponsors/s9', null)
    while (!text.slice(heard).includes('Sponsors"]')) {
      const { value, done } = await reader.read()
      if (done) break
      text += decoder.decode(value)
    }
    controller.abort()
  })

  test("a score entered for today's match reaches the open home page", async ({ page }) => {
    await openPage(page, `${server.baseURL}/?lang=fr`, 'home')
    const card = page.locator('[data-testid="today-card"][data-match-id="G20"]')
    await expect(card).toContainText('À venir')
    await expect(card.getByTestId('today-score')).toContainText('vs Aperçu')
    // Focus somewhere on the page: the update must not move it.
    await page.getByTestId('language-toggle').focus()
    const announcer = page.getByRole('status').and(page.getByTestId('live-announcer'))
    await expect(announcer).toHaveText('')
    server.write(GAME_PATH, { ...GAME, HomeTeamScore: 3, AwayTeamScore: 2, GameComplete: true })
    await expect(card.getByTestId('today-score')).toContainText('3 - 2', { timeout: 10_000 })
    await expect(card).toContainText('Terminé')
    // Announced politely to screen readers (role=status), focus left where it was.
    await expect(announcer).toHaveText(/^Résultats mis à jour à \d/)
    await expect(page.getByTestId('language-toggle')).toBeFocused()
    // Finished tonight, it stays with tonight's games: never listed again under recent results.
    await expect(page.getByTestId('home-recent').locator('[data-match-id="G20"]')).toHaveCount(0)
    await expectNoReload(page)
  })

  test("keeps today's games in place, saying 'Loading games...', while they are refreshed", async ({
    page,
  }) => {
    await openPage(page, `${server.baseURL}/?lang=en`, 'home')
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/*.data*', async (route) => {
      await held
      await route.continue()
    })
    server.write(GAME_PATH, { ...GAME, HomeTeamScore: 4, AwayTeamScore: 2, GameComplete: true })
    const status = page.getByTestId('today').getByRole('status')
    await expect(status).toHaveText('Loading games...', { timeout: 10_000 })
    await expect(page.locator('[data-testid="today-card"][data-match-id="G20"]')).toBeVisible()
    release()
    await expect(status).toHaveCount(0)
    await expect(page.locator('[data-testid="today-card"][data-match-id="G20"]')).toContainText(
      '4 - 2',
    )
    await expectNoReload(page)
  })

  test('sponsors added, changed or hidden reach the open home page, back on page 1', async ({
    page,
  }) => {
    for (const [index, name] of ['Alpha Sports', 'Beta Café', 'Gamma Auto'].entries()) {
      server.write(`Sponsors/p${index}`, {
        name,
        websiteUrl: `${name.split(' ')[0].toLowerCase()}.example`,
        active: true,
        createdAt: 1762000000000 + index,
      })
    }
    await openPage(page, `${server.baseURL}/?lang=en`, 'home')
    const strip = page.getByTestId('sponsors')
    await expect(strip.getByTestId('sponsor-card')).toHaveCount(4)
    await strip.getByRole('button', { name: 'Pause the sponsor rotation' }).click()
    await strip.getByRole('button', { name: 'Sponsors page 2' }).click()
    await expect(strip.getByRole('button', { name: 'Sponsors page 2' })).toHaveAttribute(
      'aria-current',
      'true',
    )

    server.write('Sponsors/sX', {
      name: 'Live Partner',
      websiteUrl: 'live.example',
      active: true,
      createdAt: 1763000000000,
    })
    await expect(strip.getByTestId('sponsor-card')).toHaveCount(5, { timeout: 10_000 })
    await expect(strip.getByRole('button', { name: 'Sponsors page 1' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    // The newest sponsor comes last, on page 2.
    await expect(
      strip.locator('[data-testid="sponsor-card"][href="https://live.example"]'),
    ).toContainText('Live Partner')

    server.write('Sponsors/sX/active', false)
    await expect(strip.getByTestId('sponsor-card')).toHaveCount(4, { timeout: 10_000 })
    await expect(strip).not.toContainText('Live Partner')
    await expectNoReload(page)
  })

  test('the sponsors page follows the sponsors live', async ({ page }) => {
    await openPage(page, `${server.baseURL}/sponsors?lang=fr`, 'sponsors-page')
    const list = page.getByTestId('sponsors-list')
    const before = await list.getByTestId('sponsor-card').count()
    server.write('Sponsors/sY', {
      name: 'Partenaire en direct',
      active: true,
      createdAt: 1764000000000,
    })
    await expect(list.getByTestId('sponsor-card')).toHaveCount(before + 1, { timeout: 10_000 })
    await expect(list).toContainText('Partenaire en direct')
    await expectNoReload(page)
  })

  test('a page that missed changes while disconnected catches up on reconnection', async ({
    page,
  }) => {
    // The page is rendered, then its stream is refused for a while: EventSource retries.
    let block = true
    await page.route('**/api/live', (route) => (block ? route.abort() : route.continue()))
    await openPage(page, `${server.baseURL}/?lang=en`, 'home')
    server.write('News/2026-01-14/n2', {
      title: 'Breaking news',
      date: '2026-01-14',
      Article: 'Live.',
    })
    await page.waitForTimeout(1000)
    await expect(page.getByTestId('news')).not.toContainText('Breaking news')
    block = false
    await expect(page.getByTestId('news')).toContainText('Breaking news', { timeout: 15_000 })
    await expectNoReload(page)
  })

  test('a final decided tonight crowns its champion on the open bracket', async ({ page }) => {
    await page.goto(`${server.baseURL}/playoffs?division=M1&lang=en`)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await page.evaluate(
      () => ((window as unknown as { liveMarker: string }).liveMarker = 'still here'),
    )
    const champion = page.getByTestId('playoffs-champion')
    await expect(champion).toContainText('Lions FC')
    // The shootout is corrected: the other side won the final.
    server.write('Schedule/2025W/Divisions/M1/MAR 22, 2026/G9', {
      ...FINAL,
      HomeShootoutGoals: 1,
      AwayShootoutGoals: 3,
    })
    await expect(champion).toContainText('St. Laurent United', { timeout: 10_000 })
    await expect(page.getByRole('status').and(page.getByTestId('live-announcer'))).toHaveText(
      /^Results updated at \d/,
    )
    await expectNoReload(page)
  })
})
