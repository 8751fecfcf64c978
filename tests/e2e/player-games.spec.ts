/** The player page's game-by-game log on the demo league. */
import { type APIRequestContext } from '@playwright/test'

import { DESKTOP, PHONE, expectNoAxeViolations, expectNoHorizontalOverflow } from './fixtures.ts'
import { expect, test } from './support/shared-servers.ts'

const TEXT = {
  fr: { title: 'Match par match', caption: /^Matchs des Intrépides cette saison/, goals: 'Buts' },
  en: { title: 'Game by game', caption: /^Games of Les Intrépides this season/, goals: 'Goals' },
} as const

/** Mélanie Tremblay's page, as the search links to it. */
async function playerPath(request: APIRequestContext) {
  const html = await (await request.get('/search?q=melanie%20tremblay')).text()
  return /href="(\/player\/[^"]+)"/.exec(html)![1]!.replaceAll('&amp;', '&')
}

for (const lang of ['fr', 'en'] as const) {
  test(`lists the team's games with the player's line, and fits a phone (${lang})`, async ({
    page,
    request,
  }) => {
    const path = await playerPath(request)
    await page.setViewportSize(DESKTOP)
    await page.goto(lang === 'fr' ? path : `${path}&lang=en`)
    const section = page.getByTestId('player-games')
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(TEXT[lang].title)
    const table = section.getByRole('table')
    await expect(table.locator('caption')).toHaveText(TEXT[lang].caption)
    await expect(table.getByRole('columnheader', { name: TEXT[lang].goals })).toBeVisible()
    const rows = table.getByTestId('game-log-row')
    expect(await rows.count()).toBeGreaterThan(5)
    // Every row is headed by its date and links to its match sheet.
    await expect(rows.first().locator('th[scope="row"]')).not.toBeEmpty()
    await expectNoAxeViolations(page)

    await page.setViewportSize(PHONE)
    await expectNoHorizontalOverflow(page)

    await rows.first().locator('a[href^="/match/"]').click()
    await expect(page).toHaveURL(/\/match\//)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
  })
}
