// A game being played, end to end: « En cours », its running score and clock, and a goal followed
// live.

import { expectNoAxeViolations } from './fixtures.ts'
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
  Time: '7:00 PM',
  Field: 'Laval 1',
  GameComplete: false,
  DivisionID: 'M1',
  Status: 'live',
  HomeTeamScore: 1,
  AwayTeamScore: 0,
  Events: {
    '-N1': { Type: 'goal', Side: 'home', PlayerID: 'P100', AssistID: 'P101', Minute: 6 },
    '-N2': { Type: 'yellow', Side: 'away', PlayerID: 'P110', Minute: 12 },
  },
}

test.describe.configure({ mode: 'serial' })

test.describe('a live game', () => {
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

  test('shows « En cours » with its score and clock on the match centre and on its card', async ({
    page,
  }) => {
    const response = await page.goto(`${server.baseURL}/match/G20`)
    expect(response?.status()).toBe(200)
    await expect(page.getByTestId('live-badge')).toHaveText("En cours12'")
    await expect(page.getByTestId('match-score')).toHaveText('1-0')
    const story = page.getByTestId('story-event')
    await expect(story).toHaveCount(2)
    await expect(story.first()).toContainText('But — Marc Tremblay')
    await expect(story.first()).toContainText('Passe : Julien Roy')
    await expect(story.nth(1)).toContainText('Carton jaune — Sami Haddad')
    await expectNoAxeViolations(page)

    await page.goto(`${server.baseURL}/schedule?division=M1&lang=en`)
    const card = page.locator('[data-testid="schedule-game"][data-match-id="G20"]')
    await expect(card.getByTestId('live-badge')).toHaveText("Live12'")
    await expect(card.getByRole('link', { name: /^1 - 0, Follow the game live/ })).toHaveAttribute(
      'href',
      '/match/G20?lang=en',
    )

    // The table as it stands with the game, one tap away, marked provisional.
    await page.goto(`${server.baseURL}/standings?division=M1&lang=en`)
    const provisional = page.getByTestId('provisional-standings')
    await expect(provisional.getByTestId('provisional-table')).toBeHidden()
    await provisional.getByText('Provisional table: 1 game in progress').click()
    await expect(provisional.getByTestId('provisional-table')).toContainText('Playing')
  })

  test('an open match page follows a goal written to the store, without a reload', async ({
    page,
  }) => {
    // The page's one stream is open once the page has hydrated.
    const stream = page.waitForResponse((answer) => answer.url().endsWith('/api/live'))
    await page.goto(`${server.baseURL}/match/G20?lang=en`)
    expect((await stream).status()).toBe(200)
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'kept'))
    const announcer = page.getByTestId('live-announcer')
    await expect(announcer).toHaveText('')
    // The goal and the running score in one write, as a scorekeeper's sheet saves them.
    server.write(GAME_PATH, {
      ...GAME,
      AwayTeamScore: 1,
      Events: {
        ...GAME.Events,
        '-N3': { Type: 'goal', Side: 'away', PlayerID: 'P110', Minute: 18 },
      },
    })
    await expect(page.getByTestId('match-score')).toHaveText('1-1', { timeout: 10_000 })
    await expect(page.getByTestId('live-badge')).toHaveText("Live18'")
    await expect(page.getByTestId('story-event')).toHaveCount(3)
    await expect(announcer).toHaveText(/^Results updated at \d/)
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'kept',
    )
  })
})
