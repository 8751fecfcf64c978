// The console by keyboard alone, on a phone.
import type { Page } from '@playwright/test'

import { PHONE, expectNoAxeViolations } from './fixtures.ts'
import { signInAsOperator } from './support/console-session.ts'
import { tabTo as walkTo } from './support/tab-walk.ts'
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

// The most Tab presses a page may take to go round (the result sheet has a field per player).
const MAX_TABS = 300

/** Presses Tab until the first element matching `selector` has focus; fails if it never does. */
async function tabTo(page: Page, selector: string): Promise<void> {
  await walkTo(page, page.locator(selector).first(), { max: MAX_TABS })
}

type FocusStop = { name: string; visible: boolean; focusVisible: boolean }
type Focused = { name: string; style: string; focusVisible: boolean }
type Recorder = { stops: Focused[]; round: boolean; listener: (event: FocusEvent) => void }

/** A control whose look does not change when it takes focus has no visible focus indicator. */
async function tabRound(page: Page): Promise<FocusStop[]> {
  await focusTop(page)
  await page.evaluate(() => {
    const look = (el: HTMLElement) => {
      const s = getComputedStyle(el)
      return `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} | ${s.boxShadow}`
    }
    const recorder: Recorder = {
      stops: [],
      round: false,
      listener: (event) => {
        const el = event.target as HTMLElement
        if (el === document.body) return
        if (el.dataset.kbStop !== undefined) {
          recorder.round = true
          return
        }
        el.dataset.kbStop = String(recorder.stops.length)
        const label = el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('name')
        recorder.stops.push({
          name: `${el.tagName.toLowerCase()} "${(label ?? '').trim().slice(0, 50)}"`,
          style: look(el),
          focusVisible: el.matches(':focus-visible'),
        })
      },
    }
    ;(window as unknown as { kb: Recorder }).kb = recorder
    document.addEventListener('focusin', recorder.listener)
  })
  // Tab in batches: one round trip to the page per batch, not per key.
  let round = false
  for (let pressed = 0; !round && pressed < MAX_TABS; pressed += 15) {
    for (let i = 0; i < 15; i++) await page.keyboard.press('Tab')
    round = await page.evaluate(() => {
      const { kb } = window as unknown as { kb: Recorder }
      return kb.round || document.activeElement === document.body
    })
  }
  expect(round, `Tab went on round ${page.url()} without coming back`).toBe(true)
  const { focused, unfocused } = await page.evaluate(() => {
    const { kb } = window as unknown as { kb: Recorder }
    document.removeEventListener('focusin', kb.listener)
    ;(document.activeElement as HTMLElement | null)?.blur()
    const marked = [...document.querySelectorAll<HTMLElement>('[data-kb-stop]')]
    const looks = marked
      .sort((a, b) => Number(a.dataset.kbStop) - Number(b.dataset.kbStop))
      .map((el) => {
        const s = getComputedStyle(el)
        delete el.dataset.kbStop
        return `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} | ${s.boxShadow}`
      })
    return { focused: kb.stops, unfocused: looks }
  })
  return focused.map((stop, index) => {
    const [outline] = stop.style.split(' | ')
    const hasOutline = !outline!.startsWith('none') && !outline!.includes(' 0px ')
    return {
      name: stop.name,
      focusVisible: stop.focusVisible,
      visible: stop.style !== unfocused[index] && (hasOutline || !stop.style.endsWith('| none')),
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

test("an operator opens a game's result sheet from tonight's page with Enter", async ({
  page,
  consoleServer,
}) => {
  // The sheet has a line for every player of both teams, each tabbed through: ~30 s alone, and
  // past a minute on the 2-core machine when another worker is busy.
  test.setTimeout(120_000)
  await signIn(page, consoleServer)
  await page.goto('/admin')
  const game = page.getByTestId('admin-game').first()
  const gameId = (await game.getAttribute('data-game-id'))!
  await tabTo(page, '[data-testid="admin-game"]')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`/admin/match/${encodeURIComponent(gameId)}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(' – ')
  await expectKeyboardReady(page)
})
