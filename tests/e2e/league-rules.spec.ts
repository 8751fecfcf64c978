// A league's own rules (docs/deploy.md#league-rules), and a refused start on a profile whose rules
// do not parse.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { expectNoAxeViolations } from './fixtures.ts'
import { type SiteServer, startSiteServer } from './registration-server.ts'
import { expect, test } from './support/shared-servers.ts'

const SECOND = 'app/league-profile/fixtures/second-league.json'
const EMAIL = 'hello@pcfl.example'

const EXPECTED = {
  fr: {
    title: 'Règlements de la LCFP',
    sections: ['Équipes', 'Temps de jeu'],
    reminders: 'Les essentiels',
    bundled: ['Règlements de la ligue', 'Cartons jaunes', 'À retenir', 'hors-jeu'],
  },
  en: {
    title: 'PCFL Laws of the Game',
    sections: ['Teams', 'Playing Time'],
    reminders: 'The Essentials',
    bundled: ['League Rules and Regulations', 'Yellow Cards', 'Key Reminders', 'offside'],
  },
} as const

test.describe('a league profile with its own rules', () => {
  // One worker runs the block's tests in turn: its server is started once, not once per worker.
  test.describe.configure({ mode: 'default' })
  let site: SiteServer

  test.beforeAll(async () => {
    site = await startSiteServer({
      name: 'league-rules',
      env: { LEAGUE_PROFILE: SECOND, CONTACT_EMAIL: EMAIL },
    })
  })
  test.afterAll(async () => site?.stop())

  for (const lang of ['fr', 'en'] as const) {
    test(`the rules page shows the league’s rules and none of the bundled ones (${lang})`, async ({
      page,
    }) => {
      const expected = EXPECTED[lang]
      const response = await page.goto(`${site.baseURL}/rules?lang=${lang}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.title)
      await expect(page).toHaveTitle(`${expected.title} · ${lang === 'fr' ? 'LCFP' : 'PCFL'}`)
      const contents = page.getByRole('navigation', {
        name: lang === 'fr' ? 'Sommaire' : 'Contents',
      })
      await expect(contents.getByRole('link')).toHaveText(
        expected.sections.map((title, index) => `${index + 1}.${title}`),
      )
      await expect(page.locator('main section')).toHaveCount(2)
      await expect(page.getByTestId('key-reminders')).toContainText(expected.reminders)
      await expect(page.getByTestId('key-reminders').getByRole('listitem')).toHaveCount(3)
      await expect(page.locator('main').getByRole('link', { name: EMAIL })).toHaveAttribute(
        'href',
        `mailto:${EMAIL}`,
      )
      const description = await page.locator('meta[name="description"]').getAttribute('content')
      expect(description).toContain(EMAIL)
      const main = (await page.locator('main').textContent()) ?? ''
      for (const text of expected.bundled) expect(main, text).not.toContain(text)
      // The state's markup is the same in both languages: axe once.
      if (lang === 'en') await expectNoAxeViolations(page)
    })
  }

  test('a client-side navigation to the rules loads the league’s rules', async ({ page }) => {
    await page.goto(`${site.baseURL}/standings?lang=en`)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    await nav.getByTestId('nav-more').locator('summary').click()
    await nav.getByRole('link', { name: 'Rules' }).click()
    await expect(page).toHaveURL(/\/rules\?lang=en$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(EXPECTED.en.title)
  })

  test('the rules page is kept and revalidated like every page', async ({ request }) => {
    const first = await request.get(`${site.baseURL}/rules?lang=en`)
    const etag = first.headers()['etag']
    expect(etag).toBeTruthy()
    const again = await request.get(`${site.baseURL}/rules?lang=en`, {
      headers: { 'If-None-Match': etag! },
    })
    expect(again.status()).toBe(304)
  })
})

test('the server refuses to start on a profile whose rules file is missing', async () => {
  const folder = mkdtempSync(path.resolve('tests/.tmp/league-rules-'))
  try {
    const profile = JSON.parse(readFileSync(SECOND, 'utf8')) as Record<string, unknown>
    mkdirSync(path.join(folder, 'rules'))
    writeFileSync(path.join(folder, 'rules/fr.md'), '# Règles\n\n## Jeu\n\n- Franc jeu.\n')
    const file = path.join(folder, 'league.json')
    writeFileSync(
      file,
      JSON.stringify({ ...profile, rules: { fr: 'rules/fr.md', en: 'rules/en.md' } }),
    )
    const started = startSiteServer({ name: 'league-rules-missing', env: { LEAGUE_PROFILE: file } })
    await expect(started).rejects.toThrow(
      `league profile ${file}: rules.en ${path.join(folder, 'rules/en.md')}: no such file`,
    )
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
})
