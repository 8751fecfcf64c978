// Share previews and search, with a team whose name holds markup.
import { type APIRequestContext, type Page } from '@playwright/test'

import { teamPagesTree } from '../../app/view-models/fixtures/team-pages-tree.ts'
import { type LeagueServer, exampleLeagueTree, startLeagueServer } from './support/league-server.ts'
import { expect, test } from './support/shared-servers.ts'

const HOSTILE = 'Les Étoiles </script><script>alert(1)</script>'

// One worker runs the file's tests in turn: its server is started once, not once per worker.
test.describe.configure({ mode: 'default' })

let server: LeagueServer

test.beforeAll(async () => {
  // A server of its own: slow to start on a busy machine.
  test.setTimeout(60_000)
  const tree = teamPagesTree(exampleLeagueTree())
  const teams = tree['2025W_Teams'] as Record<string, Record<string, unknown>>
  teams.Les_Etoiles!.team_name_fr = HOSTILE
  server = await startLeagueServer({ tree })
})
test.afterAll(async () => {
  await server?.stop()
})

type JsonLd = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

async function jsonLd(page: Page): Promise<JsonLd[]> {
  const texts = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''))
  return texts.map((text) => JSON.parse(text) as JsonLd)
}

const metaContent = (page: Page, property: string) =>
  page.locator(`meta[property="${property}"], meta[name="${property}"]`).getAttribute('content')

/** Width and height from a PNG's IHDR chunk (right after the signature). */
function pngSize(body: Buffer) {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG')
  expect(body.subarray(12, 16).toString('latin1')).toBe('IHDR')
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) }
}

/** The same-site path of an absolute address of this server. */
const localPath = (href: string) => {
  const url = new URL(href)
  expect(url.origin).toBe(server.baseURL)
  return `${url.pathname}${url.search}`
}

async function expectImage(request: APIRequestContext, href: string) {
  const response = await request.get(`${server.baseURL}${localPath(href)}`)
  expect(response.status(), href).toBe(200)
  expect(response.headers()['content-type']).toBe('image/png')
  expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 })
  return response
}

test.describe(() => {
  // Reads the server-rendered page only: no script to load and run.
  test.use({ javaScriptEnabled: false })

  test('a match page describes its SportsEvent as the page shows it', async ({ page }) => {
    await page.goto(`${server.baseURL}/match/G9?lang=en`)
    const [event] = await jsonLd(page)
    expect(event).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      startDate: '2026-03-22T21:00:00-04:00',
      eventStatus: 'https://schema.org/EventScheduled',
      url: `${server.baseURL}/match/G9?lang=en`,
      location: { '@type': 'Place' },
    })
    await expect(page.getByTestId('match-home')).toContainText(event!.homeTeam.name)
    await expect(page.getByTestId('match-away')).toContainText(event!.awayTeam.name)
    const score = (await page.getByTestId('match-score').innerText()).replace(/\D+/g, ' ').trim()
    expect(event!.name).toContain(score.replace(' ', ' – '))
    await expect(page.getByTestId('match-field')).toContainText(event!.location.name)
  })
})

