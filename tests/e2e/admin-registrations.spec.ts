// The registrations desk on a phone, from a team's registration (a real SMTP server) to the
// operator's review.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { type Page } from '@playwright/test'

import { PHONE, expectNoAxeViolations, expectNoHorizontalOverflow } from './fixtures.ts'
import { type SmtpSink, startSmtpSink } from './registration-server.ts'
import { type LeagueServer, startLeagueServer } from './support/league-server.ts'
import { expect, test } from './support/shared-servers.ts'

test.use({ viewport: PHONE })
test.describe.configure({ mode: 'serial' })
test.setTimeout(180_000)

const CONTACT = 'ligue@example.org'
const OPERATOR = 'rita.desk@example.org'
/** Values unique to this file, so a leak anywhere is easy to spot. */
const TEAM = {
  name: 'Les Harfangs Desk',
  contact: { name: 'Jules Desk-Contact', phone: '450 555-0142', email: 'jules.desk@example.org' },
  captain: { firstName: 'Maude', lastName: 'Capitaine-Desk', email: 'maude.desk@example.org' },
  keeper: { firstName: 'Noé', lastName: 'Gardien-Desk' },
}

let smtp: SmtpSink
let server: LeagueServer
/** The registration saved by the first test. */
let registrationId = ''
/** The operator's session cookie once signed in: one e-mailed link for the whole file. */
let session: Awaited<ReturnType<ReturnType<Page['context']>['cookies']>> | undefined

test.beforeAll(async () => {
  test.setTimeout(120_000)
  smtp = await startSmtpSink()
  // On `localhost`, as the console's other spec: the session cookie and origin checks are real.
  server = await startLeagueServer({
    hostName: 'localhost',
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Ligue <no-reply@example.org>',
      CONTACT_EMAIL: CONTACT,
      REGISTRATION_OPEN: 'true',
    },
  })
})

test.afterAll(async () => {
  await server?.stop()
  await smtp?.close()
})

function run(script: string, ...args: string[]) {
  const result = spawnSync(path.resolve('node_modules/.bin/node'), [script, ...args], {
    env: {
      ...process.env,
      DATA_DIR: server.dataDir,
      LEAGUE_KEY: server.leagueKey,
      LEAGUE_SOURCE: 'embedded',
    },
    encoding: 'utf8',
  })
  expect(result.status, result.stderr).toBe(0)
  return result.stdout
}

const mailsTo = (address: string) => smtp.messages.filter((mail) => mail.to.includes(address))

