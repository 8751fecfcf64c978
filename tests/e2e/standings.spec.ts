// On a fixture league whose figures were computed by hand, plus the demo league and the
// data-unavailable state.

import type { Page } from '@playwright/test'

import { DESKTOP, PHONE, expectNoAxeViolations } from './fixtures.ts'
import { expect, servedBy, test } from './support/shared-servers.ts'

/** [rank, team (en), team (fr), GP, W, T, L, +/-, PTS, form, playoff] — computed by hand. */
const M1_TABLE = [
  [1, 'St. Laurent United', 'St. Laurent United', 5, 2, 2, 1, '+7', 8, 'LDDWW', 'in'],
  [2, 'Lions FC', 'Les Lions', 5, 2, 2, 1, '0', 8, 'WDWLD', 'in'],
  [3, 'Requins', 'Requins', 3, 2, 0, 1, '+5', 6, 'WWL', 'in'],
  [4, 'Castors de Laval', 'Castors de Laval', 4, 2, 0, 2, '-1', 6, 'LWWL', 'in'],
  [5, 'Dragons', 'Dragons', 3, 0, 2, 1, '-2', 2, 'DLD', 'out'],
  [6, 'Aigles Rouges', 'Aigles Rouges', 4, 0, 2, 2, '-9', 2, 'LLDD', 'out'],
] as const

async function tableRows(page: Page) {
  return page.getByTestId('standings-row').evaluateAll((rows) =>
    rows.map((row) => {
      const cells = [...row.querySelectorAll('td, th')].map(
        (cell) => cell.textContent?.trim() ?? '',
      )
      const form = [...row.querySelectorAll('[title]')].map((badge) => badge.getAttribute('title'))
      return { cells, form, playoff: row.getAttribute('data-playoff') }
    }),
  )
}

const FORM_TITLES = {
  en: { W: 'Victory', D: 'Draw', L: 'Loss' },
  fr: { W: 'Victoire', D: 'Nul', L: 'Défaite' },
} as const
/** The newest game of the form strip says so in its title. */
const LATEST = { en: 'latest', fr: 'plus récent' } as const

