// docs/decisions/0020-firefox-and-webkit-smoke.md
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'

import { type SmokeBrowser, shown, waitFor } from './smoke-browser.ts'

async function firstLink(baseURL: string, from: string, pattern: RegExp): Promise<string> {
  const html = await (await fetch(`${baseURL}${from}`)).text()
  const href = [...html.matchAll(/href="([^"]+)"/g)]
    .map((match) => match[1]!.replaceAll('&amp;', '&'))
    .find((candidate) => pattern.test(candidate))
  if (!href) throw new Error(`no link matching ${pattern} on ${from}`)
  return href
}

type PageKind = { name: string; path: (baseURL: string) => string | Promise<string> }

export const PAGE_KINDS: PageKind[] = [
  { name: 'home', path: () => '/' },
  { name: 'standings', path: () => '/standings' },
  { name: 'schedule', path: () => '/schedule' },
  { name: 'tonight', path: () => '/tonight' },
  { name: 'team', path: (base) => firstLink(base, '/standings', /^\/team\//) },
  { name: 'match sheet', path: (base) => firstLink(base, '/schedule', /^\/match\//) },
  {
    name: 'player',
    path: async (base) =>
      firstLink(base, await firstLink(base, '/standings', /^\/team\//), /^\/player\//),
  },
  { name: 'news article', path: (base) => firstLink(base, '/', /^\/news\/[^/?]+$/) },
  { name: 'search', path: () => '/search?q=tremblay' },
  { name: 'sponsors', path: () => '/sponsors' },
  { name: 'preseason', path: () => '/preseason' },
  { name: 'rules', path: () => '/rules' },
  { name: 'playoffs', path: () => '/playoffs' },
  { name: 'seasons', path: () => '/seasons' },
  { name: 'registration', path: () => '/registration' },
  { name: 'not found', path: () => '/no/such/page' },
]

const HYDRATED = `document.documentElement.dataset.hydrated === 'true'`

function inFrench(path: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}lang=fr`
}

/** The page applies a remembered theme as it loads: forget it first. */
async function open(browser: SmokeBrowser, url: string) {
  await browser.evaluate(`(() => { try { localStorage.removeItem('theme') } catch {} })()`)
  await browser.goto(url)
  await waitFor(browser, HYDRATED, 'hydration')
}

export function smokeJourney(
  engine: string,
  openBrowser: (siteURL: string) => Promise<SmokeBrowser>,
) {
  describe(`${engine}: every page kind`, () => {
    let browser: SmokeBrowser
    let base: string
    const paths = new Map<string, string>()

    beforeAll(async () => {
      const siteURL = inject('siteURL')
      browser = await openBrowser(siteURL)
      base = browser.baseURL
      for (const kind of PAGE_KINDS) paths.set(kind.name, await kind.path(siteURL))
      console.info(`${engine}: ${browser.version}`)
    })

    afterAll(async () => {
      await browser?.close()
    })

    test('a script error in the page is reported (the check below can fail)', async () => {
      await open(browser, `${base}/rules?lang=fr`)
      await browser.evaluate(`(setTimeout(() => { throw new Error('smoke self-check') }), true)`)
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect((await browser.takeErrors()).join('\n')).toContain('smoke self-check')
    })

    for (const kind of PAGE_KINDS) {
      test(`the ${kind.name} page hydrates, turns English and dark, and opens the drawer, without a script error`, async () => {
        await open(browser, `${base}${inFrench(paths.get(kind.name)!)}`)
        expect(await browser.evaluate('document.documentElement.lang')).toBe('fr')

        await browser.click('[data-testid="language-toggle"]')
        await waitFor(
          browser,
          `document.documentElement.lang === 'en' && location.search.includes('lang=en') &&
            document.querySelector('[data-testid="language-toggle"]').textContent === 'FR'`,
          'the English page, its toggle back to French',
        )

        await browser.click('[data-testid="menu-button"]')
        await waitFor(browser, shown('[data-testid="nav-drawer"]'), 'the navigation drawer')
        await browser.click('[data-testid="theme-toggle-drawer"]')
        await waitFor(
          browser,
          `document.documentElement.dataset.theme === 'dark'`,
          'the dark theme',
        )
        expect(
          await browser.evaluate(
            `document.querySelector('[data-testid="theme-toggle-drawer"]').getAttribute('aria-pressed')`,
          ),
        ).toBe('true')
        await browser.pressEscape()
        await waitFor(
          browser,
          `!document.querySelector('[data-testid="nav-drawer"]')`,
          'the drawer to close',
        )

        expect(await browser.takeErrors()).toEqual([])
      })
    }

    test('choosing a division in the picker navigates to its standings', async () => {
      await open(browser, `${base}/standings?lang=fr`)
      // A choice made while React still hydrates the picker would be undone.
      await waitFor(
        browser,
        `document.querySelector('#standings-division').dataset.enhanced === 'true'`,
        'the division picker',
      )
      const second = await browser.evaluate<string>(
        `document.querySelector('#standings-division').options[1].value`,
      )
      await browser.selectOption('#standings-division', second)
      await waitFor(
        browser,
        `new URLSearchParams(location.search).get('division') === ${JSON.stringify(second)}`,
        `the standings of ${second}`,
      )
      expect(await browser.evaluate(`document.querySelector('#standings-division').value`)).toBe(
        second,
      )
      expect(await browser.takeErrors()).toEqual([])
    })

    test('an empty registration shows the error of each required field', async () => {
      await open(browser, `${base}/registration?lang=fr`)
      await waitFor(
        browser,
        `document.querySelector('[data-testid="registration-form"]').dataset.enhanced === 'true'`,
        'the registration form',
      )
      await browser.click('[data-testid="submit-registration"]')
      await waitFor(browser, shown('#reg-name-error'), 'the full name error')
      for (const field of ['reg-email', 'reg-teamName', 'reg-division']) {
        expect(await browser.evaluate(`!!document.getElementById('${field}-error')`), field).toBe(
          true,
        )
      }
      expect(await browser.evaluate(`document.activeElement.id`)).toBe('reg-name')
      expect(await browser.takeErrors()).toEqual([])
    })

    test("the console's sign-in page renders and hydrates", async () => {
      await open(browser, `${base}/admin/sign-in?lang=fr`)
      expect(await browser.evaluate(`document.querySelector('h1').textContent`)).toContain(
        'Connexion',
      )
      expect(await browser.takeErrors()).toEqual([])
    })
  })
}
