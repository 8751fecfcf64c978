// What a fan trips on, checked where it was seen and on the pages that share the cause.
import type { Page } from '@playwright/test'

import { DESKTOP, PHONE } from './fixtures.ts'
import { expect, servedBy, test } from './support/shared-servers.ts'

test.describe('a game won on shootout, on its cards', () => {
  // Reads the server-rendered page only: no script to load and run.
  test.use({ javaScriptEnabled: false })
  test.use({ viewport: DESKTOP })
  test.use(servedBy.exampleServer)

  for (const [lang, shootout, winner, sentence] of [
    ['fr', '(t.a.b. 2-1)', 'Gagnant', /2 à 1 aux tirs au but.*Gagnant\u00a0: Les Lions/],
    ['en', '(SO 2-1)', 'Winner', /2 to 1 in the shootout/],
  ] as const) {
    test(`the schedule and the team page show the shootout and its winner in ${lang}`, async ({
      page,
    }) => {
      await page.goto(`/schedule?division=M1&lang=${lang}`)
      const final = page.locator('[data-match-id="G9"]')
      await expect(final.getByTestId('score-shootout')).toHaveText(shootout)
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
        await expect(card.getByTestId('score-shootout')).toHaveText(shootout)
        await expect(card.locator('.sr-only').first()).toHaveText(sentence)
      }
    })
  }

  test('the match page says who won in words', async ({ page }) => {
    await page.goto('/match/G9?lang=fr')
    await expect(page.getByTestId('match-winner')).toHaveText('Victoire : Les Lions')
    await page.goto('/match/G9?lang=en')
    await expect(page.getByTestId('match-winner')).toHaveText('Winner: Lions FC')
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

test.describe('names wrap between words only', () => {
  // Reads the server-rendered page only: no script to load and run.
  test.use({ javaScriptEnabled: false })
  test.describe.configure({ timeout: 90_000 })
  for (const viewport of [PHONE, DESKTOP]) {
    for (const lang of ['fr', 'en']) {
      test(`on the home, schedule, standings and team pages at ${viewport.width} px in ${lang}`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport)
        for (const path of [
          '/?',
          '/schedule?',
          '/standings?',
          '/team/T101?division=M1&season=2025W&',
        ]) {
          await page.goto(`${path}lang=${lang}`, { waitUntil: 'networkidle' })
          await expect(page.locator(NAMES)).not.toHaveCount(0)
          expect(await wordsBrokenInside(page, NAMES), path).toEqual([])
        }
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
    const box = table.locator('xpath=..')
    await box.evaluate((element) => element.scrollTo({ left: element.scrollWidth }))
    await expect(table.locator('thead th').last()).toBeInViewport()
    await expect(table.locator('tbody th').first()).toBeInViewport()
  })
})
