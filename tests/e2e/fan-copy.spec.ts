// The words a fan reads on the demo league, in the page's language (docs/product.md#languages).
import { type Page } from '@playwright/test'

import { DESKTOP, PHONE } from './fixtures.ts'
import { expect, test } from './support/shared-servers.ts'

// Every test reads the server-rendered page only: no script to load and run.
test.use({ javaScriptEnabled: false })

const DIVISIONS = ['M1', 'M2', 'M3', 'M4', 'M5', 'W1', 'W2']

test.describe('data in the page language', () => {
  test.use({ viewport: DESKTOP })

  test('the French schedule says « À déterminer », never "TBD", for a side not known yet', async ({
    page,
  }) => {
    let unknownSides = 0
    for (const division of DIVISIONS) {
      await page.goto(`/schedule?division=${division}&lang=fr`)
      const text = await page.locator('main').innerText()
      expect(text, division).not.toMatch(/\bTBD\b/)
      unknownSides += (text.match(/À déterminer/g) ?? []).length
    }
    // The demo's playoff games have sides to be decided: the check above read some.
    expect(unknownSides).toBeGreaterThan(0)
  })

  test('suspension reasons read in the page language only', async ({ page }) => {
    const seen = { fr: '', en: '' }
    for (const lang of ['fr', 'en'] as const) {
      for (const division of DIVISIONS) {
        await page.goto(`/standings?division=${division}&lang=${lang}`)
        const table = page.getByTestId('suspensions')
        if ((await table.count()) > 0) seen[lang] += await table.innerText()
      }
    }
    expect(seen.fr).toMatch(/Carton rouge|Cinq cartons jaunes/)
    expect(seen.fr).not.toMatch(/Red card|yellow cards| \/ /)
    expect(seen.en).toMatch(/Red card|Five yellow cards/)
    expect(seen.en).not.toMatch(/Carton|cartons| \/ /)
  })

  test('the French home shows every news item in French', async ({ page }) => {
    await page.goto('/?lang=fr')
    const titles = await page.getByTestId('news-card').getByRole('heading').allInnerTexts()
    expect(titles.length).toBeGreaterThan(3)
    for (const title of titles) expect(title).not.toMatch(/\b(the|and|for|is|in|of)\b/i)
  })
})

/** Every season name on the page: on one line, and styled not to wrap. */
async function expectSeasonNamesUnbroken(page: Page, where: string) {
  const names = page.locator('[data-season-name]')
  const count = await names.count()
  for (let i = 0; i < count; i++) {
    const name = names.nth(i)
    if (!(await name.isVisible())) continue
    const { whiteSpace, lines, text } = await name.evaluate((element) => ({
      whiteSpace: getComputedStyle(element).whiteSpace,
      // An inline box broken across lines has one rectangle per line.
      lines: element.getClientRects().length,
      text: element.textContent,
    }))
    expect(whiteSpace, `${where}: ${text}`).toBe('nowrap')
    expect(lines, `${where}: ${text}`).toBe(1)
  }
  return count
}

/**
 * Every picker on the page shows its chosen option whole: a select's text cannot wrap, so its
 * width (measured in the select's own font) must fit between the select's paddings.
 */
async function expectPickersReadWhole(page: Page, where: string) {
  const pickers = await page.locator('main select').evaluateAll((selects) =>
    selects.map((select) => {
      const element = select as HTMLSelectElement
      const style = getComputedStyle(element)
      const context = document.createElement('canvas').getContext('2d')!
      context.font = style.font
      const text = element.selectedOptions[0]?.textContent ?? ''
      const room =
        element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
      return { text, width: context.measureText(text).width, room }
    }),
  )
  for (const { text, width, room } of pickers)
    expect(width, `${where}: « ${text} » in ${room} px`).toBeLessThanOrEqual(room)
  return pickers.length
}

test.describe('season names', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`never break across lines, and pickers read whole (${viewport.width} px, French and English)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      let checked = 0
      let pickers = 0
      for (const lang of ['fr', 'en'] as const) {
        for (const path of [
          '/schedule',
          '/standings',
          '/seasons',
          '/playoffs?division=W1',
          '/leaders',
        ]) {
          await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`)
          checked += await expectSeasonNamesUnbroken(page, `${path} ${lang}`)
          pickers += await expectPickersReadWhole(page, `${path} ${lang}`)
        }
      }
      expect(checked).toBeGreaterThan(8)
      expect(pickers).toBeGreaterThan(8)
    })
  }
})
