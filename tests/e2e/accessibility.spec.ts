// Every kind of page passes axe-core (WCAG 2.0/2.1/2.2 A and AA, best practices), French at 390 px
// and English at 1280 px.
import type { Page } from '@playwright/test'

import {
  DESKTOP,
  PHONE,
  expectNoAxeViolations,
  expectNoAxeViolationsInBothThemes,
} from './fixtures.ts'
import {
  LANGS,
  PAGE_KINDS,
  WIDTHS,
  firstLink,
  visitInEachLanguageAndWidth,
  withLang,
} from './support/page-kinds.ts'
import { expect, servedBy, test } from './support/shared-servers.ts'

/** Every table has a caption (or a name) and every header cell says what it heads. */
async function expectLabelledTables(page: Page) {
  const problems = await page.locator('table').evaluateAll((tables) =>
    tables.flatMap((table, index) => {
      const found: string[] = []
      const named =
        table.querySelector(':scope > caption') !== null ||
        table.hasAttribute('aria-label') ||
        table.hasAttribute('aria-labelledby')
      if (!named) found.push(`table ${table.dataset.testid ?? index} has no caption`)
      for (const th of table.querySelectorAll('th')) {
        if (!th.hasAttribute('scope'))
          found.push(`table ${index}: <th> "${th.textContent}" without scope`)
      }
      return found
    }),
  )
  expect(problems).toEqual([])
}

test.describe('every page passes axe in both themes, in both languages and at both widths', () => {
  // Three axe runs per visit, on a machine shared with the other worker.
  test.describe.configure({ timeout: 120_000 })
  for (const kind of PAGE_KINDS) {
    test(`the ${kind.name} page`, async ({ page }) => {
      await visitInEachLanguageAndWidth(page, kind, () =>
        expectNoAxeViolationsInBothThemes(page, () => expectLabelledTables(page)),
      )
    })
  }
})

test.describe('open states pass axe in both themes', () => {
  test.describe.configure({ timeout: 120_000 })
  for (const lang of LANGS) {
    test(`the phone drawer and the registration-closed dialog in ${lang}`, async ({ page }) => {
      await page.setViewportSize(PHONE)
      await page.goto(withLang('/', lang))
      await expect(page.getByTestId('home')).toHaveAttribute('data-hydrated', 'true')
      await page.getByTestId('menu-button').click()
      const drawer = page.getByTestId('nav-drawer')
      await expect(drawer).toBeVisible()
      await expectNoAxeViolationsInBothThemes(page)
      await drawer
        .getByRole('button', { name: lang === 'fr' ? 'Inscription' : 'Registration' })
        .click()
      const dialog = page.getByRole('alertdialog')
      await expect(dialog).toBeVisible()
      await expectNoAxeViolationsInBothThemes(page)
    })

    test(`a news article opened from its card and the team photo dialog in ${lang}`, async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP)
      await page.goto(withLang('/', lang))
      await expect(page.getByTestId('home')).toHaveAttribute('data-hydrated', 'true')
      await page.getByTestId('news-card').first().click()
      await expect(page.getByTestId('news-article')).toBeVisible()
      await expectNoAxeViolationsInBothThemes(page)

      await page.goto(withLang(await firstLink(page, '/standings', /^\/team\//), lang))
      const photo = page.getByTestId('team-photo-button')
      if ((await photo.count()) === 0) {
        // The first team has no photo: find one that has.
        const html = await (await page.request.get('/standings')).text()
        const teams = [
          ...new Set(
            [...html.matchAll(/href="(\/team\/[^"]+)"/g)].map((m) =>
              m[1]!.replaceAll('&amp;', '&'),
            ),
          ),
        ]
        for (const team of teams) {
          await page.goto(withLang(team, lang))
          if ((await photo.count()) > 0) break
        }
      }
      await expect(photo).toBeVisible()
      // The dialog opens once React runs the page; a click before that is lost.
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
      await photo.click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await expectNoAxeViolationsInBothThemes(page)
    })
  }

  test.describe('the open registration form, blank and with its errors and toast', () => {
    // The shared webServer keeps registration closed (the default): no form there.
    test.use(servedBy.registrationOpenServer)
    // Each language at one width, as in the sweep: French on the phone.
    for (const [lang, width] of [
      ['fr', WIDTHS[0]],
      ['en', WIDTHS[1]],
    ] as const) {
      test(`in ${lang} at ${width.name}`, async ({ page }) => {
        await page.setViewportSize(width.viewport)
        await page.goto(withLang('/registration', lang))
        const form = page.getByTestId('registration-form')
        await expect(form).toHaveAttribute('data-enhanced', 'true')
        await expectNoAxeViolationsInBothThemes(page)
        await page.locator('#reg-email').fill('bad')
        await page.locator('#players-0-email').fill('bad')
        await page.getByTestId('submit-registration').click()
        await expect(page.locator('#reg-email-error')).toBeVisible()
        // The toast is checked too, once its entrance animation is over.
        await expect(page.locator('[data-sonner-toast]').first()).toHaveCSS('opacity', '1')
        await expectNoAxeViolationsInBothThemes(page)
      })
    }
  })
})

test.describe('pages without league data pass axe', () => {
  test.describe.configure({ timeout: 120_000 })
  test.use(servedBy.unavailableServer)

  for (const lang of LANGS) {
    test(`home, standings, schedule, preseason, sponsors, team, match and player in ${lang}`, async ({
      page,
    }) => {
      for (const path of [
        '/',
        '/standings',
        '/schedule',
        '/preseason',
        '/sponsors',
        '/team/T1',
        '/match/G1',
        '/player/P1',
      ]) {
        // Each language at one width, as in the sweep above: French on the phone.
        const width = lang === 'fr' ? WIDTHS[0] : WIDTHS[1]
        await test.step(`${path} at ${width.name}`, async () => {
          await page.setViewportSize(width.viewport)
          await page.goto(withLang(path, lang))
          await expectNoAxeViolations(page)
        })
      }
    })
  }
})

test.describe('a match card reads as one sentence to a screen reader', () => {
  for (const [lang, played, upcoming] of [
    [
      'fr',
      /^.+ \d+, .+ \d+, Terminé\.( (Victoire|Match nul|Double forfait).+\.)? .+, .+, .+, .+\.$/,
      /^.+ contre .+, À venir\. /,
    ],
    [
      'en',
      /^.+ \d+, .+ \d+, Final\.( .+ (won|overtime|no winner).*\.)? .+, .+, .+, .+\.$/,
      /^.+ versus .+, Upcoming\. /,
    ],
  ] as const) {
    test(`in ${lang}: teams, score or versus, status, then when and where`, async ({ page }) => {
      await page.goto(withLang('/', lang))
      const snapshot = await page.getByTestId('home-recent').ariaSnapshot()
      const sentences = await page
        .getByTestId('home-recent')
        .locator('[data-testid="match-card"] > p.sr-only')
        .allTextContents()
      expect(sentences.length).toBeGreaterThan(0)
      for (const sentence of sentences) expect(sentence).toMatch(played)
      // The visual pieces are not read a second time.
      expect(snapshot).not.toContain(lang === 'fr' ? '- text: Terminé' : '- text: Final')
      const next = await page
        .getByTestId('home-upcoming')
        .locator('[data-testid="match-card"] > p.sr-only')
        .allTextContents()
      expect(next.length).toBeGreaterThan(0)
      for (const sentence of next) expect(sentence).toMatch(upcoming)
    })
  }
})
