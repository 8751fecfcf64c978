// Schedule edits from the console on a phone, seen on the match page, the schedule and the calendar
// feed.

import { type APIRequestContext, type Page } from '@playwright/test'

import { PHONE, expectNoAxeViolations, expectNoHorizontalOverflow } from './fixtures.ts'
import { E2E_NOW } from './e2e-env.ts'
import { leagueServerForBlock } from './support/block-server.ts'
import { signInAsOperator } from './support/console-session.ts'
import { startLeagueServer } from './support/league-server.ts'
import { expect, test } from './support/shared-servers.ts'

test.use({ viewport: PHONE })
test.describe.configure({ mode: 'serial' })
test.setTimeout(120_000)

const server = leagueServerForBlock(() => startLeagueServer(), { startTimeoutMs: 120_000 })

/** A signed-in operator on tonight's page (the sign-in pages are tested in admin-console). */
async function signIn(page: Page, email: string): Promise<void> {
  await signInAsOperator(page, server, { email, name: '' })
  await page.goto(`${server.baseURL}/admin`)
}

/** The feed's event of a game, its folded lines joined (RFC 5545 folds at 75 octets). */
async function feedEvent(request: APIRequestContext, divisionId: string, gameId: string) {
  const response = await request.get(
    `${server.baseURL}/calendar/division/${encodeURIComponent(divisionId)}.ics`,
  )
  expect(response.status()).toBe(200)
  const body = (await response.text()).replace(/\r\n[ \t]/g, '')
  const event = body.split('BEGIN:VEVENT').find((part) => part.includes(`-${gameId}@`))
  expect(event, `no event for ${gameId}`).toBeDefined()
  return event!.split('END:VEVENT')[0]!.replace(/\\,/g, ',')
}

async function publicGame(page: Page, divisionId: string, gameId: string, lang = 'fr') {
  await page.goto(`${server.baseURL}/match/${encodeURIComponent(gameId)}?lang=${lang}`)
  const hero = (await page.locator('main').textContent()) ?? ''
  await page.goto(`${server.baseURL}/schedule?division=${encodeURIComponent(divisionId)}`)
  const card = page.locator(`[data-testid="schedule-game"][data-match-id="${gameId}"]`)
  const schedule = (await card.count()) > 0 ? ((await card.first().textContent()) ?? '') : ''
  return { hero, schedule }
}

