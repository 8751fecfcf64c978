/**
 * The console by keyboard alone, on a phone: from tonight's page an operator tabs to the console's
 * navigation and follows each section (tonight, schedule, discipline, registrations, audit,
 * passkeys), and opens a game's result sheet with Enter. On every page each control in Tab order
 * shows a visible focus indicator, Tab leaves the last one (no trap), Shift+Tab walks back, and
 * axe finds nothing.
 * The worker's console server, shared with nothing that writes.
 */
import type { Page } from '@playwright/test'

import { PHONE, expectNoAxeViolations } from './fixtures.ts'
import { signInAsOperator } from './support/console-session.ts'
import { installHelpers, tabTo as walkTo } from './support/tab-walk.ts'
import type { LeagueServer } from './support/league-server.ts'
import { expect, servedBy, test } from './support/shared-servers.ts'

test.use({ viewport: PHONE })
test.setTimeout(60_000)

test.use(servedBy.consoleServer)
// One worker runs the file's tests in turn: one console server for them all.
test.describe.configure({ mode: 'default' })

const signIn = (page: Page, server: LeagueServer) =>
  signInAsOperator(page, server, { email: 'kim@example.org', name: 'Kim Tran' })

/** Puts the keyboard back at the top of the page: the next Tab reaches its first control. */
async function focusTop(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.body.tabIndex = -1
    document.body.focus()
    document.body.removeAttribute('tabindex')
    window.scrollTo(0, 0)
  })
}

// The most presses tabTo goes on with when the page's Tab order is not the one it computed.
const MAX_TABS = 300

/** Presses Tab until the first element matching `selector` has focus; fails if it never does. */
async function tabTo(page: Page, selector: string): Promise<void> {
  await walkTo(page, page.locator(selector).first(), { max: MAX_TABS })
}

type FocusStop = { name: string; visible: boolean; focusVisible: boolean }

/**
 * Goes once round the page in its Tab order: a real Tab from the top onto its first control, each
 * control then focused in turn in one call, its outline and shadow compared with its look
 * unfocused (a control whose look does not change has no visible focus indicator), and a real Tab
 * from the last control out of the page (no trap). Returns the stops in Tab order.
 */
async function tabRound(page: Page): Promise<FocusStop[]> {
  await focusTop(page)
  await installHelpers(page)
  await page.keyboard.press('Tab')
  const round = await page.evaluate(() => {
    const order = window.tabWalk!.tabOrder()
    const first = document.activeElement === order[0]
    const look = (el: HTMLElement) => {
      const s = getComputedStyle(el)
      return `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} | ${s.boxShadow}`
    }
    const focused = order.map((el) => {
      el.focus({ focusVisible: true } as FocusOptions)
      const label = el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('name')
      return {
        name: `${el.tagName.toLowerCase()} "${(label ?? '').trim().slice(0, 50)}"`,
        style: look(el),
        focusVisible: el.matches(':focus-visible'),
      }
    })
    ;(document.activeElement as HTMLElement | null)?.blur()
    const unfocused = order.map(look)
    order.at(-1)?.focus({ focusVisible: true } as FocusOptions)
    return { first, focused, unfocused }
  })
  expect(round.first, `the first Tab on ${page.url()} reaches its first control`).toBe(true)
  await page.keyboard.press('Tab')
  expect(
    await page.evaluate(() => document.activeElement === document.body),
    `Tab leaves the last control of ${page.url()}`,
  ).toBe(true)
  return round.focused.map((stop, index) => {
    const [outline] = stop.style.split(' | ')
    const hasOutline = !outline!.startsWith('none') && !outline!.includes(' 0px ')
    return {
      name: stop.name,
      focusVisible: stop.focusVisible,
      visible:
        stop.style !== round.unfocused[index] && (hasOutline || !stop.style.endsWith('| none')),
    }
  })
}

/** Every control of the page shows its focus, Tab reaches the end, and Shift+Tab walks back. */
async function expectKeyboardReady(page: Page): Promise<void> {
  const stops = await tabRound(page)
  expect(stops.length, `no control on ${page.url()}`).toBeGreaterThan(0)
  const hidden = stops.filter((stop) => !stop.visible || !stop.focusVisible)
  expect(
    hidden.map((stop) => stop.name),
    `controls of ${page.url()} without a visible focus`,
  ).toEqual([])
  // Shift+Tab from the third control goes back through the second to the first.
  if (stops.length >= 3) {
    await focusTop(page)
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab')
    const third = await page.evaluate(() => document.activeElement?.outerHTML)
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    const first = await page.evaluate(() => document.activeElement?.outerHTML)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.outerHTML)).toBe(third)
    expect(first).not.toBe(third)
  }
  await expectNoAxeViolations(page)
}

const SECTIONS = [
  { path: '/admin', heading: 'Les matchs de ce soir' },
  { path: '/admin/schedule', heading: 'Calendrier de la saison' },
  { path: '/admin/discipline', heading: 'Suspensions et amendes' },
  { path: '/admin/news', heading: 'Nouvelles' },
  { path: '/admin/sponsors', heading: 'Commanditaires' },
  { path: '/admin/preseason', heading: 'Bannière de la présaison' },
  { path: '/admin/registrations', heading: 'Inscriptions' },
  { path: '/admin/audit', heading: 'Journal des modifications' },
  { path: '/admin/passkeys', heading: 'Clés d’accès' },
]

for (const section of SECTIONS) {
  test(`from tonight's page, the navigation leads by keyboard to ${section.path}, every control of which shows its focus`, async ({
    page,
    consoleServer,
  }) => {
    await signIn(page, consoleServer)
    await page.goto('/admin')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Les matchs de ce soir')
    await tabTo(page, `nav[aria-label="Console"] a[href="${section.path}"]`)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(section.path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(section.heading)
    await expectKeyboardReady(page)
  })
}

for (const form of [
  { path: '/admin/news/new', heading: 'Écrire une nouvelle' },
  { path: '/admin/sponsors/new', heading: 'Ajouter un commanditaire' },
]) {
  test(`the form at ${form.path} is keyboard ready`, async ({ page, consoleServer }) => {
    await signIn(page, consoleServer)
    await page.goto(form.path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(form.heading)
    await expectKeyboardReady(page)
  })
}

test("an operator opens a game to play on its live sheet from tonight's page with Enter", async ({
  page,
  consoleServer,
}) => {
  await signIn(page, consoleServer)
  await page.goto('/admin')
  const game = page.getByTestId('admin-game').first()
  await expect(game).toHaveAttribute('data-finished', 'false')
  const gameId = (await game.getAttribute('data-game-id'))!
  await tabTo(page, '[data-testid="admin-game"]')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`/admin/game/${encodeURIComponent(gameId)}/live`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Feuille en direct')
  await expectKeyboardReady(page)
})