async function signIn(page: Page) {
  if (session) return page.context().addCookies(session)
  run(path.resolve('scripts/operator.ts'), 'add', OPERATOR, '--name', 'Rita Desk')
  const before = mailsTo(OPERATOR).length
  await page.goto(`${server.baseURL}/admin/sign-in`)
  await page.getByLabel('Courriel').fill(OPERATOR)
  await page.getByRole('button', { name: 'Recevoir un lien' }).click()
  await expect.poll(() => mailsTo(OPERATOR).length, { timeout: 15_000 }).toBe(before + 1)
  const link = mailsTo(OPERATOR)
    .at(-1)!
    .text.match(/http:\/\/[^\s"<]+\/admin\/sign-in\/link\?token=[\w-]+/)![0]
  await page.goto(link)
  await page.getByRole('button', { name: 'Me connecter' }).click()
  await expect(page).toHaveURL(`${server.baseURL}/admin`)
  session = await page.context().cookies()
}

async function registerTeam(page: Page) {
  await page.goto(`${server.baseURL}/registration`)
  await expect(page.getByTestId('registration-form')).toHaveAttribute('data-enhanced', 'true')
  await page.locator('#reg-name').fill(TEAM.contact.name)
  await page.locator('#reg-phone').fill(TEAM.contact.phone)
  await page.locator('#reg-email').fill(TEAM.contact.email)
  await page.locator('#reg-season').selectOption('2025W')
  await page.locator('#reg-division').selectOption('W2')
  await page.locator('#reg-teamName').fill(TEAM.name)
  await page.locator('#players-0-firstName').fill(TEAM.captain.firstName)
  await page.locator('#players-0-lastName').fill(TEAM.captain.lastName)
  await page.locator('#players-0-email').fill(TEAM.captain.email)
  await page.locator('#players-0-isCaptain').check()
  await page.locator('#goalkeepers-0-firstName').fill(TEAM.keeper.firstName)
  await page.locator('#goalkeepers-0-lastName').fill(TEAM.keeper.lastName)
  await page.locator('#reg-terms').check()
  await page.getByTestId('submit-registration').click()
  await expect(page.getByText('Inscription envoyée', { exact: true })).toBeVisible()
}

test('a team registers, the contact address hears of it, and an operator accepts it with a note', async ({
  page,
}) => {
  await registerTeam(page)

  // The league's contact address: French first, then English, with a link to the console.
  await expect.poll(() => mailsTo(CONTACT).length, { timeout: 15_000 }).toBe(1)
  const notice = mailsTo(CONTACT)[0]!.text
  // The subject (folded by the mailer, unit-tested whole) starts in French.
  expect(notice).toMatch(/^Subject: Nouvelle inscription/m)
  expect(notice).toContain(`Équipe\u00a0: ${TEAM.name}`)
  expect(notice).toContain(`Team: ${TEAM.name}`)
  expect(notice.indexOf('Équipe\u00a0: ')).toBeLessThan(notice.indexOf('Team: '))
  expect(notice).toContain(
    `Capitaine\u00a0: ${TEAM.captain.firstName} ${TEAM.captain.lastName}, ${TEAM.captain.email}`,
  )
  const link = notice.match(/http:\/\/localhost:\d+\/admin\/registrations\/[\w-]+/)![0]
  registrationId = link.split('/').at(-1)!
  // The captain's confirmation is still sent, to the captain.
  await expect.poll(() => mailsTo(TEAM.captain.email).length, { timeout: 15_000 }).toBe(1)

  await signIn(page)
  await page.getByRole('link', { name: 'Inscriptions' }).click()
  await expect(page).toHaveURL(`${server.baseURL}/admin/registrations`)
  const card = page.getByTestId('registration-card').filter({ hasText: TEAM.name })
  await expect(card).toHaveAttribute('data-registration-id', registrationId)
  await expect(card.getByTestId('registration-status')).toHaveText('En attente')
  await expect(card).toContainText(`Capitaine : ${TEAM.captain.firstName}`)
  await expect(card).toContainText('Joueurs : 1 · gardiens : 1')
  await expectNoAxeViolations(page)
  await expectNoHorizontalOverflow(page)

  // One tap opens it: the page the e-mail links to.
  await card.click()
  await expect(page).toHaveURL(link)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEAM.name)
  await expect(page.getByTestId('registration-players')).toContainText(
    `${TEAM.captain.firstName} ${TEAM.captain.lastName}Capitaine`,
  )
  await expect(page.getByTestId('registration-goalkeepers')).toContainText(TEAM.keeper.lastName)
  await expectNoAxeViolations(page)
  await expectNoHorizontalOverflow(page)

  await page.getByLabel('Acceptée').check()
  await page.getByLabel('Notes privées').fill('Dépôt reçu le 12.')
  await page.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Suivi enregistré.' })).toBeVisible()
  await expect(page.getByTestId('registration-status')).toHaveText('Acceptée')
  await page.reload()
  await expect(page.getByLabel('Notes privées')).toHaveValue('Dépôt reçu le 12.')
  await expect(page.getByTestId('review-updated')).toContainText(OPERATOR)
  // Decided, it cannot go back to pending: the form no longer offers it.
  await expect(page.getByLabel('En attente')).toHaveCount(0)

  await page.goto(`${server.baseURL}/admin/registrations?status=accepted`)
  await expect(page.getByTestId('registration-card')).toHaveCount(1)
  await page.getByRole('link', { name: 'En attente (0)' }).click()
  await expect(page.getByText('Aucune inscription avec ce filtre.')).toBeVisible()

  await page.getByRole('link', { name: 'Journal' }).click()
  const entry = page.getByTestId('audit-entry').first()
  await expect(entry.getByRole('link', { name: 'Inscription suivie' })).toHaveAttribute(
    'href',
    `/admin/registrations/${registrationId}`,
  )
  await expect(entry).toContainText('Rita Desk')
  await entry.locator('summary').click()
  await expect(entry).toContainText(`console/registrations/${registrationId}/status`)
  await expect(entry).toContainText('"pending"')
  await expect(entry).toContainText('"accepted"')

  // Another device saves the same follow-up first: this page's save is refused, what was typed
  // kept, and saving again replaces the other knowingly.
  await page.goto(link)
  const other = await page.context().newPage()
  await other.goto(link)
  await other.getByLabel('Notes privées').fill('Chandails verts.')
  await other.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(other.getByRole('status').filter({ hasText: 'Suivi enregistré.' })).toBeVisible()
  await other.close()
  await page.getByLabel('Notes privées').fill('Dépôt reçu le 12, chèque.')
  await page.getByRole('button', { name: 'Enregistrer' }).click()
  const conflict = page.getByTestId('review-conflict')
  await expect(conflict).toContainText('Cette inscription a été modifiée entre-temps par')
  await expect(conflict).toContainText('Chandails verts.')
  await expect(page.getByLabel('Notes privées')).toHaveValue('Dépôt reçu le 12, chèque.')
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Suivi enregistré.' })).toBeVisible()
  await expect(page.getByLabel('Notes privées')).toHaveValue('Dépôt reçu le 12, chèque.')
})

test('the export downloads the same bytes as npm run registrations, audited', async ({ page }) => {
  await signIn(page)
  await page.goto(`${server.baseURL}/admin/registrations`)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV (tableur)' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^registrations-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = readFileSync((await download.path())!, 'utf8')
  expect(csv).toBe(run(path.resolve('scripts/registrations.ts'), '--format', 'csv'))
  // The status the operator set, in the CLI's export as in the download.
  expect(csv).toMatch(new RegExp(`^${registrationId},[^,]+,accepted,.*${TEAM.name}`, 'm'))

  const [jsonDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'JSON' }).click(),
  ])
  expect(readFileSync((await jsonDownload.path())!, 'utf8')).toBe(
    run(path.resolve('scripts/registrations.ts'), '--format', 'json'),
  )

  await page.goto(`${server.baseURL}/admin/audit`)
  await expect(page.getByTestId('audit-entry').first()).toContainText(
    /Inscriptions téléchargées\s:\sJSON/,
  )
  await expect(page.getByTestId('audit-entry').nth(1)).toContainText(
    /Inscriptions téléchargées\s:\sCSV/,
  )
})