test('a game postponed with a reason says so to fans, cancelled it leaves the calendar, and it comes back', async ({
  page,
  browser,
  request,
}) => {
  await signIn(page, 'carla.ops@example.org')
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Calendrier', exact: true })
    .click()
  await expect(page).toHaveURL(`${server.baseURL}/admin/schedule`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calendrier de la saison')
  await expectNoAxeViolations(page)
  await expectNoHorizontalOverflow(page)

  const game = page
    .getByTestId('admin-schedule-game')
    .filter({ has: page.getByTestId('admin-schedule-edit') })
    .first()
  const gameId = (await game.getAttribute('data-game-id'))!
  const divisionId = (await game.getAttribute('data-division-id'))!
  await game.getByTestId('admin-schedule-edit').click()
  await expect(page).toHaveURL(`${server.baseURL}/admin/game/${gameId}/schedule`)
  await expectNoAxeViolations(page)
  await expectNoHorizontalOverflow(page)

  // The fan reads the served pages only: no script to load and run.
  const fan = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false })
  const fanPage = await fan.newPage()
  const before = await publicGame(fanPage, divisionId, gameId)
  expect(before.hero).toContain('À venir')
  expect(before.hero).not.toContain('Reporté')

  // Postponed, with the reason.
  await page.getByLabel('Reporté : sera joué à une date à fixer').check()
  await page.getByLabel('Raison (le public la voit)').fill('Glace fermée par la ville')
  await page.getByRole('button', { name: 'Enregistrer le statut' }).click()
  await expect(page).toHaveURL(
    `${server.baseURL}/admin/schedule?done=postponed&game=${encodeURIComponent(gameId)}`,
  )
  await expect(page.getByRole('status')).toContainText('Match reporté')
  await expect(
    page.locator(`[data-testid="admin-schedule-game"][data-game-id="${gameId}"]`),
  ).toContainText('Reporté')

  await expect(async () => {
    const now = await publicGame(fanPage, divisionId, gameId)
    expect(now.hero).toContain('Reporté')
    expect(now.hero).toContain('Glace fermée par la ville')
    expect(now.hero).toMatch(/Ce match est reporté\s;\ssa nouvelle date sera annoncée\./)
    expect(now.hero).not.toContain('Ajouter ce match à mon calendrier')
    expect(now.schedule).toContain('Reporté')
    expect(now.schedule).toContain('Glace fermée par la ville')
  }).toPass({ timeout: 15_000 })
  await expectNoHorizontalOverflow(fanPage)
  const postponed = await feedEvent(request, divisionId, gameId)
  expect(postponed).toMatch(/^SUMMARY:Reporté : /m)
  expect(postponed).toContain('Reporté : Glace fermée par la ville')
  expect(postponed).not.toContain('STATUS:CANCELLED')
  // No English reason given: the English page shows the French one, marked as such.
  expect((await publicGame(fanPage, divisionId, gameId, 'en')).hero).toContain(
    'Glace fermée par la ville (in French)',
  )

  // Cancelled: the feed tells calendar apps.
  await page.goto(`${server.baseURL}/admin/game/${gameId}/schedule`)
  await expect(page.getByTestId('schedule-current')).toContainText('Ce match est reporté.')
  await page.getByLabel('Annulé : ne sera pas joué').check()
  await page.getByLabel('Raison (le public la voit)').fill('Équipe retirée')
  await page.getByLabel('Raison en anglais (facultative)').fill('Team withdrew')
  await page.getByRole('button', { name: 'Enregistrer le statut' }).click()
  await expect(page.getByRole('status')).toContainText('Match annulé')
  const cancelled = await feedEvent(request, divisionId, gameId)
  expect(cancelled).toContain('STATUS:CANCELLED')
  expect(cancelled).toMatch(/^SUMMARY:Annulé : /m)
  await expect(async () => {
    const now = await publicGame(fanPage, divisionId, gameId)
    expect(now.hero).toContain('Ce match est annulé.')
    expect(now.hero).toContain('Équipe retirée')
    const english = await publicGame(fanPage, divisionId, gameId, 'en')
    expect(english.hero).toContain('Team withdrew')
    expect(english.hero).not.toContain('Équipe retirée')
  }).toPass({ timeout: 15_000 })

  // Back on schedule.
  await page.goto(`${server.baseURL}/admin/game/${gameId}/schedule`)
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Remettre au calendrier' }).click()
  await expect(page.getByRole('status')).toContainText('Match remis au calendrier')
  await expect(async () => {
    const now = await publicGame(fanPage, divisionId, gameId)
    expect(now.hero).toContain('À venir')
    expect(now.hero).not.toContain('Glace fermée')
    expect(now.hero).toContain('Ajouter ce match à mon calendrier')
    expect(now.schedule).not.toContain('Annulé')
  }).toPass({ timeout: 15_000 })
  const restored = await feedEvent(request, divisionId, gameId)
  expect(restored).not.toContain('STATUS:CANCELLED')
  expect(restored).not.toContain('Annulé')
  await fan.close()

  // Every write is in the audit log, newest first.
  await page.goto(`${server.baseURL}/admin/audit`)
  const entries = page.getByTestId('audit-entry')
  await expect(entries.nth(0)).toContainText('Match remis au calendrier')
  await expect(entries.nth(1)).toContainText('Match annulé')
  await expect(entries.nth(2)).toContainText('Match reporté')
  await expect(entries.nth(0).getByRole('link')).toHaveAttribute(
    'href',
    `/admin/game/${encodeURIComponent(gameId)}/schedule`,
  )
})

