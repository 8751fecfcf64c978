// The console's discipline page on a phone, seen through the public standings' suspensions and
// fines.
import { type Page } from '@playwright/test'

import { PHONE, expectNoAxeViolations, expectNoHorizontalOverflow } from './fixtures.ts'
import { leagueServerForBlock } from './support/block-server.ts'
import { signInAsOperator } from './support/console-session.ts'
import { exampleLeagueTree, startLeagueServer } from './support/league-server.ts'
import { expect, test } from './support/shared-servers.ts'

test.use({ viewport: PHONE })
test.describe.configure({ mode: 'serial' })

const server = leagueServerForBlock(() => startLeagueServer({ tree: exampleLeagueTree() }), {
  startTimeoutMs: 120_000,
})

const signIn = (page: Page) =>
  signInAsOperator(page, server, { email: 'lea@example.org', name: 'Léa Roy' })

const publicSection = async (page: Page, id: 'suspensions' | 'team-fines') => {
  await page.goto(`${server.baseURL}/standings?division=M1`)
  return page.locator(`section[aria-labelledby="${id}-title"]`).innerText()
}

test('an operator suspends, lifts, fines and records a payment, and the public page follows', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signIn(page)
  expect(await publicSection(page, 'suspensions')).toContain('Sami Haddad')
  await page.goto(`${server.baseURL}/admin/discipline`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suspensions et amendes')
  await expect(page.getByTestId('admin-suspensions')).toContainText('Sami Haddad')
  await expectNoHorizontalOverflow(page)
  await expectNoAxeViolations(page)

  // The browser checks the form before posting: nothing is sent without a player and a reason.
  const suspend = page.locator('#suspend')
  await suspend.getByRole('button', { name: 'Suspendre' }).click()
  await expect(suspend.getByText('Ce champ est obligatoire.').first()).toBeVisible()
  await expect(page.getByLabel('Joueur', { exact: true })).toHaveAttribute('aria-invalid', 'true')

  await page.getByLabel('Joueur', { exact: true }).selectOption({ label: 'Marc Tremblay' })
  await page.getByLabel('Motif', { exact: true }).fill('Carton rouge')
  await page.getByLabel('Matchs de suspension', { exact: true }).fill('2')
  await page.getByLabel('Amende du joueur en dollars (facultatif)', { exact: true }).fill('30')
  await suspend.getByRole('button', { name: 'Suspendre' }).click()
  await expect(page.getByRole('status')).toHaveText(/Le joueur est suspendu/)
  await expect(page.getByTestId('admin-suspensions')).toContainText('Marc Tremblay')

  await page.getByRole('button', { name: 'Lever la suspension de Sami Haddad' }).click()
  await expect(page.getByRole('status')).toHaveText('La suspension est levée.')
  await expect(page.getByTestId('admin-suspensions')).not.toContainText('Sami Haddad')

  const fine = page.locator('#fine')
  await fine.getByLabel('Équipe', { exact: true }).selectOption('T10')
  await fine.getByLabel('Montant en dollars', { exact: true }).fill('50')
  await fine.getByLabel('Note (facultatif)', { exact: true }).fill('Forfait')
  await fine.getByRole('button', { name: 'Ajouter l’amende' }).click()
  await expect(page.getByRole('status')).toHaveText(/L’amende est ajoutée/)

  const stLaurent = page.getByTestId('admin-fines').locator('li', { hasText: 'St. Laurent' })
  await stLaurent.getByRole('combobox').selectOption('Paid')
  await stLaurent.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(page.getByRole('status')).toHaveText('Le paiement de l’amende est enregistré.')

  await expect
    .poll(() => publicSection(page, 'suspensions'), { timeout: 15_000 })
    .toContain('Marc Tremblay')
  const suspensions = await publicSection(page, 'suspensions')
  expect(suspensions).not.toContain('Sami Haddad')
  const fines = await publicSection(page, 'team-fines')
  expect(fines).toMatch(/Les Lions[\s\S]*50,00\s\$/)
  expect(fines).toMatch(/St\. Laurent United[\s\S]*Payée/)

  await page.goto(`${server.baseURL}/admin/audit`)
  for (const action of [
    'Joueur suspendu',
    'Suspension levée',
    'Amende ajoutée',
    'Paiement d’amende',
  ])
    await expect(page.getByText(action).first()).toBeVisible()
})

test('the page reads in English, and a refused change says why and keeps what was typed', async ({
  page,
}) => {
  await signIn(page)
  await page.goto(`${server.baseURL}/admin/discipline?lang=en`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suspensions and fines')
  // A player who left the roster since the page was drawn: the writer refuses, nothing is lost.
  await page.getByLabel('Player', { exact: true }).selectOption({ label: 'Julien Roy' })
  await page.getByLabel('Reason in French', { exact: true }).fill('Carton rouge')
  await page.evaluate(() => {
    const select = document.querySelector<HTMLSelectElement>('#suspend select')!
    select.options[select.selectedIndex]!.value = 'P404'
  })
  await page.locator('#suspend').getByRole('button', { name: 'Suspend' }).click()
  await expect(page.getByRole('alert')).toHaveText(/Nothing was saved: “P404” is not on the roster/)
  await expect(page.getByLabel('Reason in French', { exact: true })).toHaveValue('Carton rouge')
  await expectNoAxeViolations(page)
})

test('without a session, from another origin or without the form token, nothing is written', async ({
  page,
  request,
}) => {
  const anonymous = await request.get(`${server.baseURL}/admin/discipline`, { maxRedirects: 0 })
  expect(anonymous.status()).toBe(302)
  expect(anonymous.headers()['location']).toBe('/admin/sign-in')
  expect(anonymous.headers()['cache-control']).toBe('no-store')
  const post = (headers: Record<string, string>, form: Record<string, string>) =>
    page.request.post(`${server.baseURL}/admin/discipline`, { headers, form, maxRedirects: 0 })
  const lift = { intent: 'lift', playerId: 'P100' }
  expect((await post({ Origin: server.baseURL }, lift)).status()).toBe(401)

  await signIn(page)
  await page.goto(`${server.baseURL}/admin/audit`)
  const changes = await page.getByTestId('audit-entry').count()
  await page.goto(`${server.baseURL}/admin/discipline`)
  const csrf = await page.locator('input[name="csrf"]').first().inputValue()
  expect((await post({ Origin: 'https://evil.example' }, { ...lift, csrf })).status()).toBe(403)
  expect((await post({ Origin: server.baseURL }, lift)).status()).toBe(403)
  expect((await post({ Origin: server.baseURL }, { ...lift, csrf, intent: 'drop' })).status()).toBe(
    400,
  )
  await page.goto(`${server.baseURL}/admin/audit`)
  await expect(page.getByTestId('audit-entry')).toHaveCount(changes)
})
