// Registration abuse end to end: cross-site posts, forms filled too fast, floods.
import http from 'node:http'

import { type Page } from '@playwright/test'

import { DESKTOP } from './fixtures.ts'
import { FILL_TIME_FIELD } from '../../app/registration/fill-time.ts'
import { type LeagueServer, freePort, startLeagueServer } from './support/league-server.ts'
import { expect, test } from './support/shared-servers.ts'

// Long enough for a loaded machine to load, hydrate and fill the form within it (it took over
// 20 s): nothing waits it out.
const MIN_FILL_SECONDS = 120

test.describe.configure({ mode: 'serial' })
test.use({ viewport: DESKTOP })

let site: LeagueServer
let evil: http.Server
let evilURL: string

test.beforeAll(async () => {
  site = await startLeagueServer({
    leagueKey: 'demo',
    env: { REGISTRATION_OPEN: 'true', REGISTRATION_MIN_FILL_SECONDS: String(MIN_FILL_SECONDS) },
  })
  // Another site (localhost is not 127.0.0.1's site) with a form posting to the league's.
  const port = await freePort()
  evilURL = `http://localhost:${port}`
  evil = http.createServer((_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.end(`<!doctype html><title>Prix</title>
      <form method="post" action="${site.baseURL}/registration?lang=en">
        <input name="teamName" value="Gagnants du concours">
        <input name="name" value="Quelqu'un">
        <button>Claim your prize</button>
      </form>`)
  })
  await new Promise<void>((resolve) => evil.listen(port, '127.0.0.1', resolve))
})

test.afterAll(async () => {
  await new Promise((resolve) => evil?.close(resolve))
  await site?.stop()
})

async function fillValidForm(page: Page, teamName: string) {
  await page.locator('#reg-name').fill('Julie Desrosiers')
  await page.locator('#reg-phone').fill('450 555-0199')
  await page.locator('#reg-email').fill('julie.abuse@example.org')
  await page.locator('#reg-season').selectOption('2025W')
  await page.locator('#reg-division').selectOption('W2')
  await page.locator('#reg-teamName').fill(teamName)
  await page.locator('#players-0-firstName').fill('Ana')
  await page.locator('#players-0-lastName').fill('Lima')
  await page.locator('#players-0-dob').fill('1995-03-02')
  await page.locator('#players-0-tel').fill('514 555-0101')
  await page.locator('#players-0-email').fill('ana.abuse@example.org')
  await page.locator('#players-0-isCaptain').check()
  await page.locator('#reg-terms').check()
}

/** The form's first time, as the server signed it into the page. */
const startedAt = (page: Page) => page.locator(`input[name="${FILL_TIME_FIELD}"]`).inputValue()

test('a post from another site’s form is refused in the visitor’s language, with the typed values kept', async ({
  page,
}) => {
  await page.goto(evilURL)
  await page.getByRole('button', { name: 'Claim your prize' }).click()
  await expect(page).toHaveURL(`${site.baseURL}/registration?lang=en`)
  const banner = page.getByTestId('status-banner')
  await expect(banner).toContainText('Form sent from another site')
  await expect(banner).toContainText('registrations must be sent from this site')
  await expect(page.locator('#reg-teamName')).toHaveValue('Gagnants du concours')
  await expect(page.locator('#reg-name')).toHaveValue("Quelqu'un")
})

test('without JavaScript, a form posted too soon is refused politely and keeps its first time', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP })
  const page = await context.newPage()
  // The form's first time is stamped while the server renders it: after `asked`, before `loaded`.
  const asked = Date.now()
  await page.goto(`${site.baseURL}/registration?lang=fr`)
  const served = await startedAt(page)
  await fillValidForm(page, 'Les Pressés')
  expect(Date.now() - asked).toBeLessThan(MIN_FILL_SECONDS * 1000)
  await page.getByTestId('submit-registration').click()

  const banner = page.getByTestId('status-banner')
  await expect(banner).toContainText('Inscription non envoyée')
  await expect(banner).toContainText('Vos réponses sont conservées')
  await expect(banner).not.toContainText(/vite|rapide|robot/i)
  await expect(page.locator('#reg-teamName')).toHaveValue('Les Pressés')
  await expect(page.locator('#players-0-email')).toHaveValue('ana.abuse@example.org')

  // The page shown again kept the form's first time: a person's pace later, it is saved.
  expect(await startedAt(page)).toBe(served)
  await context.close()
})

test('with JavaScript, a form posted too soon gets the same polite toast and keeps its first time', async ({
  page,
}) => {
  const asked = Date.now()
  await page.goto(`${site.baseURL}/registration?lang=en`)
  const served = await startedAt(page)
  await expect(page.getByTestId('registration-form')).toHaveAttribute('data-enhanced', 'true')
  await fillValidForm(page, 'The Hasty Ones')
  expect(Date.now() - asked).toBeLessThan(MIN_FILL_SECONDS * 1000)
  await page.getByTestId('submit-registration').click()
  await expect(page.getByText('Registration not sent')).toBeVisible()
  await expect(page.getByText('Your answers are kept')).toBeVisible()
  await expect(page.locator('#reg-teamName')).toHaveValue('The Hasty Ones')

  // The form keeps its first time for the next post: a person's pace later, it is saved.
  expect(await startedAt(page)).toBe(served)
})
