/**
 * The scorekeeper's game night on a 390 px phone: signed in, they open tonight's game from the
 * console's list, start it, record a goal with one tap, take a card back, and end the game; a fan's
 * match, standings and team pages, open in another browser, follow each step without a reload. Offline, with answers
 * lost and across a reload, each event is recorded once. A post without the form's token is refused.
 * The rules are the unit tests' (live-writes, tap-queue, waiting-taps).
 */
import { type Route, expect, test } from '@playwright/test'

import { PHONE, expectNoHorizontalOverflow } from './fixtures.ts'
import { signInAsOperator } from './support/console-session.ts'
import { exampleTreeWithGame } from '../../app/league/fixtures/example-tree.ts'
import { type LeagueServer, startLeagueServer } from './support/league-server.ts'

test.use({ viewport: PHONE })

let server: LeagueServer
test.beforeAll(async () => {
  server = await startLeagueServer({ tree: exampleTreeWithGame() })
})
test.afterAll(async () => server?.stop())

test('a scorekeeper starts a game, records a goal, ends it, and open match, standings and team pages follow', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  // The fan's match page holds its live stream before anything happens.
  const fan = await browser.newContext({ viewport: PHONE })
  const following = async (target: string) => {
    const opened = await fan.newPage()
    const stream = opened.waitForResponse((answer) => answer.url().endsWith('/api/live'))
    await opened.goto(`${server.baseURL}${target}`)
    expect((await stream).status()).toBe(200)
    return opened
  }
  const standingsPage = await following('/standings?division=M1')
  const teamPage = await following('/team/T10?division=M1&season=2025W')
  const fanPage = await following('/match/G20')
  await expect(fanPage.getByTestId('live-badge')).toHaveCount(0)
  const lionsRow = standingsPage.getByTestId('standings-row').filter({ hasText: 'Les Lions' })
  const officialPlayed = await lionsRow.locator('td, th').nth(2).textContent()
  const teamGame = teamPage.locator('[data-match-id="G20"]')

  await signInAsOperator(page, server, { email: 'score.keeper@example.org', name: 'Zoé' })
  await page.goto(`${server.baseURL}/admin`)
  // A game to play opens its live sheet.
  await page.locator('[data-testid="admin-game"][data-game-id="G20"]').click()
  await expect(page).toHaveURL(`${server.baseURL}/admin/game/G20/live`)
  await page.getByRole('button', { name: 'Démarrer le match' }).click()
  await expect(page.getByTestId('live-state')).toContainText("En cours 1'")
  await expect(fanPage.getByTestId('live-badge')).toContainText('En cours', { timeout: 5_000 })
  await expect(fanPage.getByTestId('match-score')).toHaveText('0-0')
  await expect(teamGame.getByTestId('live-badge')).toContainText('En cours', { timeout: 5_000 })
  await expect(standingsPage.getByTestId('provisional-standings')).toBeVisible({ timeout: 5_000 })

  // One tap on the scorer: a goal, at the sheet's minute. The fan sees it from the live notice
  // while the page's data is held back; the story follows with the data.
  let releaseData = () => {}
  const dataHeld = new Promise<void>((resolve) => (releaseData = resolve))
  const isData = (url: URL) => url.pathname.endsWith('.data')
  await fanPage.route(isData, async (route) => {
    await dataHeld
    await route.continue().catch(() => {})
  })
  await page.getByRole('button', { name: 'Marc Tremblay' }).click()
  await expect(page.getByTestId('live-score')).toHaveText('1 – 0')
  await expect(page.getByTestId('live-event')).toHaveText(["1' But — Marc Tremblay (Les Lions)"])
  await expect(fanPage.getByTestId('match-score')).toHaveText('1-0', { timeout: 5_000 })
  await expect(teamGame.getByTestId('match-score')).toHaveText('1 - 0', { timeout: 5_000 })
  await expect(fanPage.getByTestId('story-event').filter({ hasText: 'Marc Tremblay' })).toHaveCount(
    0,
  )
  releaseData()
  await fanPage.unroute(isData)
  await expect(fanPage.getByTestId('story-event')).toContainText(['But — Marc Tremblay'])

  // Its assist: « Passe », then the passer.
  await page.getByText('Passe', { exact: true }).click()
  await page.getByRole('button', { name: 'Julien Roy' }).click()
  await expect(page.getByTestId('live-event')).toHaveText([
    "1' But — Marc Tremblay, passe : Julien Roy (Les Lions)",
  ])

  // A card given by mistake, taken back between its answer and the sheet's refresh (held here).
  const refresh = (url: URL) => url.pathname.endsWith('/live.data')
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(refresh, async (route) => {
    if (route.request().method() !== 'GET') return route.continue()
    await held
    await route.continue().catch(() => {})
  })
  const cardTaken = page.waitForResponse(
    (answer) => answer.request().method() === 'POST' && refresh(new URL(answer.url())),
  )
  await page.getByText('Jaune', { exact: true }).click()
  await page.getByRole('button', { name: 'Sami Haddad' }).click()
  expect((await cardTaken).status()).toBe(200)
  await expect(page.getByTestId('live-queue')).toBeEmpty()
  await expect(page.getByTestId('live-undo')).toContainText('Sami Haddad')
  await page.getByTestId('live-undo').click()
  await expect(page.getByTestId('live-queue')).toBeEmpty()
  // The refresh lands before the connection goes (a failed one shows the error page).
  const refreshed = page.waitForResponse(
    (answer) => answer.request().method() === 'GET' && refresh(new URL(answer.url())),
  )
  release()
  expect((await refreshed).status()).toBe(200)
  await page.unroute(refresh)
  await expect(page.getByTestId('live-event')).toHaveText([
    "1' But — Marc Tremblay, passe : Julien Roy (Les Lions)",
  ])
  await expectNoHorizontalOverflow(page)

  // No network at the rink: the tap waits on the phone, said in words, and goes when it is back.
  const queued = page.getByTestId('live-queue')
  const player = (name: string) => page.getByTestId('live-player').filter({ hasText: name })
  await page.context().setOffline(true)
  await player('Marc Tremblay').click()
  await expect(queued).toHaveText(
    'Hors ligne : 1 touche gardée sur ce téléphone, envoyée au retour du réseau',
  )
  await expect(page.getByTestId('live-event').first()).toContainText('en attente')
  await page.context().setOffline(false)
  await expect(queued).toHaveText('De retour en ligne : toutes les touches sont envoyées.')
  await expect(page.getByTestId('live-score')).toHaveText('2 – 0')

  // A flaky connection: the first try's answer is lost; the phone sends it again, same id. The
  // sheet's refreshes fail: it keeps what it shows, not the error page.
  const taken = new Set<string>()
  const flaky = (url: URL) => url.pathname.endsWith('/live.data')
  await page.route(flaky, async (route) => {
    const body = route.request().postData() ?? ''
    if (route.request().method() !== 'POST') return route.abort('internetdisconnected')
    if (taken.has(body)) return route.continue()
    taken.add(body)
    await route.fetch()
    await route.abort('connectionreset').catch(() => {})
  })
  await page.getByText('Jaune', { exact: true }).click()
  await player('Julien Roy').click()
  await expect(queued).toHaveText('De retour en ligne : toutes les touches sont envoyées.')
  await expect(page.getByTestId('live-event')).toHaveCount(3)
  expect(taken.size).toBe(1)
  await expect(page.getByTestId('live-score')).toHaveText('2 – 0')
  await page.unroute(flaky)

  // A tap unanswered at a reload stays on the phone (posts held, not failed: no back-off).
  const unanswered: Route[] = []
  await page.route(flaky, (route) =>
    route.request().method() === 'POST' ? void unanswered.push(route) : route.continue(),
  )
  await player('Sami Haddad').click()
  await expect(queued).toHaveText('1 touche en attente d’envoi…')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 })
  await expect(queued).toHaveText(
    'Hors ligne : 1 touche gardée sur ce téléphone, envoyée au retour du réseau',
  )
  await expect(page.getByTestId('live-event').first()).toContainText('Sami Haddad')
  await expect(page.getByTestId('live-event').first()).toContainText('en attente')
  // The post from before the reload was dropped with its page; the one after it goes through.
  for (const route of unanswered) await route.continue().catch(() => {})
  await page.unroute(flaky)
  await expect(queued).toHaveText('De retour en ligne : toutes les touches sont envoyées.')
  await expect(page.getByTestId('live-score')).toHaveText('2 – 1')
  await expect(page.getByTestId('live-event')).toHaveCount(4)
  await expect(fanPage.getByTestId('story-event')).toHaveCount(4, { timeout: 5_000 })

  // The sheet's posts carry the form's token: one without it is refused, nothing written.
  const forged = await page.request.post(`${server.baseURL}/admin/game/G20/live`, {
    headers: { Origin: server.baseURL },
    form: { intent: 'event', eventId: '-forged', kind: 'goal', player: 'away:P110' },
    maxRedirects: 0,
  })
  expect(forged.status()).toBe(403)

  await page.getByRole('button', { name: 'Terminer le match' }).click()
  // The result's writes and tonight's list: 5 s and more on a busy machine.
  await expect(page).toHaveURL(`${server.baseURL}/admin?saved=G20`, { timeout: 15_000 })
  await expect(page.getByRole('status')).toContainText('Résultat enregistré : Les Lions 2 – 1')
  await expect(fanPage.getByTestId('live-badge')).toHaveCount(0, { timeout: 5_000 })
  await expect(fanPage.getByTestId('match-score')).toHaveText('2-1')
  await expect(fanPage.getByTestId('story-event')).toHaveCount(4)
  await expect(standingsPage.getByTestId('provisional-standings')).toHaveCount(0)
  await expect(lionsRow.locator('td, th').nth(2)).toHaveText(String(Number(officialPlayed) + 1))
  await expect(teamGame.getByTestId('match-score')).toHaveText('2 - 1')
  await expect(teamGame.getByTestId('live-badge')).toHaveCount(0)
  await fan.close()

  // Every tap is in the audit log once, newest first: the ones sent again wrote nothing more.
  await page.goto(`${server.baseURL}/admin/audit`)
  await expect(page.getByTestId('audit-entry')).toHaveCount(9)
  await expect(page.getByTestId('audit-entry').first()).toContainText('Résultat saisi')
  await expect(page.getByTestId('audit-entry').nth(4)).toContainText('Événement annulé')
  await expect(page.getByTestId('audit-entry').nth(8)).toContainText('Match démarré')
})
