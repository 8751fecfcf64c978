// Team registration end to end (docs/product.md#registration), with and without JavaScript, to a
// real SMTP server.
import { type Page } from '@playwright/test'

import { DESKTOP, PHONE } from './fixtures.ts'
import {
  CONTACT_EMAIL,
  type SiteServer,
  type SmtpSink,
  exportedRegistrations,
  startSiteServer,
  startSmtpSink,
} from './registration-server.ts'
import { expect, test } from './support/shared-servers.ts'

test.describe.configure({ mode: 'serial' })

let smtp: SmtpSink
let site: SiteServer

test.beforeAll(async () => {
  test.setTimeout(120_000)
  smtp = await startSmtpSink()
  site = await startSiteServer({ smtpUrl: smtp.url, name: 'main' })
})

test.afterAll(async () => {
  await site?.stop()
  await smtp?.close()
})

test.use({ viewport: DESKTOP })

type Person = { firstName: string; lastName: string; dob?: string; tel?: string; email?: string }

/** Values unique to this run, so a leak anywhere is easy to spot. */
const TEAM = {
  contact: { name: 'Julie Desrosiers', phone: '450 555-0199', email: 'julie.qa@example.org' },
  season: '2025W',
  division: 'W2',
  teamName: 'Les Comètes QA',
  jerseyColor: 'Turquoise',
  pastLeague: 'Ligue du Nord QA',
  unavailableDays: 'Pas le vendredi',
  notes: 'Merci pour la saison!',
  captain: {
    firstName: 'Ana',
    lastName: 'Lima-QA',
    dob: '1995-03-02',
    tel: '514 555-0101',
    email: 'ana.captain.qa@example.org',
  },
  player: { firstName: 'Zoé', lastName: 'Gagnon-QA' },
  goalkeeper: {
    firstName: 'Léa',
    lastName: 'Côté-QA',
    dob: '1990-07-21',
    tel: '438 555-0177',
    email: '',
  },
}

/** Opens the form and waits until React runs it (before that, buttons post to the server). */
async function openForm(page: Page, lang: 'fr' | 'en', baseURL = site.baseURL) {
  await page.goto(`${baseURL}/registration?lang=${lang}`)
  await expect(page.getByTestId('registration-form')).toHaveAttribute('data-enhanced', 'true')
}

async function fillPerson(
  page: Page,
  group: 'players' | 'goalkeepers',
  index: number,
  person: Person,
) {
  await page.locator(`#${group}-${index}-firstName`).fill(person.firstName)
  await page.locator(`#${group}-${index}-lastName`).fill(person.lastName)
  if (person.dob) await page.locator(`#${group}-${index}-dob`).fill(person.dob)
  if (person.tel) await page.locator(`#${group}-${index}-tel`).fill(person.tel)
  if (person.email) await page.locator(`#${group}-${index}-email`).fill(person.email)
}

/** Fills the whole form (with JavaScript on, rows are added in place; off, through the action). */
async function fillValidForm(page: Page, team = TEAM, options: { terms?: boolean } = {}) {
  await page.locator('#reg-name').fill(team.contact.name)
  await page.locator('#reg-phone').fill(team.contact.phone)
  await page.locator('#reg-email').fill(team.contact.email)
  await page.locator('#reg-season').selectOption(team.season)
  await page.locator('#reg-division').selectOption(team.division)
  await page.locator('#reg-teamName').fill(team.teamName)
  await page.locator('#reg-jerseyColor').fill(team.jerseyColor)
  await page.locator('#reg-pastLeague').fill(team.pastLeague)
  await page.locator('#reg-unavailableDays').fill(team.unavailableDays)
  await page.locator('#reg-notes').fill(team.notes)
  await fillPerson(page, 'players', 0, team.captain)
  await page.locator('#players-0-isCaptain').check()
  await page.getByTestId('add-players').click()
  await expect(page.locator('#players-1-firstName')).toBeVisible()
  await fillPerson(page, 'players', 1, team.player)
  await fillPerson(page, 'goalkeepers', 0, team.goalkeeper)
  if (options.terms !== false) await page.locator('#reg-terms').check()
}

/** The mails to registrants (the league's contact address also hears of each registration). */
const confirmations = () => smtp.messages.filter((mail) => !mail.to.includes(CONTACT_EMAIL))