test('a team page describes its SportsTeam and athletes, names with markup escaped', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('dialog', (dialog) => errors.push(`dialog: ${dialog.message()}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  const response = await page.goto(`${server.baseURL}/team/T20?division=W1&season=2025W`)
  const html = await response!.text()
  // The name closes no script: `<` is written as \u003c inside the JSON-LD.
  expect(html).not.toContain('</script><script>alert(1)')
  const [team] = await jsonLd(page)
  expect(team).toMatchObject({
    '@type': 'SportsTeam',
    name: HOSTILE,
    sport: 'Soccer',
    memberOf: { '@type': 'SportsOrganization', name: 'Ligue de soccer intérieur Laval-Brossard' },
  })
  await expect(page.getByTestId('team-name')).toHaveText(HOSTILE)
  await page.goto(`${server.baseURL}/team/T10?division=M1&season=2025W&lang=en`)
  const [lions] = await jsonLd(page)
  await expect(page.getByTestId('team-name')).toHaveText(lions!.name)
  const roster = await page
    .getByTestId('stat-line')
    .locator('a')
    .evaluateAll((links) => links.map((link) => (link.textContent ?? '').trim()))
  expect(roster.length).toBeGreaterThan(0)
  const athletes = lions!.athlete.map((athlete: { name: string }) => athlete.name)
  for (const name of roster)
    expect(athletes.some((athlete: string) => name.includes(athlete))).toBe(true)
  expect(errors).toEqual([])
})

test.describe(() => {
  // Reads the server-rendered page only: no script to load and run.
  test.use({ javaScriptEnabled: false })

  test('the home page describes the league and the site', async ({ page }) => {
    await page.goto(`${server.baseURL}/`)
    const documents = await jsonLd(page)
    expect(documents.map((document) => document['@type'])).toEqual([
      'SportsOrganization',
      'WebSite',
    ])
    expect(documents[0]).toMatchObject({
      name: 'Ligue de soccer intérieur Laval-Brossard',
      url: `${server.baseURL}/`,
      email: 'ligue@example.org',
    })
  })

  for (const lang of ['fr', 'en'] as const) {
    test(`pages carry share tags and a canonical link in ${lang}`, async ({ page, request }) => {
      const suffix = lang === 'en' ? 'lang=en' : ''
      const pages = [
        ['/', `/${suffix ? `?${suffix}` : ''}`],
        [
          '/standings?division=M1&utm_source=chat',
          `/standings?division=M1${suffix ? `&${suffix}` : ''}`,
        ],
        ['/rules?ref=1', `/rules${suffix ? `?${suffix}` : ''}`],
        [
          '/team/T10?season=2025W&division=M1',
          `/team/T10?division=M1&season=2025W${suffix ? `&${suffix}` : ''}`,
        ],
        ['/match/G1', `/match/G1${suffix ? `?${suffix}` : ''}`],
        ['/registration', `/registration${suffix ? `?${suffix}` : ''}`],
      ]
      for (const [path, canonicalPath] of pages) {
        const url = `${server.baseURL}${path}${suffix ? `${path.includes('?') ? '&' : '?'}${suffix}` : ''}`
        await page.goto(url)
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
        expect(canonical, path).toBe(`${server.baseURL}${canonicalPath}`)
        expect(await metaContent(page, 'og:url')).toBe(canonical)
        const alternates = await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) =>
            links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
          )
        expect(alternates.map(([code]) => code)).toEqual(['fr', 'en', 'x-default'])
        expect(Object.fromEntries(alternates)[lang]).toBe(canonical)
        expect(await metaContent(page, 'og:title')).toBe(await page.title())
        expect(await metaContent(page, 'og:description')).toBeTruthy()
        expect(await metaContent(page, 'og:locale')).toBe(lang === 'fr' ? 'fr_CA' : 'en_CA')
        expect(await metaContent(page, 'og:locale:alternate')).toBe(
          lang === 'fr' ? 'en_CA' : 'fr_CA',
        )
        expect(await metaContent(page, 'twitter:card')).toBe('summary_large_image')
        expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(
          '/manifest.webmanifest',
        )
        const image = await metaContent(page, 'og:image')
        expect(image!.startsWith(`${server.baseURL}/`)).toBe(true)
        await expectImage(request, image!)
        // Every address in the head answers (a crawler follows them).
        expect((await request.get(`${server.baseURL}${localPath(canonical!)}`)).status()).toBe(200)
      }
    })
  }
})

test('share images are drawn per page and language, with an ETag', async ({ request }) => {
  const paths = [
    '/share/match/G9?lang=en',
    '/share/match/G10',
    '/share/team/T10?division=M1&season=2025W',
    '/share/team/T20?division=W1&season=2025W',
    '/share/standings?division=M1&lang=en',
    '/share/standings',
  ]
  for (const path of paths) {
    const response = await expectImage(request, `${server.baseURL}${path}`)
    const etag = response.headers().etag!
    expect(etag).toMatch(/^"/)
    expect(response.headers()['cache-control']).toMatch(/public/)
    const again = await request.get(`${server.baseURL}${path}`, {
      headers: { 'If-None-Match': etag },
    })
    expect(again.status()).toBe(304)
  }
  const french = await (await request.get(`${server.baseURL}/share/match/G9`)).body()
  const english = await (await request.get(`${server.baseURL}/share/match/G9?lang=en`)).body()
  expect(french.equals(english)).toBe(false)
  // Something it cannot draw falls back to the league's image.
  const unknown = await request.get(`${server.baseURL}/share/match/NOPE`, { maxRedirects: 0 })
  expect(unknown.status()).toBe(302)
  expect(unknown.headers().location).toBe('/share/league')
  await expectImage(request, `${server.baseURL}/share/league`)
})

test('sitemap.xml lists every public page with its alternates, and robots.txt points to it', async ({
  request,
}) => {
  const robots = await request.get(`${server.baseURL}/robots.txt`)
  expect(robots.headers()['content-type']).toContain('text/plain')
  expect(await robots.text()).toContain(`Sitemap: ${server.baseURL}/sitemap.xml`)

  const sitemap = await request.get(`${server.baseURL}/sitemap.xml`)
  expect(sitemap.status()).toBe(200)
  expect(sitemap.headers()['content-type']).toContain('application/xml')
  const xml = await sitemap.text()
  const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)]
  const locs = urls.map((match) => match[1]!.replaceAll('&amp;', '&'))
  for (const path of [
    '/',
    '/standings',
    '/rules',
    '/match/G1',
    '/team/T10?division=M1&season=2025W',
  ])
    expect(locs).toContain(`${server.baseURL}${path}`)
  expect(locs).toContain(`${server.baseURL}/rules?lang=en`)
  for (const [, , links] of urls)
    expect([...links!.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1])).toEqual([
      'fr',
      'en',
      'x-default',
    ])
  // Every listed page answers (each one, in a small league).
  for (const loc of locs) {
    const response = await request.get(`${server.baseURL}${localPath(loc)}`, { maxRedirects: 0 })
    expect(response.status(), loc).toBe(200)
  }
})

test('the web app manifest and its icons are served', async ({ request }) => {
  const response = await request.get(`${server.baseURL}/manifest.webmanifest`)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/manifest+json')
  const manifest = (await response.json()) as {
    start_url: string
    display: string
    icons: Array<{ src: string; sizes: string }>
  }
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' })
  for (const icon of manifest.icons) {
    const png = await request.get(`${server.baseURL}${icon.src}`)
    expect(png.status(), icon.src).toBe(200)
    const { width, height } = pngSize(await png.body())
    expect(`${width}x${height}`).toBe(icon.sizes)
  }
})

test('the canonical link follows a client-side navigation', async ({ page }) => {
  await page.goto(`${server.baseURL}/rules?lang=en`)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.getByRole('link', { name: 'Standings' }).first().click()
  await expect(page).toHaveURL(/\/standings\?lang=en$/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${server.baseURL}/standings?lang=en`,
  )
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    `${server.baseURL}/share/standings?lang=en`,
  )
  await page.getByRole('link', { name: 'Home' }).first().click()
  await expect(page).toHaveURL(/\/\?lang=en$/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${server.baseURL}/?lang=en`,
  )
})