test("last week's game is found by its day, and by a word of its team's name, and opens its result sheet", async ({
  page,
}) => {
  await signIn(page, 'gus.ops@example.org')
  await page.goto(`${server.baseURL}/admin/schedule`)
  // Folded under the day's games until asked for.
  const find = page.locator('summary', { hasText: 'Trouver un match' })
  const filters = page.getByTestId('admin-schedule-filters')
  await expect(filters).toBeHidden()
  await find.click()
  await filters.getByLabel('Jour').fill('2026-01-07')
  await filters.getByRole('button', { name: 'Afficher' }).click()
  await expect(page).toHaveURL(/[?&]date=2026-01-07(&|$)/)
  const games = page.getByTestId('admin-schedule-game')
  await expect(games.first()).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: '7 janvier 2026' })).toBeVisible()
  // Played games, each with its result and the way back to its sheet.
  await expect(games.and(page.locator('[data-finished="true"]')).first()).toContainText(/\d – \d/)
  await expect(page.getByRole('link', { name: /^Corriger le résultat/ }).first()).toBeVisible()
  await expectNoAxeViolations(page)
  await expectNoHorizontalOverflow(page)

  // A word of the home team's name finds its games of the whole season.
  const names = (await games.first().locator('p').nth(1).textContent())!
  const word = names.split(/\s+/).find((part) => part.length >= 4)!
  await page.goto(`${server.baseURL}/admin/schedule`)
  await find.click()
  await filters.getByLabel('Recherche').fill(word)
  await filters.getByLabel('Toute la saison').check()
  await filters.getByRole('button', { name: 'Afficher' }).click()
  await expect(games.first()).toContainText(word)
  expect(await games.count()).toBeGreaterThan(1)

  const sheet = games.filter({ has: page.getByTestId('admin-schedule-result') }).first()
  const gameId = (await sheet.getAttribute('data-game-id'))!
  await sheet.getByTestId('admin-schedule-result').click()
  await expect(page).toHaveURL(`${server.baseURL}/admin/match/${encodeURIComponent(gameId)}`)
})

test("a game of tonight is moved to another day and time in one tap from tonight's page", async ({
  page,
}) => {
  await signIn(page, 'dede.ops@example.org')
  const link = page.getByTestId('admin-game-schedule').first()
  await expect(link).toBeVisible()
  const href = (await link.getAttribute('href'))!
  const gameId = decodeURIComponent(href.split('/')[3]!)
  await link.click()
  await expect(page).toHaveURL(`${server.baseURL}/admin/game/${gameId}/schedule`)

  // The browser checks with the action's schema: no day, no post.
  await page.getByLabel('Date', { exact: true }).fill('')
  await page.getByRole('button', { name: 'Déplacer le match' }).click()
  await expect(page.getByText('Obligatoire.')).toBeVisible()

  await page.getByLabel('Date', { exact: true }).fill('2026-01-21')
  await page.getByLabel('Heure', { exact: true }).fill('21:45')
  const field = page.getByLabel('Terrain', { exact: true })
  const fields = await field.locator('option').allTextContents()
  await field.selectOption({ index: fields.length - 1 })
  await page.getByRole('button', { name: 'Déplacer le match' }).click()
  // A team of this game already plays on January 21 in the demo league: nothing is saved until
  // the operator confirms, the values typed kept.
  await expect(page.getByTestId('schedule-clash')).toBeVisible()
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue('2026-01-21')
  await expectNoAxeViolations(page)
  await page.getByTestId('schedule-clash-confirm').getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Déplacer le match' }).click()
  await expect(page.getByRole('status')).toContainText('Match déplacé')
  const day = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: '21 janvier 2026', exact: true }) })
  await expect(day.locator(`[data-game-id="${gameId}"]`)).toContainText('21 h 45')

  await expect(async () => {
    await page.goto(`${server.baseURL}/match/${encodeURIComponent(gameId)}`)
    const hero = (await page.locator('main').textContent()) ?? ''
    expect(hero).toContain('21 janvier 2026')
    expect(hero).toContain('21 h 45')
    expect(hero).toContain(fields[fields.length - 1]!)
  }).toPass({ timeout: 15_000 })
})

/** A game still to play, and the day, time and field of another one of its division that day. */
function twoGamesOneDay(): { moved: string; taken: { date: string; time: string; field: string } } {
  const divisions = (server.read('Schedule/2025W/Divisions') ?? {}) as Record<
    string,
    Record<string, Record<string, Record<string, unknown>>>
  >
  for (const days of Object.values(divisions))
    for (const games of Object.values(days)) {
      const open = Object.entries(games).filter(
        ([, game]) =>
          Date.parse(`${String(game.Date)} 12:00 UTC`) > Date.parse(E2E_NOW) &&
          game.Field &&
          /\d:\d\d [AP]M/.test(String(game.Time)),
      )
      const [first, second] = open
      if (!first || !second) continue
      const [, h = '0', m = '00', half = 'PM'] = /(\d+):(\d+) ([AP]M)/.exec(String(second[1].Time))!
      const hour = (Number(h) % 12) + (half === 'PM' ? 12 : 0)
      const date = new Date(`${String(second[1].Date)} 12:00 UTC`).toISOString().slice(0, 10)
      return {
        moved: first[0],
        taken: {
          date,
          time: `${String(hour).padStart(2, '0')}:${m}`,
          field: String(second[1].Field),
        },
      }
    }
  throw new Error('the demo has no day with two games to play')
}