test.describe('standings of a fixture league', () => {
  test.use(servedBy.standingsServer)

  test.describe(() => {
    // Reads the server-rendered page only: no script to load and run.
    test.use({ javaScriptEnabled: false })

    for (const lang of ['en', 'fr'] as const) {
      test(`shows the hand-computed table of the first division in ${lang}`, async ({ page }) => {
        await page.setViewportSize(DESKTOP)
        const response = await page.goto(`/standings?lang=${lang}`)
        expect(response?.status()).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expect(page).toHaveTitle(lang === 'fr' ? /Classements/ : /Standings/)
        const rows = await tableRows(page)
        expect(rows).toHaveLength(M1_TABLE.length)
        M1_TABLE.forEach((expected, index) => {
          const [rank, en, fr, gp, w, t, l, diff, pts, form, playoff] = expected
          const row = rows[index]
          // # (with its screen-reader note), team, GP, W, T, L, +/-, PTS, form… (no division
          // column: the page shows one division, named by the picker and the card's badge)
          expect(row.cells[0]).toContain(String(rank))
          expect(row.cells.slice(1, 9)).toEqual([
            lang === 'fr' ? fr : en,
            String(gp),
            String(w),
            String(t),
            String(l),
            diff,
            String(pts),
            expect.any(String),
          ])
          // The strip runs newest first; the table's form strings oldest first.
          const titles = [...form]
            .reverse()
            .map((r) => FORM_TITLES[lang][r as 'W' | 'D' | 'L'] as string)
          if (titles.length > 0) titles.unshift(`${titles.shift()} (${LATEST[lang]})`)
          expect(row.form).toEqual(titles)
          expect(row.playoff).toBe(playoff)
        })
        const header = page.getByTestId('standings-table').locator('thead th')
        await expect(header).toHaveText(
          lang === 'fr'
            ? [
                '#',
                'Équipe',
                'PJ',
                'V',
                'N',
                'D',
                '+/-',
                'PTS',
                'Formele plus récent d’abord',
                'BP',
                'CJ',
                'CR',
              ]
            : [
                '#',
                'Team',
                'GP',
                'W',
                'D',
                'L',
                '+/-',
                'PTS',
                'Formlatest first',
                'GF',
                'YC',
                'RC',
              ],
        )
        const legend = page.locator('#standings-legend-M1 li')
        await expect(legend).toHaveText(
          lang === 'fr'
            ? ['Position en séries (Top 4)', 'Hors des places de séries']
            : ['Playoff spot (Top 4)', 'Out of playoff position'],
        )
      })
    }

    test('marks playoff rows with a green border and text, the others red', async ({ page }) => {
      await page.goto('/standings?lang=en')
      const borders = await page
        .getByTestId('standings-row')
        .evaluateAll((rows) =>
          rows.map((row) => getComputedStyle(row.querySelector('td')!).borderLeftColor),
        )
      expect(new Set(borders.slice(0, 4)).size).toBe(1)
      expect(new Set(borders.slice(4)).size).toBe(1)
      expect(borders[0]).not.toBe(borders[5])
      // Colour is not the only signal: the rank cell of a qualifying row says so.
      const first = page.getByTestId('standings-row').first()
      await expect(first.locator('td').first()).toHaveText('1, in a playoff spot')
      await expect(page.getByTestId('standings-row').nth(4).locator('td').first()).toHaveText('5')
      await expect(page.getByTestId('standings-table')).toHaveAttribute(
        'aria-describedby',
        'standings-legend-M1',
      )
      // Teams link to the team page.
      await expect(first.getByRole('link', { name: 'St. Laurent United' })).toHaveAttribute(
        'href',
        '/team/T11?division=M1&season=2025W&lang=en',
      )
    })

    test('shows the extra columns: goals for and the cards of the team stats', async ({ page }) => {
      await page.setViewportSize(DESKTOP)
      await page.goto('/standings?lang=en')
      const rows = await tableRows(page)
      // GF from the standings; cards from the example's TeamStats (Lions 1 yellow, St. Laurent
      // 2 yellow and 1 red); teams without TeamStats show a dash.
      expect(rows.map((row) => row.cells.slice(-3))).toEqual([
        ['14', '2', '1'],
        ['8', '1', '0'],
        ['8', '—', '—'],
        ['6', '—', '—'],
        ['4', '—', '—'],
        ['3', '—', '—'],
      ])
      await expect(page.getByTestId('standings-table').getByTitle('Yellow cards')).toHaveText('YC')
    })
  })

  test('lists the four widgets below the table of the division', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto('/standings?lang=en&division=M1')
    const recent = page.getByTestId('recent-list').getByTestId('match-card')
    await expect(recent).toHaveCount(5)
    expect(
      await recent.evaluateAll((cards) => cards.map((c) => c.getAttribute('data-match-id'))),
    ).toEqual(['G9', 'G20', 'G19', 'G18', 'G17'])
    const final = recent.first()
    await expect(final).toContainText('March 22, 2026')
    await expect(final).toContainText('9:00 PM')
    await expect(final).toContainText('Laval 1')
    await expect(final).toContainText('Final')
    await expect(final.getByTestId('match-score')).toContainText('1 - 1')
    await final.getByRole('link', { name: /View match sheet/ }).click()
    await expect(page).toHaveURL(/\/match\/G9\?lang=en$/)
    await page.goBack()

    const upcoming = page.getByTestId('upcoming-list').getByTestId('match-card')
    await expect(upcoming).toHaveCount(5)
    expect(
      await upcoming.evaluateAll((cards) => cards.map((c) => c.getAttribute('data-match-id'))),
    ).toEqual(['G21', 'G22', 'G23', 'G24', 'G25'])
    await expect(upcoming.first()).toContainText('vs')
    await expect(upcoming.first()).toContainText('Upcoming')

    const scorers = page.getByTestId('scorer-row')
    await expect(scorers).toHaveCount(10)
    await expect(scorers.first()).toHaveText(/1\s*Olivier Gagnon\s*St. Laurent United\s*9/)
    await expect(scorers.nth(9)).toHaveText(/10\s*Max Roy\s*Dragons\s*1/)
    await expect(page.getByTestId('scorers-table')).not.toContainText('Julien Roy')
    await expect(scorers.first().getByRole('link', { name: 'Olivier Gagnon' })).toHaveAttribute(
      'href',
      '/player/P-Olivier_Gagnon?season=2025W&division=M1&teamId=T11&teamKey=St_Laurent_United&playerKey=Olivier_Gagnon&playerName=Olivier+Gagnon&lang=en',
    )
    await expect(scorers.first().getByRole('link', { name: 'St. Laurent United' })).toHaveAttribute(
      'href',
      '/team/T11?division=M1&season=2025W&lang=en',
    )

    await expect(page.getByTestId('suspensions-table')).toContainText('Sami Haddad')
    await expect(page.getByTestId('fines-table')).toContainText('St. Laurent United')
    await expect(page.getByTestId('fines-table')).toContainText('$15.00')
  })

  test.describe(() => {
    // Reads the server-rendered page only: no script to load and run.
    test.use({ javaScriptEnabled: false })

    test('shows the empty texts of a division without results, games or discipline, in French', async ({
      page,
    }) => {
      await page.goto('/standings?lang=fr&division=W2')
      await expect(page.getByTestId('recent-results')).toContainText('Aucun résultat récent')
      await expect(page.getByTestId('upcoming-games')).toContainText('Aucun match à venir')
      await expect(page.getByTestId('top-scorers')).toContainText(
        'Aucun but marqué dans cette division',
      )
      await expect(page.getByTestId('suspensions')).toContainText(
        'Aucune joueuse suspendue dans cette division.',
      )
      await expect(page.getByTestId('team-fines')).toContainText(
        'Aucune amende pour cette division.',
      )
      // No playoff spots: only the 'out' legend entry.
      await expect(page.locator('#standings-legend-W2 li')).toHaveText([
        'Hors des places de séries',
      ])
      await expect(page.getByTestId('standings-row')).toHaveAttribute('data-playoff', 'out')
    })
  })

  test('shows the empty texts in English', async ({ page }) => {
    await page.goto('/standings?lang=en&division=W2')
    await expect(page.getByTestId('recent-results')).toContainText('No recent results')
    await expect(page.getByTestId('suspensions')).toContainText(
      'No suspended players for this division.',
    )
    await expect(page.getByTestId('team-fines')).toContainText('No fines for this division.')
    await expectNoAxeViolations(page)
  })

  test('a division named by the URL is shown and remembered', async ({ page }) => {
    await page.goto('/standings?lang=en&division=W1')
    await expect(page.locator('#standings-division')).toHaveValue('W1')
    await expect(page.getByTestId('standings-row').locator('th')).toHaveText([
      'Phénix',
      'Comètes',
      'The Stars',
    ])
    expect(
      await page
        .getByTestId('standings-row')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-playoff'))),
    ).toEqual(['in', 'in', 'out'])
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('standings:selectedDivision')))
      .toBe('W1')
  })

  test('the remembered division is shown when the URL names none', async ({ page }) => {
    await page.goto('/standings?lang=en')
    await page.evaluate(() => localStorage.setItem('standings:selectedDivision', 'W1'))
    await page.goto('/standings')
    await expect(page).toHaveURL(/[?&]division=W1/)
    await expect(page.locator('#standings-division')).toHaveValue('W1')
    await expect(page.getByTestId('standings-row').first().locator('th')).toHaveText('Phénix')
  })

  test('a returning visitor gets the remembered division from the server, without a flicker', async ({
    page,
  }) => {
    await page.goto('/standings?lang=en&division=W1')
    await expect
      .poll(
        async () =>
          (await page.context().cookies()).find((c) => c.name === 'standings_division')?.value,
      )
      .toBe('W1')
    // The next visit without a division: the first HTML the browser gets is already W1.
    const response = await page.goto('/standings?lang=en')
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/standings\?lang=en$/)
    expect(await response?.text()).toContain('Phénix')
    await expect(page).toHaveURL(/[?&]division=W1/)
    // Forgotten once the league no longer lists it.
    await page.context().addCookies([{ name: 'standings_division', value: 'M9', url: page.url() }])
    await page.goto('/standings?lang=en')
    await expect(page.locator('#standings-division')).toHaveValue('M1')
    await expect
      .poll(
        async () =>
          (await page.context().cookies()).find((c) => c.name === 'standings_division')?.value ??
          '',
      )
      .toBe('')
  })

  test('the URL wins over the remembered division', async ({ page }) => {
    await page.goto('/standings?lang=en')
    await page.evaluate(() => localStorage.setItem('standings:selectedDivision', 'W1'))
    await page.goto('/standings?division=M1')
    await expect(page.locator('#standings-division')).toHaveValue('M1')
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('standings:selectedDivision')))
      .toBe('M1')
    expect(new URL(page.url()).searchParams.get('division')).toBe('M1')
  })

  test('a remembered division that is gone falls back to the first listed', async ({ page }) => {
    await page.goto('/standings?lang=en')
    await page.evaluate(() => localStorage.setItem('standings:selectedDivision', 'M9'))
    await page.goto('/standings')
    await page.waitForLoadState('networkidle')
    await expect(page.locator('#standings-division')).toHaveValue('M1')
    expect(new URL(page.url()).searchParams.has('division')).toBe(false)
  })

  test('choosing a division navigates at once, updates the URL and remembers it', async ({
    page,
  }) => {
    await page.goto('/standings?lang=en')
    // The select's own hydration mark: a change made while React is still hydrating it is
    // replayed against the value it restores (the shown division), not the one chosen.
    await expect(page.locator('#standings-division')).toHaveAttribute('data-enhanced', 'true')
    await page.locator('#standings-division').selectOption('W1')
    await expect(page).toHaveURL(/[?&]division=W1/)
    await expect(page.getByTestId('standings-row').first().locator('th')).toHaveText('Phénix')
    expect(await page.evaluate(() => localStorage.getItem('standings:selectedDivision'))).toBe('W1')
    await expect(page.getByText('Playoff spot (Top 2)')).toBeVisible()
  })

  test.describe(() => {
    // Reads the server-rendered page only: no script to load and run.
    test.use({ javaScriptEnabled: false })

    test('an unknown division falls back to the first one with a note', async ({ page }) => {
      await page.goto('/standings?lang=en&division=nope')
      await expect(page.locator('#standings-division')).toHaveValue('M1')
      await expect(page.getByTestId('unknown-division')).toHaveText(
        'The requested division was not found; showing the Men A - Laval standings instead.',
      )
    })

    test('fits a 390px phone: no page overflow, no division column', async ({ page }) => {
      await page.setViewportSize(PHONE)
      await page.goto('/standings?lang=fr')
      await expect(page.getByTestId('standings-row')).toHaveCount(6)
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width).toBeLessThanOrEqual(PHONE.width)
      await expect(
        page.getByTestId('standings-table').locator('thead th', { hasText: 'Division' }),
      ).toHaveCount(0)
      await expect(page.getByTestId('standings-row').first().locator('th')).toBeVisible()
    })
  })
})

