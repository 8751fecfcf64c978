// Pages answered from memory stay correct (ADR 0009).

import { type LeagueServer, exampleLeagueTree, startLeagueServer } from './support/league-server.ts'
import { expect, test } from './support/shared-servers.ts'

test.describe.configure({ mode: 'serial' })

test.describe('the page cache', () => {
  let server: LeagueServer
  test.beforeAll(async () => {
    server = await startLeagueServer({ tree: exampleLeagueTree() })
  })
  test.afterAll(async () => server?.stop())

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.baseURL}${path}`, { headers, redirect: 'manual' })

  async function dataVersion(): Promise<number> {
    const health = (await (await get('/healthz')).json()) as { league: { version: number } }
    return health.league.version
  }

  test('a page is answered from memory once rendered, and says a shared cache may keep it', async () => {
    const before = (await (await get('/healthz')).json()) as { pageCache: { hits: number } }
    const first = await get('/standings?lang=en')
    const second = await get('/standings?lang=en')
    expect(second.status).toBe(200)
    expect(await second.text()).toBe(await first.text())
    const after = (await (await get('/healthz')).json()) as {
      pageCache: { hits: number; entries: number; bytes: number }
    }
    expect(after.pageCache.hits).toBeGreaterThan(before.pageCache.hits)
    expect(after.pageCache.entries).toBeGreaterThan(0)
    expect(second.headers.get('cache-control')).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    )
    expect(second.headers.get('vary')).toBe('Accept-Encoding')
    expect(second.headers.get('set-cookie')).toBeNull()
  })

  test('query parameters a page does not read share its entry and never reach its HTML', async () => {
    const plain = await (await get('/standings?division=M1&lang=en')).text()
    const tagged = await get('/standings?utm_source=chat&lang=en&division=M1&x=%3Cb%3E')
    const html = await tagged.text()
    expect(html).toBe(plain)
    expect(html).not.toContain('utm_source')
  })

  test('a score change is on the next response', async () => {
    const path = '/match/G1?lang=en'
    const before = await (await get(path)).text()
    expect(before).toContain('Lions FC')
    const version = await dataVersion()
    const game = server.read('Schedule/2025W/Divisions/M1/NOV 9, 2025/G1') as Record<
      string,
      unknown
    >
    expect(game).toBeTruthy()
    server.write('Schedule/2025W/Divisions/M1/NOV 9, 2025/G1', { ...game, HomeTeamScore: 9 })
    await expect.poll(dataVersion, { timeout: 10_000 }).toBeGreaterThan(version)
    const after = await (await get(path)).text()
    expect(after).not.toBe(before)
    expect(after).toMatch(/data-testid="match-score"[^>]*><span>9<\/span>/)
  })

  test('French and English never mix, and a remembered English choice redirects a plain URL', async () => {
    const english = await (await get('/rules?lang=en')).text()
    const french = await (await get('/rules')).text()
    const frenchExplicit = await (await get('/rules?lang=fr')).text()
    expect(english).toContain('<html lang="en"')
    expect(french).toContain('<html lang="fr"')
    expect(frenchExplicit).toContain('<html lang="fr"')

    const remembered = await get('/rules', { Cookie: 'lang=en' })
    expect(remembered.status).toBe(302)
    expect(remembered.headers.get('location')).toBe('/rules?lang=en')
    expect(remembered.headers.get('cache-control')).toBe('private, no-store')
    expect(remembered.headers.get('vary')).toBe('Cookie')

    // A plain URL depends on the cookie: shared caches must key on it.
    const plain = await get('/rules', { Cookie: 'lang=fr' })
    expect(await plain.text()).toContain('<html lang="fr"')
    expect(plain.headers.get('vary')).toBe('Accept-Encoding, Cookie')
    // An explicit language wins over the cookie.
    const explicit = await get('/rules?lang=fr', { Cookie: 'lang=en' })
    expect(explicit.status).toBe(200)
    expect(await explicit.text()).toContain('<html lang="fr"')
  })

  test('error pages, the registration page and the live stream are never cached', async () => {
    const missing = await get('/team/NOPE?division=M1&season=2025W')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe('no-store')
    const unknown = await get('/no-such-page')
    expect(unknown.status).toBe(404)
    expect(unknown.headers.get('cache-control')).toBe('no-store')
    const registration = await get('/registration')
    expect(registration.headers.get('cache-control')).toBe('no-store')
  })

  test('a flood of made-up team, game and news ids renders each "not found" or "incomplete" page once', async () => {
    type Health = { pageCache: { hits: number; misses: number; entries: number } }
    const health = async () => ((await (await get('/healthz')).json()) as Health).pageCache
    const before = await health()
    const addresses = Array.from({ length: 20 }, (_, n) => [
      `/team/T9${n}?division=M1&season=2025W&lang=en`,
      `/match/G9${n}?lang=en`,
      `/news/n9${n}?lang=en`,
      // Without its division a team address is incomplete (400): that page is kept too.
      `/team/T9${n}?lang=en`,
    ]).flat()
    const answers = []
    for (const address of addresses) answers.push(await get(address))
    expect(answers.map((answer) => answer.status)).toEqual(
      addresses.map((address) =>
        address.includes('division') || !address.startsWith('/team') ? 404 : 400,
      ),
    )
    expect(new Set(answers.map((answer) => answer.headers.get('cache-control')))).toEqual(
      new Set(['no-store']),
    )
    const bodies = await Promise.all(answers.map((answer) => answer.text()))
    // Nothing of one visitor's made-up id is in the page the others get.
    for (const body of bodies) expect(body).not.toMatch(/T9\d|G9\d|n9\d/)
    const after = await health()
    expect(after.misses - before.misses).toBe(4)
    expect(after.hits - before.hits).toBe(addresses.length - 4)
  })

  test('the first request of a page already answers 304 to a known ETag', async () => {
    const etag = (await get('/preseason?lang=en', { 'Accept-Encoding': 'gzip' })).headers.get(
      'etag',
    )!
    const version = await dataVersion()
    server.write('Sponsors/cache-check', { name: 'Cache Check', active: false })
    await expect.poll(dataVersion, { timeout: 10_000 }).toBeGreaterThan(version)
    // The cache was emptied by the change: this request renders, and still knows the ETag.
    const revalidated = await get('/preseason?lang=en', {
      'Accept-Encoding': 'gzip',
      'If-None-Match': etag,
    })
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers.get('etag')).toBe(etag)
    server.write('Sponsors/cache-check', null)
  })

  test('client-side navigation data follows the cookie, so it says so and no shared cache keeps it', async () => {
    const data = await get('/rules.data', { Cookie: 'lang=en' })
    expect(data.status).toBe(200)
    expect(data.headers.get('cache-control')).toBe('private, no-cache')
    expect(data.headers.get('vary')).toContain('Cookie')
  })

  test('English pages link to English pages', async () => {
    const html = await (await get('/standings?lang=en')).text()
    // Every same-site link but the language toggle, which names the other language.
    const internal = [...html.matchAll(/<a [^>]*href="(\/[^"]*)"[^>]*>/g)]
      .filter((match) => !/hreflang=/i.test(match[0]))
      .map((match) => match[1]!)
    expect(internal.length).toBeGreaterThan(10)
    for (const href of internal) expect(href.replaceAll('&amp;', '&')).toMatch(/[?&]lang=en(&|$)/)
  })

  test('a page is sent whole: no hidden copy of a finished part, no id twice', async () => {
    for (const path of ['/', '/news/n1', '/standings', '/team/T10?division=M1&season=2025W']) {
      const html = await (await get(path)).text()
      expect(html, path).not.toMatch(/<div hidden id="S:/)
      const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1])
      expect(
        ids.filter((id, index) => ids.indexOf(id) !== index),
        path,
      ).toEqual([])
    }
  })

  test('every page hydrates with the CSP enforced, no CSP errors and no hydration error', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content.Security.Policy|Refused to/i.test(message.text()))
        violations.push(message.text())
    })
    // A page rendered under the cache's normalised URL once broke hydration (React #418).
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
    // Every kind of page: cached ones, and the ones rendered every time (registration, 404).
    for (const path of [
      '/',
      '/news/n1',
      '/standings?lang=en',
      '/preseason',
      '/team/T10?division=M1&season=2025W',
      '/match/G1',
      '/player/P100?lang=en',
      '/rules',
      '/privacy-policy',
      '/terms-of-use?lang=en',
      '/cookies',
      '/sponsors',
      '/registration',
      '/no-such-page',
      '/news/no-such-article',
      '/team/NO-SUCH-TEAM',
      '/match/NO-SUCH-GAME?lang=en',
      '/standings?utm_source=mail',
    ]) {
      const response = await page.goto(`${server.baseURL}${path}`)
      expect(response?.headers()['content-security-policy']).toContain("'sha256-")
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
      // The language toggle navigates on the client once hydrated: no full reload.
      await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'kept'))
      const lang = await page.locator('html').getAttribute('lang')
      await page.getByTestId('language-toggle').first().click()
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'en' ? 'fr' : 'en')
      expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
        'kept',
      )
    }
    expect(violations).toEqual([])
    expect(errors).toEqual([])
  })
})