test('a new time on a field another game has that evening is flagged before it is saved', async ({
  page,
}) => {
  const { moved, taken } = twoGamesOneDay()
  await signIn(page, 'fay.ops@example.org')
  await page.goto(`${server.baseURL}/admin/game/${encodeURIComponent(moved)}/schedule?lang=en`)
  await page.getByLabel('Date', { exact: true }).fill(taken.date)
  await page.getByLabel('Time', { exact: true }).fill(taken.time)
  await page.getByLabel('Field', { exact: true }).selectOption(taken.field)
  await page.getByRole('button', { name: 'Move the game' }).click()
  await expect(page.getByTestId('schedule-field-clash')).toBeVisible()
  await expect(page.getByTestId('schedule-clash-confirm')).toContainText(
    'two games will be on that field at that time',
  )
  await expectNoAxeViolations(page)
})

test('a forged origin, a missing CSRF token and a field the league does not have are refused', async ({
  page,
  request,
}) => {
  await signIn(page, 'eli.ops@example.org')
  await page.goto(`${server.baseURL}/admin/schedule`)
  const gameId = (await page
    .getByTestId('admin-schedule-game')
    .first()
    .getAttribute('data-game-id'))!
  const target = `${server.baseURL}/admin/game/${encodeURIComponent(gameId)}/schedule`
  await page.goto(target)
  const csrf = (await page.locator('input[name="csrf"]').first().inputValue())!
  await page.goto(`${server.baseURL}/admin/audit`)
  const changes = await page.getByTestId('audit-entry').count()
  const form = { intent: 'callOff', status: 'cancelled', reason: 'Forgé' }

  const anonymous = await request.post(target, {
    headers: { Origin: server.baseURL },
    form: { ...form, csrf },
    maxRedirects: 0,
  })
  expect(anonymous.status()).toBe(401)
  const forged = await page.request.post(target, {
    headers: { Origin: 'https://evil.example' },
    form: { ...form, csrf },
    maxRedirects: 0,
  })
  expect(forged.status()).toBe(403)
  const noToken = await page.request.post(target, {
    headers: { Origin: server.baseURL },
    form,
    maxRedirects: 0,
  })
  expect(noToken.status()).toBe(403)
  expect(noToken.headers()['cache-control']).toBe('no-store')

  // Past the browser's select: the writer refuses a field no game is played on, in French.
  const unknownField = await page.request.post(target, {
    headers: { Origin: server.baseURL },
    form: { intent: 'move', date: '2026-02-21', time: '20:00', field: 'Stade de la Lune', csrf },
    maxRedirects: 0,
  })
  expect(unknownField.status()).toBe(409)
  expect(await unknownField.text()).toContain('est pas un terrain du calendrier de la ligue')

  await page.goto(`${server.baseURL}/admin/audit`)
  await expect(page.getByTestId('audit-entry')).toHaveCount(changes)
})

test('the schedule pages work by keyboard, with errors in English too', async ({ page }) => {
  await signIn(page, 'fay.ops@example.org')
  await page.goto(`${server.baseURL}/admin/schedule?lang=en`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The season’s schedule')
  // Tab to the first game and open it with Enter.
  const card = page
    .getByTestId('admin-schedule-game')
    .filter({ has: page.getByTestId('admin-schedule-edit') })
    .first()
  const gameId = (await card.getAttribute('data-game-id'))!
  const first = card.getByTestId('admin-schedule-edit')
  for (let i = 0; i < 60; i += 1) {
    await page.keyboard.press('Tab')
    if (await first.evaluate((element) => element === document.activeElement)) break
  }
  await expect(first).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`${server.baseURL}/admin/game/${gameId}/schedule?lang=en`)
  await expectNoAxeViolations(page)

  // Every control of the call-off form in turn, then its button, by keyboard alone.
  const reason = page.getByLabel('Reason (fans see it)')
  await reason.focus()
  await page.keyboard.press('Shift+Tab')
  await expect(page.getByLabel('Cancelled: will not be played')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(reason).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Reason in English (optional)')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Save the status' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Required.').first()).toBeVisible()
  await expect(page).toHaveURL(`${server.baseURL}/admin/game/${gameId}/schedule?lang=en`)
})
