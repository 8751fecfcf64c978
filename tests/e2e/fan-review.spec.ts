// What a fan trips on, checked where it was seen and on the pages that share the cause.
import type { Page } from '@playwright/test'

import { DESKTOP, PHONE } from './fixtures.ts'
import { expect, servedBy, test } from './support/shared-servers.ts'

test.describe('a game won on shootout, on its cards', () => {
  // Reads the server-rendered page only: no script to load and run.
  test.use({ javaScriptEnabled: false })
  test.use({ viewport: DESKTOP })
  test.use(servedBy.exampleServer)

  for (const [lang, outcome, winner, sentence] of [
    [
      'fr',
      'Victoire des Lions 2-1 aux tirs de barrage',
      'Gagnant',
      /Victoire des Lions 2-1 aux tirs de barrage\./,
    ],
    ['en', 'Lions FC won the shootout 2-1', 'Winner', /Lions FC won the shootout 2-1\./],
  ] as const) {
    test(`the schedule and the team page show the shootout and its winner in ${lang}`, async ({
      page,
    }) => {
      await page.goto(`/schedule?division=M1&lang=${lang}`)
      const final = page.locator('[data-match-id="G9"]')
      await expect(final.getByTestId('match-outcome')).toHaveText(outcome)
      // The winner is told in words, not by colour alone: on the home side, under its name.
      await expect(final.locator('[data-winner]')).toHaveCount(1)
      await expect(final.locator('[data-winner]')).toContainText(winner)
      await expect(final.locator('[data-winner]').getByRole('link')).toHaveAttribute(
        'href',
        /\/team\/T10\?/,
      )

      await page.goto(`/team/T11?division=M1&season=2025W&lang=${lang}`)
      const card = page.locator('[data-testid="match-card"][data-match-id="G9"]')
      if ((await card.count()) > 0) {
        await expect(card.getByTestId('match-outcome')).toHaveText(outcome)
        await expect(card.locator('.sr-only').first()).toHaveText(sentence)
      }
    })
  }

  test('the match page says who won in words', async ({ page }) => {
    await page.goto('/match/G9?lang=fr')
    await expect(page.getByTestId('match-winner')).toHaveText(
      'Victoire des Lions 2-1 aux tirs de barrage',
    )
    await page.goto('/match/G9?lang=en')
    await expect(page.getByTestId('match-winner')).toHaveText('Lions FC won the shootout 2-1')
  })
})

/** A name may wrap between its words, never inside one ('FC Montmor / ency'). */
async function wordsBrokenInside(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const broken: string[] = []
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const style = getComputedStyle(element)
      if (style.overflowWrap === 'anywhere' || style.wordBreak === 'break-all')
        broken.push(`${element.textContent}: ${style.overflowWrap} ${style.wordBreak}`)
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? ''
        for (const match of text.matchAll(/[^\s-]+-?/g)) {
          const range = document.createRange()
          range.setStart(node, match.index)
          range.setEnd(node, match.index + match[0].length)
          const tops = new Set(
            [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top),
          )
          if (tops.size > 1) broken.push(match[0])
        }
      }
    }
    return broken
  }, selector)
}

const NAMES = [
  '.match-card-team-name',
  '.today-team-name',
  '[data-testid="schedule-game"] a',
  '[data-testid="match-team-link"]',
  'td a',
  'th a',
].join(', ')

const RESULTS =
  '[data-testid="match-card"], [data-testid="schedule-game"], [data-testid="today-card"]'

/**
 * In every card and row with a result: a team name that runs into the score, and a mark
 * (« Gagnant », « FORFAIT ») or the line saying how it was decided that is cut by the card's
 * edge or by its own box.
 */
async function resultsOverlapping(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const problems: string[] = []
    const visible = (rect: DOMRect) => rect.width > 0 && rect.height > 0
    const meets = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1
    for (const card of document.querySelectorAll<HTMLElement>(selector)) {
      const box = card.getBoundingClientRect()
      if (!visible(box)) continue
      const id = card.dataset.matchId ?? card.textContent?.slice(0, 40)
      const score = card.querySelector(
        '[data-testid="match-score"], .schedule-game-result, [data-testid="today-score"]',
      )
      const scoreRect = score?.getBoundingClientRect()
      const names = card.querySelectorAll(
        '.match-card-team-name, .schedule-side > a, .schedule-side > span:first-child, .today-team-name',
      )
      for (const name of names)
        for (const rect of name.getClientRects())
          if (scoreRect && visible(scoreRect) && meets(rect, scoreRect))
            problems.push(`${id}: ${name.textContent} runs into the score`)
      const marks = card.querySelectorAll<HTMLElement>(
        '[data-testid="winner-mark"], [data-testid="forfeit-mark"], [data-testid="match-outcome"]',
      )
      for (const mark of marks) {
        const rect = mark.getBoundingClientRect()
        if (!visible(rect)) continue
        if (rect.left < box.left - 0.5 || rect.right > box.right + 0.5)
          problems.push(`${id}: ${mark.textContent} crosses the card's edge`)
        if (mark.scrollWidth > mark.clientWidth + 1)
          problems.push(`${id}: ${mark.textContent} is cut`)
        if (scoreRect && visible(scoreRect) && meets(rect, scoreRect))
          problems.push(`${id}: ${mark.textContent} runs into the score`)
      }
    }
    return problems
  }, RESULTS)
}

