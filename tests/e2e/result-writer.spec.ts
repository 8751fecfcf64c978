// A result recorded through the domain's writer moves every page that shows it, in one transaction.
import { type Page } from '@playwright/test'

import { EmbeddedSource } from '../../app/data/embedded-source.server.ts'
import { silentLogger } from '../../app/data/log.server.ts'
import { checkLeague, recordResult } from '../../app/league/index.ts'
import { exampleLeagueTree, startLeagueServer } from './support/league-server.ts'
import { leagueServerForBlock } from './support/block-server.ts'
import { expect, test } from './support/shared-servers.ts'

type Tree = Record<string, Record<string, unknown>>

/** The example with one more game of Lions FC and St. Laurent United, played but not recorded. */
function treeWithUnrecordedGame(): Tree {
  const tree = exampleLeagueTree() as Tree
  const m1 = (tree.Schedule['2025W'] as { Divisions: { M1: Record<string, unknown> } }).Divisions.M1
  m1['JAN 10, 2026'] = {
    G20: {
      gameId: 'G20',
      HomeTeamName: 'Lions FC',
      AwayTeamName: 'St. Laurent United',
      HomeTeamID: 'T10',
      AwayTeamID: 'T11',
      Date: 'Jan 10, 2026',
      Time: '8:30 PM',
      Field: 'Laval 1',
      GameComplete: false,
      GameType: 'regular',
      DivisionID: 'M1',
    },
  }
  return tree
}

async function lionsStanding(page: Page, baseURL: string) {
  await page.goto(`${baseURL}/standings?lang=en&division=M1`)
  const row = page.getByTestId('standings-row').filter({ hasText: 'Lions FC' })
  const cells = await row.locator('td, th').allTextContents()
  return { gp: cells[2].trim(), pts: cells[7].trim(), gf: cells[9].trim() }
}

async function homeFigures(page: Page, baseURL: string) {
  await page.goto(`${baseURL}/?lang=en&division=M1&offence=M1`)
  const offence = page
    .getByTestId('home-offence')
    .getByTestId('offence-row')
    .filter({ hasText: 'Lions FC' })
  const striker = page
    .getByTestId('home-strikers')
    .getByTestId('striker')
    .filter({ hasText: 'Marc Tremblay' })
  return {
    offence: (await offence.locator('td').nth(1).textContent())?.trim(),
    striker: (await striker.textContent())?.replace(/\s+/g, ' ').trim(),
  }
}

test.describe('a result recorded through the writer', () => {
  test.use({ serviceWorkers: 'allow' })
  // A busy machine can take a while to start a server of its own.
  const server = leagueServerForBlock(() => startLeagueServer({ tree: treeWithUnrecordedGame() }), {
    startTimeoutMs: 120_000,
  })
  test.setTimeout(120_000)

  test('moves the schedule, the standings, best offence, the strikers and the player page together', async ({
    page,
  }) => {
    const base = server.baseURL
    expect(await lionsStanding(page, base)).toEqual({ gp: '2', pts: '4', gf: '5' })
    const before = await homeFigures(page, base)
    expect(before.offence).toBe('5')
    expect(before.striker).toContain('3')
    await page.goto(`${base}/player/P100?lang=en`)
    await expect(page.getByTestId('stat-goals').locator('dd')).toHaveText('3')
    // A returning visitor's pages go through the worker, which once answered them from the HTTP
    // cache (stale-while-revalidate): the old standings for a minute after the write.
    await page.waitForFunction(() => navigator.serviceWorker?.controller, undefined, {
      timeout: 30_000,
    })

    const league = server.read() as Tree
    const outcome = recordResult(
      league,
      { seasonId: '2025W', gameId: 'G20' },
      {
        homeScore: 4,
        awayScore: 0,
        home: {
          players: [{ playerId: 'P100', goals: 4, assists: 0 }],
          keepers: [{ playerId: 'P101' }],
        },
        away: { players: [{ playerId: 'P110' }] },
      },
    )
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.refusal))
    const store = new EmbeddedSource({ dataDir: server.dataDir, logger: silentLogger })
    try {
      await store.applyUpdate(`leagues/${server.leagueKey}`, outcome.update)
    } finally {
      store.closeSync()
    }
    expect(checkLeague(server.read())).toEqual([])

    await expect(async () => {
      await page.goto(`${base}/schedule?lang=en&division=M1`)
      await expect(page.locator('[data-match-id="G20"]')).toContainText(/4\D+0/, { timeout: 1000 })
    }).toPass({ timeout: 15_000 })
    expect(await lionsStanding(page, base)).toEqual({ gp: '3', pts: '7', gf: '9' })
    const after = await homeFigures(page, base)
    expect(after.offence).toBe('9')
    expect(after.striker).toContain('7')
    await page.goto(`${base}/player/P100?lang=en`)
    await expect(page.getByTestId('stat-goals').locator('dd')).toHaveText('7')
  })
})