async function waitForMail(count: number) {
  await expect.poll(() => confirmations().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count)
  return confirmations()[count - 1]!
}

test('a full valid registration is saved with every field, confirmed by e-mail, and the form is cleared', async ({
  page,
}) => {
  await openForm(page, 'en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Team registration')
  await fillValidForm(page)
  await page.getByTestId('submit-registration').click()

  await expect(page.getByText('Registration submitted', { exact: true })).toBeVisible()
  await expect(page.getByText('Your registration has been submitted successfully.')).toBeVisible()
  // Success clears the form.
  await expect(page.locator('#reg-name')).toHaveValue('')
  await expect(page.locator('#reg-teamName')).toHaveValue('')
  await expect(page.locator('#players-1-firstName')).toHaveCount(0)
  await expect(page.locator('#reg-terms')).not.toBeChecked()
  await expect(page.locator('#reg-season')).toHaveValue('2025W')

  const saved = (await exportedRegistrations(site.dataDir)).find(
    (r) => r.teamName === TEAM.teamName,
  )
  expect(saved).toBeTruthy()
  expect(saved).toMatchObject({
    language: 'en',
    status: 'pending',
    name: TEAM.contact.name,
    phone: TEAM.contact.phone,
    email: TEAM.contact.email,
    season: '2025W',
    seasonId: '2025W',
    seasonNameE: 'Winter 2025-26',
    seasonNameF: 'Hiver 2025-26',
    division: 'W2',
    divisionNameE: expect.any(String),
    divisionNameF: expect.any(String),
    divisionType: expect.any(String),
    divisionSex: 'women',
    teamName: TEAM.teamName,
    jerseyColor: TEAM.jerseyColor,
    unavailableDays: TEAM.unavailableDays,
    pastLeague: TEAM.pastLeague,
    notes: TEAM.notes,
    noUniforms: false,
    promoCode: '',
    players: [
      { ...TEAM.captain, isCaptain: true },
      { ...TEAM.player, dob: '', tel: '', email: '', isCaptain: false },
    ],
    goalkeepers: [{ ...TEAM.goalkeeper, isCaptain: false }],
  })
  // Stored as epoch milliseconds (record.test.ts), exported as an ISO instant.
  expect(Date.parse(String(saved!.submittedAt))).not.toBeNaN()
  for (const field of ['divisionNameE', 'divisionNameF']) expect(String(saved![field])).not.toBe('')

  // The confirmation goes to the captain, greets the captain, names the team and the season.
  const mail = await waitForMail(1)
  expect(mail.to).toEqual([TEAM.captain.email])
  expect(mail.from).toBe('no-reply@example.org')
  expect(mail.text).toContain(`Hello ${TEAM.captain.firstName} ${TEAM.captain.lastName},`)
  expect(mail.text).toContain(TEAM.teamName)
  expect(mail.text).toContain('Winter 2025-26')
  expect(mail.text).toContain('$500.00')
  expect(mail.text).toContain(CONTACT_EMAIL)
})