test.describe('names and results', () => {
  // Reads the server-rendered page only: no script to load and run.
  test.use({ javaScriptEnabled: false })
  test.describe.configure({ timeout: 90_000 })
  // Women's A holds the demo's overtime and shootout semi-finals (FC Montmorency, Le Brasier).
  const pages = [
    '/?division=W1&',
    '/schedule?division=W1&',
    '/standings?division=W1&',
    '/team/T135?division=W1&season=2025W&',
  ]
  for (const viewport of [{ width: 320, height: 700 }, PHONE, DESKTOP]) {
    for (const lang of ['fr', 'en']) {
      test(`wrap between words and never overlap at ${viewport.width} px in ${lang}`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport)
        let outcomes = 0
        for (const path of pages) {
          await page.goto(`${path}lang=${lang}`)
          await expect(page.locator(NAMES)).not.toHaveCount(0)
          expect(await wordsBrokenInside(page, NAMES), path).toEqual([])
          expect(await resultsOverlapping(page), path).toEqual([])
          outcomes += await page.locator(`:is(${RESULTS}) [data-testid="match-outcome"]`).count()
        }
        // The pages held games decided in overtime or on shootout: the checks above read them.
        expect(outcomes).toBeGreaterThan(0)
      })
    }
  }
})

test.describe('the phone schedule opens at today', () => {
  test.use({ viewport: PHONE })

  for (const path of ['/schedule?lang=fr', '/schedule?lang=en&division=M1&team=T101']) {
    test(`today's games, or the next game day, are in view without scrolling: ${path}`, async ({
      page,
    }) => {
      await page.goto(path)
      const target = (await page.getByTestId('jump').getAttribute('href')) ?? ''
      expect(target).toMatch(/^#day-2026-/)
      await expect(page.locator(target)).toBeInViewport()
    })
  }

  test.describe(() => {
    // Reads the server-rendered page only: no script to load and run.
    test.use({ javaScriptEnabled: false })

    test('a game row stays compact', async ({ page }) => {
      await page.goto('/schedule?lang=fr')
      const heights = await page
        .getByTestId('schedule-game')
        .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height))
      const sorted = heights.toSorted((a, b) => a - b)
      expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThanOrEqual(100)
    })
  })
})

test.describe('the phone standings reach every column', () => {
  // Reads the server-rendered page only: no script to load and run.
  test.use({ javaScriptEnabled: false })
  test.use({ viewport: PHONE })

  test('no column is hidden; the table scrolls with the team kept in view', async ({ page }) => {
    await page.goto('/standings?lang=fr')
    const table = page.getByTestId('standings-table').first()
    const hidden = await table
      .locator('thead th')
      .evaluateAll(
        (cells) => cells.filter((cell) => getComputedStyle(cell).display === 'none').length,
      )
    expect(hidden).toBe(0)
    await expect(table.locator('thead th', { hasText: 'Forme' })).toHaveCount(1)
    // Newest first, so the strip's visible start is the latest game.
    await expect(table.locator('tbody tr').first().locator('.form-badge').first()).toHaveAttribute(
      'data-latest',
      '',
    )
    await expect(table.locator('thead th', { hasText: 'Forme' })).toContainText(
      'le plus récent d’abord',
    )
    expect(await stickyProblems(page)).toEqual([])
  })

  test('team history and career tables keep their season in view and cover no column', async ({
    page,
  }) => {
    await page.goto('/team/T102?division=M1&season=2025W&lang=en')
    expect(await stickyProblems(page, '[data-testid="team-history"]')).toEqual([])
    const player = page.getByTestId('roster-players').locator('a[href^="/player/"]').first()
    await page.goto((await player.getAttribute('href')) ?? '')
    expect(await stickyProblems(page, '[data-testid="player-career"]')).toEqual([])
  })
})

/**
 * For each table (or those matching `selector`) whose leading columns stay in view: the last of
 * them ends where the first scrolling column begins, a table wider than its box is cut by its box
 * (a shadow marks the cut), and scrolled to its end its last column and its first cell are seen.
 */
async function stickyProblems(page: Page, selector = 'table'): Promise<string[]> {
  const tables = page.locator(selector).filter({ has: page.locator('thead th[data-sticky]') })
  await expect(tables).not.toHaveCount(0)
  const problems: string[] = []
  for (const table of await tables.all()) {
    const name = (await table.getAttribute('data-testid')) ?? 'table'
    const edges = await table.locator('thead th').evaluateAll((cells) =>
      cells
        .filter((cell) => getComputedStyle(cell).display !== 'none')
        .map((cell) => ({
          sticky: cell.hasAttribute('data-sticky'),
          left: cell.getBoundingClientRect().left,
          right: cell.getBoundingClientRect().right,
        })),
    )
    const lastSticky = edges.findLastIndex((edge) => edge.sticky)
    const next = edges[lastSticky + 1]
    if (next && edges[lastSticky]!.right > next.left + 0.5)
      problems.push(`${name}: the kept columns cover the first scrolling one`)
    const box = table.locator('xpath=..')
    const cut = await box.evaluate((element) => element.scrollWidth > element.clientWidth + 1)
    if (!cut) continue
    await box.evaluate((element) => element.scrollTo({ left: element.scrollWidth }))
    const box2 = await box.boundingBox()
    const lastHead = await table.locator('thead th:visible').last().boundingBox()
    const firstCell = await table
      .locator('tbody tr')
      .first()
      .locator('th, td')
      .first()
      .boundingBox()
    if (box2 && lastHead && lastHead.x + lastHead.width > box2.x + box2.width + 1)
      problems.push(`${name}: scrolled to its end, its last column is still cut`)
    if (box2 && firstCell && firstCell.x < box2.x - 1)
      problems.push(`${name}: scrolled, its first column leaves the view`)
  }
  return problems
}