test.describe('standings without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test.use(servedBy.standingsServer)

  test('the division form submits with its button', async ({ page }) => {
    await page.goto('/standings?lang=en')
    await page.locator('#standings-division').selectOption('W1')
    await page.getByTestId('division-submit').click()
    await expect(page).toHaveURL(/\/standings\?division=W1&lang=en$/)
    await expect(page.getByTestId('standings-row').first().locator('th')).toHaveText('Phénix')
  })
})

test.describe('standings of the demo league', () => {
  // Reads the server-rendered page only: no script to load and run.
  test.use({ javaScriptEnabled: false })
  for (const lang of ['fr', 'en'] as const) {
    test(`renders every widget in ${lang}`, async ({ page }) => {
      await page.goto(`/standings?lang=${lang}`)
      await expect(page.getByTestId('standings-row').first()).toBeVisible()
      await expect(page.getByTestId('recent-list').getByTestId('match-card')).toHaveCount(5)
      await expect(page.getByTestId('upcoming-list').getByTestId('match-card')).toHaveCount(5)
      await expect(page.getByTestId('scorer-row')).toHaveCount(10)
    })
  }
})

test.describe('standings when the league data is unavailable', () => {
  // Reads the server-rendered page only: no script to load and run.
  test.use({ javaScriptEnabled: false })
  for (const lang of ['en', 'fr'] as const) {
    test(`every widget shows its error and the page still renders (503) in ${lang}`, async ({
      page,
      unavailableServer,
    }) => {
      const response = await page.goto(`${unavailableServer.baseURL}/standings?lang=${lang}`)
      expect(response?.status()).toBe(503)
      const texts =
        lang === 'en'
          ? [
              'Failed to load divisions.',
              'Failed to load standings.',
              'Failed to load games.',
              'Failed to load statistics.',
              'Failed to load suspensions.',
              'Failed to load team fines.',
            ]
          : [
              'Impossible de charger les divisions.',
              'Impossible de charger le classement.',
              'Échec du chargement des matchs.',
              'Impossible de charger les statistiques.',
              'Impossible de charger les suspensions.',
              'Impossible de charger les amendes des équipes.',
            ]
      for (const text of texts)
        await expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        lang === 'en' ? 'Standings' : 'Classements',
      )
    })
  }
})