test.describe('validation with JavaScript', () => {
  test('an unticked terms box shows the "Agreement required" toast', async ({ page }) => {
    await openForm(page, 'en')
    await fillValidForm(page, TEAM, { terms: false })
    await page.getByTestId('submit-registration').click()
    await expect(page.getByText('Agreement required', { exact: true })).toBeVisible()
    await expect(page.getByText('To correct: acceptance of the regulations.')).toBeVisible()
    await expect(page.locator('#reg-terms')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator('#reg-terms')).toBeFocused()
    // What was typed stays.
    await expect(page.locator('#reg-teamName')).toHaveValue(TEAM.teamName)
  })

  test('missing required fields show the toast, a message next to each field, and focus the first', async ({
    page,
  }) => {
    await openForm(page, 'en')
    await page.locator('#reg-phone').fill('514 555-0123')
    await page.locator('#reg-terms').check()
    await page.getByTestId('submit-registration').click()
    await expect(page.getByText('Missing required fields', { exact: true })).toBeVisible()
    // The toast names what is missing, in form order (not only the terms, not a generic line).
    await expect(page.locator('[data-sonner-toast] [data-description]')).toHaveText(
      'To correct: Full name, Email, Division and Team name.',
    )
    const name = page.locator('#reg-name')
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveAttribute('aria-describedby', 'reg-name-error')
    await expect(page.locator('#reg-name-error')).toHaveText('This field is required.')
    await expect(page.locator('#reg-teamName-error')).toHaveText('This field is required.')
    await expect(page.locator('#reg-division-error')).toBeVisible()
    await expect(name).toBeFocused()
    await expect(page.locator('#reg-phone')).toHaveValue('514 555-0123')
    await expect(page.locator('#reg-phone')).not.toHaveAttribute('aria-invalid', 'true')
    // Typing in a field clears its message.
    await name.fill('Julie')
    await expect(page.locator('#reg-name-error')).toHaveCount(0)
  })

  test('the toasts are in Québec French on the French page', async ({ page }) => {
    await openForm(page, 'fr')
    await page.getByTestId('submit-registration').click()
    // Submitted empty: the missing fields come first, named, the terms among them.
    await expect(page.getByText('Champs obligatoires manquants', { exact: true })).toBeVisible()
    await expect(
      page.getByText(
        /^À corriger\s: Nom complet, Téléphone, Courriel, Division, Nom de l’équipe et acceptation des règlements\.$/,
      ),
    ).toBeVisible()
    await fillValidForm(page, TEAM, { terms: false })
    await page.getByTestId('submit-registration').click()
    await expect(page.getByText('Acceptation requise', { exact: true })).toBeVisible()
    await expect(page.getByText('À corriger : acceptation des règlements.')).toBeVisible()
  })

  for (const viewport of [PHONE, DESKTOP]) {
    test(`the toast of an empty submit never covers the form's top or the field in error (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await openForm(page, 'fr')
      await page.getByTestId('submit-registration').click()
      const toast = page.locator('[data-sonner-toast]')
      await expect(toast).toBeVisible()
      await expect(page.locator('#reg-name')).toBeFocused()
      // Let the scroll to the first field and the toast's entrance settle.
      await page.waitForTimeout(800)
      const box = (await toast.boundingBox())!
      const field = (await page.locator('#reg-name').boundingBox())!
      const overlaps = (a: typeof box, b: typeof box) =>
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
      expect(overlaps(box, field)).toBe(false)
      // In the lower part of the screen, away from the form's first fields and the header.
      expect(box.y).toBeGreaterThan(viewport.height / 2)
      if (viewport.width >= 1024) {
        // Beside the form on a wide screen, not over it.
        const form = (await page.getByTestId('registration-form').boundingBox())!
        expect(box.x).toBeGreaterThanOrEqual(form.x + form.width)
      }
    })
  }

  test('an invalid e-mail and a second captain get their own messages', async ({ page }) => {
    await openForm(page, 'en')
    await fillValidForm(page)
    await page.locator('#reg-email').fill('julie@')
    await page.getByTestId('submit-registration').click()
    await expect(page.getByText('Check the form', { exact: true })).toBeVisible()
    await expect(page.locator('#reg-email-error')).toContainText('valid email address')
    await expect(page.locator('#reg-email')).toBeFocused()
    // Ticking another captain box unticks the first: one captain per team.
    await page.locator('#players-1-isCaptain').check()
    await expect(page.locator('#players-0-isCaptain')).not.toBeChecked()
  })

  test('Reset stands apart from Submit on a phone: smaller, below a rule, not next to it', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE)
    await openForm(page, 'fr')
    const submit = (await page.getByTestId('submit-registration').boundingBox())!
    const reset = (await page.getByTestId('reset-registration').boundingBox())!
    expect(reset.y).toBeGreaterThanOrEqual(submit.y + submit.height + 24)
    expect(reset.width).toBeLessThan(submit.width / 2)
    await page.setViewportSize(DESKTOP)
    const wideSubmit = (await page.getByTestId('submit-registration').boundingBox())!
    const wideReset = (await page.getByTestId('reset-registration').boundingBox())!
    // Far apart on a wide screen: Reset at the left end, Submit at the right end.
    expect(wideSubmit.x - (wideReset.x + wideReset.width)).toBeGreaterThan(200)
  })

  test('Reset asks for confirmation, then clears the form', async ({ page }) => {
    await openForm(page, 'en')
    await page.locator('#reg-name').fill('Someone')
    await page.getByTestId('add-goalkeepers').click()
    await expect(page.locator('#goalkeepers-1-firstName')).toBeFocused()
    await page.getByRole('button', { name: 'Reset' }).click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toContainText('Clear the form?')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.locator('#reg-name')).toHaveValue('Someone')
    await page.getByRole('button', { name: 'Reset' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Clear the form' }).click()
    await expect(page.locator('#reg-name')).toHaveValue('')
    await expect(page.locator('#goalkeepers-1-firstName')).toHaveCount(0)
    await expect(page.locator('#reg-name')).toBeFocused()
  })
})

test.describe('without JavaScript', () => {
  test('field errors come back in a banner and next to the fields, with the typed values kept', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP })
    const page = await context.newPage()
    await page.goto(`${site.baseURL}/registration?lang=en`)
    await expect(page.getByTestId('registration-form')).not.toHaveAttribute('data-enhanced', 'true')
    await page.locator('#reg-name').fill('Marc Nojs')
    await page.locator('#reg-email').fill('marc@')
    await page.locator('#players-0-firstName').fill('Sami')
    await page.locator('#reg-notes').fill('Ligne 1\nLigne 2')
    await page.locator('#reg-terms').check()
    await page.getByTestId('submit-registration').click()

    const banner = page.getByTestId('status-banner')
    await expect(banner).toContainText('Missing required fields')
    await expect(banner).toContainText('Please fill in all required fields.')
    await expect(banner.getByRole('link', { name: /Team name/ })).toHaveAttribute(
      'href',
      '#reg-teamName',
    )
    await expect(page.locator('#reg-name')).toHaveValue('Marc Nojs')
    await expect(page.locator('#reg-email')).toHaveValue('marc@')
    await expect(page.locator('#reg-email')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator('#reg-email-error')).toContainText('valid email address')
    await expect(page.locator('#players-0-firstName')).toHaveValue('Sami')
    await expect(page.locator('#players-0-lastName-error')).toHaveText('This field is required.')
    await expect(page.locator('#reg-notes')).toHaveValue('Ligne 1\nLigne 2')
    await expect(page.locator('#reg-terms')).toBeChecked()
    await context.close()
  })

  test('a valid registration posts, lands on a success banner, and is saved', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP })
    const page = await context.newPage()
    await page.goto(`${site.baseURL}/registration?lang=fr`)
    const team = {
      ...TEAM,
      teamName: 'Les Sans-Script QA',
      contact: { ...TEAM.contact, email: 'nojs.qa@example.org' },
      // Another captain address: one address gets at most one e-mail an hour.
      captain: { ...TEAM.captain, email: 'ana.nojs.qa@example.org' },
    }
    // Adding a row is a round trip to the action; what was typed comes back.
    await page.locator('#reg-name').fill(team.contact.name)
    await fillValidForm(page, team)
    await page.getByTestId('submit-registration').click()

    await expect(page).toHaveURL(/\/registration\?submitted=1$/)
    const banner = page.getByTestId('status-banner')
    await expect(banner).toContainText('Inscription envoyée')
    await expect(banner).toContainText('Votre inscription a été envoyée avec succès.')
    await expect(page.locator('#reg-name')).toHaveValue('')

    const saved = (await exportedRegistrations(site.dataDir)).find(
      (r) => r.teamName === team.teamName,
    )
    expect(saved).toMatchObject({
      language: 'fr',
      status: 'pending',
      email: team.contact.email,
      division: 'W2',
    })
    expect((saved!.players as unknown[]).length).toBe(2)
    const mail = await waitForMail(2)
    expect(mail.to).toEqual([team.captain.email])
    expect(mail.text).toContain(`Bonjour ${TEAM.captain.firstName} ${TEAM.captain.lastName},`)
    expect(mail.text).toContain('Hiver 2025-26')
    expect(mail.text).toContain('500,00 $')
    await context.close()
  })
})

test.describe('the e-mail endpoint', () => {
  test('answers every address alike, refuses a wrong method and bad JSON, and sends nothing', async ({
    request,
  }) => {
    const before = confirmations().length
    const url = `${site.baseURL}/api/send-registration-email`
    const unknown = await request.post(url, {
      data: {
        to: 'stranger@example.org',
        playerName: 'X',
        teamName: 'Y',
        seasonName: 'Winter 2025-26',
      },
    })
    expect(unknown.status()).toBe(202)
    expect(await unknown.json()).toEqual({ status: 'accepted' })
    expect((await request.get(url)).status()).toBe(405)
    const bad = await request.post(url, {
      data: '{"to":',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(bad.status()).toBe(400)
    // The captain of the registration above was already confirmed: once per registration, and
    // the answer is the stranger's, word for word.
    const again = await request.post(url, {
      data: { to: TEAM.captain.email, playerName: 'X', teamName: 'Y', seasonName: 'Z' },
    })
    expect(again.status()).toBe(202)
    expect(await again.text()).toBe(JSON.stringify({ status: 'accepted' }))
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(confirmations().length).toBe(before)
  })
})

test('no public route or asset returns registration data', async ({ request }) => {
  // ~110 pages rendered once each (every link of three pages): slow on a loaded 2-core machine.
  test.setTimeout(90_000)
  const secrets = [
    TEAM.teamName,
    TEAM.contact.email,
    TEAM.captain.email,
    TEAM.captain.lastName,
    TEAM.goalkeeper.lastName,
    'Les Sans-Script QA',
    TEAM.contact.phone,
  ]
  const paths = new Set([
    '/',
    '/standings',
    '/preseason',
    '/rules',
    '/registration',
    '/registration?lang=en',
    '/registration.data',
    '/_root.data',
    '/privacy-policy',
    '/terms-of-use',
    '/cookies',
    '/healthz',
    '/api/send-registration-email',
    '/not-a-page',
    '/__manifest',
    '/sitemap.xml',
    '/robots.txt',
  ])
  // Every same-origin link and asset the pages point at, one level deep.
  for (const start of ['/', '/registration', '/standings']) {
    const html = await (await request.get(`${site.baseURL}${start}`)).text()
    for (const match of html.matchAll(/(?:href|src)="(\/[^"#]*)"/g))
      paths.add(match[1]!.replace(/&amp;/g, '&'))
  }
  for (const path of paths) {
    const response = await request.get(`${site.baseURL}${path}`)
    const body = await response.text()
    for (const secret of secrets)
      expect(body, `${path} must not contain ${secret}`).not.toContain(secret)
  }
})

// The form, blank and with its errors, is held to axe in both themes by the accessibility sweep
// (accessibility.spec.ts), and so is the closed notice (the shared webServer's /registration).
test.describe('layout', () => {
  test('on a 390 px phone the page does not scroll sideways and buttons are big enough to tap', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    await openForm(page, 'fr')
    await page.getByTestId('add-players').click()
    await page.getByTestId('submit-registration').click()
    await expect(page.locator('#reg-name-error')).toBeVisible()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    for (const target of [
      page.getByTestId('submit-registration'),
      page.getByTestId('add-players'),
      page.locator('#reg-name'),
    ]) {
      const box = await target.boundingBox()
      expect(box!.height).toBeGreaterThanOrEqual(44)
    }
    await expect(page.getByTestId('league-info')).toContainText('500,00 $')
    // The league profile's facts: the season's games and each venue's street address.
    await expect(page.getByTestId('league-info')).toContainText('16 matchs de 2 × 25 minutes')
    await expect(page.getByTestId('venue-address').first()).toHaveText(
      '100 rue de l’Exemple, Laval QC H7X 0A1',
    )
    // The town and its postal code stay on one line (« H7X » over « 0A1 » was a slip).
    const towns = await page.locator('[data-address-town]').all()
    expect(towns.length).toBeGreaterThan(0)
    for (const town of towns)
      expect(await town.evaluate((element) => element.getClientRects().length)).toBe(1)
    await context.close()
  })
})

test('an address that posts too often gets 429, whatever X-Forwarded-For it sends', async ({
  request,
}) => {
  const form = {
    name: 'Flood QA',
    phone: '514 555-0000',
    email: 'flood.qa@example.org',
    season: '2025W',
    division: 'W2',
    teamName: 'Flood QA',
    terms: 'on',
    js: '1',
  }
  let limited
  for (let attempt = 0; attempt < 15 && !limited; attempt++) {
    // A new forwarded address each time: with no TRUST_PROXY, the connection's address counts.
    const response = await request.post(`${site.baseURL}/registration?lang=en`, {
      form,
      maxRedirects: 0,
      headers: { 'X-Forwarded-For': `198.51.100.${attempt + 1}` },
    })
    if (response.status() === 429) limited = response
    else expect(response.status()).toBeLessThan(400)
  }
  expect(limited, 'the submissions limit was never reached').toBeTruthy()
  expect(limited!.headers()['retry-after']).toBeTruthy()
})

test.describe('when the mail server is down', () => {
  let offline: SiteServer

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    // A port nothing listens on: every SMTP connection is refused.
    const closed = await startSmtpSink()
    const url = closed.url
    await closed.close()
    offline = await startSiteServer({ smtpUrl: url, name: 'offline' })
  })

  test.afterAll(async () => {
    await offline?.stop()
  })

  test('the registration is still saved, the visitor gets the success toast, and a warning is logged', async ({
    page,
  }) => {
    await openForm(page, 'en', offline.baseURL)
    const team = { ...TEAM, teamName: 'Les Hors-Ligne QA' }
    await fillValidForm(page, team)
    await page.getByTestId('submit-registration').click()
    await expect(page.getByText('Registration submitted', { exact: true })).toBeVisible()
    const saved = (await exportedRegistrations(offline.dataDir)).find(
      (r) => r.teamName === team.teamName,
    )
    expect(saved).toMatchObject({ status: 'pending', teamName: team.teamName })
    await expect
      .poll(() => offline.stderr(), { timeout: 15_000 })
      .toContain('registration e-mail failed')
    const warning = offline
      .stderr()
      .split('\n')
      .find((line) => line.includes('registration e-mail failed'))!
    expect(JSON.parse(warning)).toMatchObject({ level: 'warn', msg: 'registration e-mail failed' })
  })
})

test.describe('when registration is closed (REGISTRATION_OPEN=false)', () => {
  let closed: SiteServer

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    closed = await startSiteServer({ name: 'closed', registrationOpen: false })
  })

  test.afterAll(async () => {
    await closed?.stop()
  })

  test.describe(() => {
    // Reads the server-rendered page only: no script to load and run.
    test.use({ javaScriptEnabled: false })

    for (const [lang, title] of [
      ['fr', /Les inscriptions .*sont fermées/],
      ['en', /Registration .*is closed/],
    ] as const) {
      test(`the page shows the closed notice and the league information, no form (${lang})`, async ({
        page,
      }) => {
        const response = await page.goto(`${closed.baseURL}/registration?lang=${lang}`)
        expect(response?.status()).toBe(200)
        const notice = page.getByTestId('registration-closed')
        await expect(notice.getByRole('heading', { level: 2 })).toHaveText(title)
        await expect(notice.getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute(
          'href',
          `mailto:${CONTACT_EMAIL}`,
        )
        await expect(page.getByTestId('league-info')).toBeVisible()
        await expect(page.getByTestId('registration-form')).toHaveCount(0)
        await expect(page.locator('main').locator('input, select, textarea')).toHaveCount(0)
      })
    }
  })

  test('a post is refused with 403 and a message in the visitor’s language, and nothing is saved', async ({
    request,
  }) => {
    const form = {
      name: 'Fermé QA',
      phone: '450 555-0199',
      email: 'ferme.qa@example.org',
      season: '2025W',
      division: 'W2',
      teamName: 'Les Fermées QA',
      terms: 'on',
      'players[0].firstName': 'Ana',
      'players[0].lastName': 'Lima',
    }
    for (const [lang, words] of [
      ['fr', 'celle-ci n’a pas été enregistrée'],
      ['en', 'this one was not saved'],
    ] as const) {
      const page = await request.post(`${closed.baseURL}/registration?lang=${lang}`, { form })
      expect(page.status()).toBe(403)
      expect(await page.text()).toContain(words)
      const data = await request.post(`${closed.baseURL}/registration.data?lang=${lang}`, {
        form: { ...form, js: '1' },
      })
      expect(data.status()).toBe(403)
      expect(await data.text()).toContain('closed')
    }
    expect(await exportedRegistrations(closed.dataDir)).toEqual([])
  })
})