test('closing registration in the console closes the public form at once; opening it reopens it', async ({
  page,
  browser,
}) => {
  // The visitor reads the served pages only: no script to load and run.
  const fan = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false })
  const visitor = await fan.newPage()
  const home = async () => (await visitor.request.get(`${server.baseURL}/`)).text()
  // The home page is in the page cache with registration open (its navigation links the form).
  expect(await home()).toContain('href="/registration"')
  expect(await home()).toContain('href="/registration"')

  await signIn(page)
  await page.goto(`${server.baseURL}/admin/registrations`)
  await expect(page.getByTestId('registration-switch')).toHaveAttribute('data-open', 'true')
  await page.getByRole('link', { name: 'Fermer les inscriptions' }).click()
  // A confirm step first: nothing has changed yet.
  await expect(page.getByRole('alert')).toContainText('Fermer les inscriptions ?')
  await expectNoAxeViolations(page)
  await page.goto(`${server.baseURL}/registration`)
  await expect(page.getByTestId('registration-form')).toBeVisible()
  await page.goBack()
  await page.getByRole('button', { name: 'Oui, fermer' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Inscriptions fermées' })).toBeVisible()
  await expect(page.getByTestId('registration-switch')).toHaveAttribute('data-open', 'false')

  await visitor.goto(`${server.baseURL}/registration`)
  await expect(visitor.getByTestId('registration-closed')).toBeVisible()
  await expect(visitor.getByTestId('registration-form')).toHaveCount(0)
  expect(await home()).not.toContain('href="/registration"')

  await page.getByRole('link', { name: 'Ouvrir les inscriptions' }).click()
  await page.getByRole('button', { name: 'Oui, ouvrir' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Inscriptions ouvertes' })).toBeVisible()
  await visitor.goto(`${server.baseURL}/registration`)
  await expect(visitor.getByTestId('registration-form')).toBeVisible()
  expect(await home()).toContain('href="/registration"')
  await fan.close()

  await page.goto(`${server.baseURL}/admin/audit`)
  await expect(page.getByTestId('audit-entry').first()).toContainText('Inscriptions ouvertes')
  await expect(page.getByTestId('audit-entry').nth(1)).toContainText('Inscriptions fermées')
})

test('the desk is reachable by keyboard and reads well in English, light and dark', async ({
  page,
}) => {
  await signIn(page)
  await page.goto(`${server.baseURL}/admin/registrations?lang=en`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registrations')
  await expectNoAxeViolations(page)
  const card = page.getByTestId('registration-card').first()
  for (let i = 0; i < 40 && !(await card.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab')
  await expect(card).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`${server.baseURL}/admin/registrations/${registrationId}?lang=en`)
  await expect(page.getByText('Follow-up', { exact: true })).toBeVisible()
  await page.getByLabel('Waitlisted').focus()
  await page.keyboard.press('Space')
  await page.getByLabel('Private notes').focus()
  await page.keyboard.press('End')
  await page.keyboard.type(' Waiting for a field.')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Save' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Follow-up saved.' })).toBeVisible()
  await expect(page.getByTestId('registration-status')).toHaveText('Waitlisted')
  await expectNoAxeViolations(page)
  // The dark theme keeps its contrast on both pages.
  await page.emulateMedia({ colorScheme: 'dark' })
  await expectNoAxeViolations(page)
  await page.goto(`${server.baseURL}/admin/registrations?lang=en&switch=close`)
  await expectNoAxeViolations(page)
})

test('without a session every desk route sends to sign-in or answers 401, never cached', async ({
  request,
}) => {
  for (const route of [
    '/admin/registrations',
    `/admin/registrations/${registrationId}`,
    '/admin/registrations/export/csv',
    '/admin/registrations/export/json',
    '/admin/registrations.data',
  ]) {
    const answer = await request.get(`${server.baseURL}${route}`, { maxRedirects: 0 })
    expect(answer.headers()['cache-control'], route).toBe('no-store')
    const body = await answer.text()
    expect(body, route).not.toContain(TEAM.name)
    if (route.endsWith('.data')) {
      // A data request's redirect is React Router's own answer (202 with the target inside).
      expect(answer.status(), route).toBe(202)
      expect(body, route).toContain('/admin/sign-in')
    } else {
      expect(answer.status(), route).toBe(302)
      expect(answer.headers()['location'], route).toBe('/admin/sign-in')
    }
  }
  for (const [route, form] of [
    ['/admin/registrations', { intent: 'close', csrf: 'x' }],
    ['/admin/registrations/export/csv', { csrf: 'x' }],
    [`/admin/registrations/${registrationId}`, { status: 'declined', csrf: 'x' }],
  ] as const) {
    const post = await request.post(`${server.baseURL}${route}`, {
      headers: { Origin: server.baseURL },
      form,
      maxRedirects: 0,
    })
    expect(post.status(), route).toBe(401)
    expect(post.headers()['cache-control']).toBe('no-store')
  }
})

test('a signed-in post from another origin or without its CSRF token is refused, and nothing changes', async ({
  page,
}) => {
  await signIn(page)
  await page.goto(`${server.baseURL}/admin/audit`)
  const changes = await page.getByTestId('audit-entry').count()
  for (const [route, form] of [
    ['/admin/registrations', { intent: 'close' }],
    [`/admin/registrations/${registrationId}`, { status: 'declined', notes: 'forged' }],
  ] as const) {
    const target = `${server.baseURL}${route}`
    const forged = await page.request.post(target, {
      headers: { Origin: 'https://evil.example' },
      form,
      maxRedirects: 0,
    })
    expect(forged.status(), route).toBe(403)
    const noToken = await page.request.post(target, {
      headers: { Origin: server.baseURL },
      form,
      maxRedirects: 0,
    })
    expect(noToken.status(), route).toBe(403)
  }
  await page.goto(`${server.baseURL}/admin/audit`)
  await expect(page.getByTestId('audit-entry')).toHaveCount(changes)
  await page.goto(`${server.baseURL}/admin/registrations`)
  await expect(page.getByTestId('registration-switch')).toHaveAttribute('data-open', 'true')
})

test('no public route, cached page or the sitemap shows a registration', async ({ request }) => {
  const leaks = [TEAM.name, TEAM.captain.email, TEAM.contact.email, registrationId]
  for (const route of [
    '/',
    '/registration',
    '/sitemap.xml',
    '/robots.txt',
    '/standings',
    '/schedule',
    '/seasons',
  ]) {
    const body = await (await request.get(`${server.baseURL}${route}`)).text()
    for (const leak of leaks) expect(body, `${route} shows ${leak}`).not.toContain(leak)
    if (route === '/sitemap.xml') expect(body).not.toContain('/admin')
  }
  // The search finds neither the team nor its captain (it echoes what was asked, nothing more).
  for (const asked of [TEAM.name, TEAM.captain.lastName]) {
    const search = await request.get(`${server.baseURL}/search?q=${encodeURIComponent(asked)}`)
    expect(await search.text()).toContain('Aucune équipe ni aucun joueur ne correspond')
  }
})
