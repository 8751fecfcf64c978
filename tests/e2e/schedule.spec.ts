// On the contract example tree: G1 and G2 played in November, G9 the playoff final, G10 with time
// and field TBD.
import type { Page } from '@playwright/test'

import { DESKTOP, PHONE } from './fixtures.ts'
import { expect, servedBy, test } from './support/shared-servers.ts'

const days = (page: Page) => page.getByTestId('schedule-day').locator('h3 > span:first-child')
const games = (page: Page) => page.getByTestId('schedule-game')

test.describe('the schedule of the example league', () => {
  test.use({ viewport: DESKTOP })
  test.use(servedBy.exampleServer)

  test.describe(() => {
    // Reads the server-rendered page only: no script to load and run.
    test.use({ javaScriptEnabled: false })

    test('shows the division season by day in French, with French names and TBD texts', async ({
      page,
    }) => {
      const response = await page.goto('/schedule?division=M1')
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calendrier')
      await expect(days(page)).toHaveText([
        '9 novembre 2025',
        '16 novembre 2025',
        '22 mars 2026',
        '29 mars 2026',
      ])
      const first = games(page).first()
      await expect(first).toContainText('19 h 30')
      await expect(first.getByRole('link', { name: 'Les Lions', exact: true })).toHaveAttribute(
        'href',
        '/team/T10?division=M1&season=2025W',
      )
      await expect(first.getByRole('link', { name: /Voir la feuille de match/ })).toHaveAttribute(
        'href',
        '/match/G1',
      )
      const final = page.locator('[data-match-id="G9"]')
      await expect(final).toContainText('Finale')
      const tbd = page.locator('[data-match-id="G10"]')
      await expect(tbd).toContainText('À confirmer')
      await expect(tbd).toContainText('Terrain à confirmer')
      await expect(tbd).toContainText('À venir')
      await expect(tbd.getByRole('link', { name: /feuille de match/ })).toHaveCount(0)
      await expect(
        page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', {
          name: 'Calendrier',
        }),
      ).toHaveAttribute('aria-current', 'page')
    })

    test('shows the same in English, its links keeping the language', async ({ page }) => {
      await page.goto('/schedule?division=M1&lang=en')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schedule')
      await expect(days(page)).toHaveText([
        'November 9, 2025',
        'November 16, 2025',
        'March 22, 2026',
        'March 29, 2026',
      ])
      await expect(
        games(page).first().getByRole('link', { name: 'Lions FC', exact: true }),
      ).toHaveAttribute('href', '/team/T10?division=M1&season=2025W&lang=en')
      await expect(page.locator('[data-match-id="G9"]')).toContainText('Final')
      await expect(page.locator('[data-match-id="G10"]')).toContainText('TBD')
      await expect(page.locator('[data-match-id="G10"]')).toContainText('Field TBD')
    })
  })

  test('filters by team and division in the URL, and shows the empty state', async ({ page }) => {
    await page.goto('/schedule?lang=en')
    await expect(games(page)).toHaveCount(4)
    await page.locator('#schedule-team').selectOption('T11')
    await expect(page).toHaveURL(/[?&]division=M1&team=T11/)
    await expect(games(page)).toHaveCount(3)
    await expect(page.getByRole('heading', { name: 'St. Laurent United games' })).toBeVisible()
    await page.locator('#schedule-division').selectOption('W1')
    await expect(page).toHaveURL(/[?&]division=W1$/)
    await expect(page.getByText('No games scheduled yet.')).toBeVisible()
    // A shared link opens on the same filters.
    await page.goto('/schedule?team=T10&lang=en')
    await expect(page.locator('#schedule-division')).toHaveValue('M1')
    await expect(page.locator('#schedule-team')).toHaveValue('T10')
    await expect(games(page)).toHaveCount(4)
  })

  test.describe(() => {
    // Reads the server-rendered page only: no script to load and run.
    test.use({ javaScriptEnabled: false })

    test('an unknown division or a team of another division falls back with a note', async ({
      page,
    }) => {
      await page.goto('/schedule?division=nope&lang=en')
      await expect(page.getByTestId('unknown-division')).toContainText('Men A - Laval')
      await page.goto('/schedule?division=W1&team=T10&lang=en')
      await expect(page.getByTestId('unknown-team')).toContainText('Women - Brossard')
    })
  })

  test('remembers the division with the standings page', async ({ page }) => {
    await page.goto('/schedule?lang=en')
    await page.evaluate(() => localStorage.setItem('standings:selectedDivision', 'W1'))
    await page.goto('/schedule?lang=en')
    await expect(page).toHaveURL(/[?&]division=W1/)
    await expect(page.locator('#schedule-division')).toHaveValue('W1')
    // The URL wins, and becomes the remembered division.
    await page.goto('/schedule?division=M1&lang=en')
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('standings:selectedDivision')))
      .toBe('M1')
    await expect(page.locator('#schedule-division')).toHaveValue('M1')
  })

  test('jumps to the next day with a game to play', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/schedule?division=M1&lang=en')
    const jump = page.getByTestId('jump')
    await expect(jump).toHaveText('Jump to the next game')
    await expect(jump).toHaveAttribute('href', '#day-2026-03-29')
    await jump.click()
    await expect(page.locator('#day-2026-03-29')).toBeInViewport()
  })

  test('offers the division feed: alternate link, webcal, Google Calendar and the file', async ({
    page,
    request,
    exampleServer: server,
  }) => {
    await page.goto('/schedule?division=M1&lang=en')
    const feedUrl = `${server.baseURL}/calendar/division/M1.ics?lang=en`
    await expect(page.locator('link[rel="alternate"][type="text/calendar"]')).toHaveAttribute(
      'href',
      feedUrl,
    )
    await page.getByTestId('subscribe').locator('summary').click()
    const webcal = feedUrl.replace('http://', 'webcal://')
    await expect(page.getByTestId('subscribe-webcal')).toHaveAttribute('href', webcal)
    await expect(page.getByTestId('subscribe-google')).toHaveAttribute(
      'href',
      `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
    )
    await expect(page.getByTestId('subscribe-ics')).toHaveAttribute(
      'href',
      '/calendar/division/M1.ics?lang=en',
    )
    await expect(page.getByTestId('subscribe-webcal')).toBeVisible()

    const feed = await request.get(feedUrl)
    expect(feed.status()).toBe(200)
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8')
    const body = await feed.text()
    expect(body).toContain('BEGIN:VCALENDAR')
    expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(4)
    expect(body).toContain('SUMMARY:Lions FC vs TBD (time to be confirmed)')
    // Cached per data version like a page: the same ETag, and 304 when the client has it.
    const etag = feed.headers()['etag']
    expect(etag).toBeTruthy()
    const again = await request.get(feedUrl, { headers: { 'If-None-Match': etag! } })
    expect(again.status()).toBe(304)
    expect((await request.get(`${server.baseURL}/calendar/division/NOPE.ics`)).status()).toBe(404)
  })

  test("the team page announces the team's feed and links to its schedule", async ({
    page,
    request,
    exampleServer: server,
  }) => {
    await page.goto('/team/T10?division=M1&season=2025W')
    const feedUrl = `${server.baseURL}/calendar/team/T10.ics?season=2025W`
    await expect(page.locator('link[rel="alternate"][type="text/calendar"]')).toHaveAttribute(
      'href',
      feedUrl,
    )
    await page.getByTestId('subscribe').locator('summary').click()
    await expect(page.getByTestId('subscribe-webcal')).toHaveAttribute(
      'href',
      feedUrl.replace('http://', 'webcal://'),
    )
    await expect(page.getByText('S’abonner')).toBeVisible()
    const feed = await request.get(feedUrl)
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8')
    expect(await feed.text()).toContain('SUMMARY:Les Lions vs À déterminer (heure à confirmer)')
    await page.getByTestId('team-schedule-link').click()
    await expect(page).toHaveURL(/\/schedule\?division=M1&team=T10$/)
    await expect(page.locator('#schedule-team')).toHaveValue('T10')
  })

  test.describe(() => {
    // Reads the server-rendered page only: no script to load and run.
    test.use({ javaScriptEnabled: false })

    for (const path of [
      '/schedule?division=M1',
      '/standings?division=M1',
      '/team/T10?division=M1&season=2025W',
      '/match/G1',
    ]) {
      test(`prints ${path.split('?')[0]} without header, navigation, footer or buttons`, async ({
        page,
        exampleServer: server,
      }) => {
        await page.goto(path)
        await page.emulateMedia({ media: 'print' })
        await expect(page.locator('body > header')).toBeHidden()
        await expect(page.locator('body > footer')).toBeHidden()
        await expect(page.locator('main button:visible, main summary:visible')).toHaveCount(0)
        const line = page.getByTestId('print-line')
        await expect(line).toBeVisible()
        await expect(line).toContainText(`${server.baseURL}${path}`)
        await expect(line).toContainText('Imprimé le 14 janvier 2026')
        const colours = await page.locator('h1').evaluate((h1) => ({
          text: getComputedStyle(h1).color,
          body: getComputedStyle(document.body).backgroundColor,
        }))
        expect(colours).toEqual({ text: 'rgb(0, 0, 0)', body: 'rgb(255, 255, 255)' })
        const rows = await page
          .locator('tr, .schedule-game')
          .evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).breakInside))
        expect(rows.every((value) => value === 'avoid')).toBe(true)
        // Both paper sizes print (Chromium lays the page out again for each).
        for (const format of ['Letter', 'A4'] as const) {
          expect((await page.pdf({ format })).byteLength).toBeGreaterThan(1000)
        }
        await page.emulateMedia({ media: 'screen' })
        await expect(line).toBeHidden()
      })
    }
  })
})

test.describe('the schedule without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test.use(servedBy.exampleServer)

  test('the filter form submits with its button', async ({ page }) => {
    await page.goto('/schedule?lang=en')
    await page.locator('#schedule-team').selectOption('T11')
    await page.getByTestId('schedule-submit').click()
    await expect(page).toHaveURL(/\/schedule\?division=M1&team=T11&lang=en$/)
    await expect(page.getByTestId('schedule-game')).toHaveCount(3)
  })
})

test.describe('the schedule of the demo league', () => {
  test.describe(() => {
    // Reads the server-rendered page only: no script to load and run.
    test.use({ javaScriptEnabled: false })

    for (const [lang, viewport] of [
      ['fr', DESKTOP],
      ['en', PHONE],
    ] as const) {
      test(`renders and fits the screen in ${lang}`, async ({ page }) => {
        await page.setViewportSize(viewport)
        await page.goto(`/schedule?lang=${lang}`)
        await expect(page.getByTestId('schedule-game').first()).toBeVisible()
        await expect(page.getByTestId('jump')).toBeVisible()
        const width = await page.evaluate(() => document.documentElement.scrollWidth)
        expect(width).toBeLessThanOrEqual(viewport.width)
      })
    }
  })

  test('the phone drawer lists the schedule', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/?lang=en')
    await page.getByTestId('menu-button').click()
    await page.getByTestId('nav-drawer').getByRole('link', { name: 'Schedule' }).click()
    await expect(page).toHaveURL(/\/schedule\?lang=en$/)
  })
})

test.describe('the schedule when the league data is unavailable', () => {
  // Reads the server-rendered page only: no script to load and run.
  test.use({ javaScriptEnabled: false })
  test('shows its error with 503, and the feeds answer 503', async ({
    page,
    request,
    unavailableServer: server,
  }) => {
    const response = await page.goto(`${server.baseURL}/schedule?lang=en`)
    expect(response?.status()).toBe(503)
    await expect(page.getByText('Failed to load divisions.')).toBeVisible()
    await expect(page.getByText('Failed to load games.')).toBeVisible()
    const feed = await request.get(`${server.baseURL}/calendar/division/M1.ics`)
    expect(feed.status()).toBe(503)
  })
})

test.describe('the schedule’s structured data (demo league)', () => {
  // Reads the server-rendered page only: no script to load and run.
  test.use({ javaScriptEnabled: false })
  type Ref = { '@id': string }
  type Node = { '@type': string; '@id'?: string; name: string }
  type SportsEvent = Node & {
    url: string
    startDate?: string
    eventStatus: string
    location: Ref
    homeTeam: Ref
    awayTeam: Ref
  }

  /** The page's events, and its teams and venues by their @id, as a crawler reads them. */
  async function jsonLdEvents(page: Page) {
    const documents = await page
      .locator('script[type="application/ld+json"]')
      .allTextContents()
      .then((texts) => texts.map((text) => JSON.parse(text) as { '@graph'?: Node[] }))
    const graphs = documents.filter((document) => document['@graph'])
    expect(graphs).toHaveLength(1)
    const graph = graphs[0]!['@graph']!
    const byId = new Map(graph.map((node) => [node['@id'], node]))
    const resolve = (ref: Ref) => byId.get(ref['@id'])!
    const events = graph.filter((node): node is SportsEvent => node['@type'] === 'SportsEvent')
    return { events, resolve }
  }

  /** What each listed game shows: its id, teams and score. */
  function listedGames(page: Page) {
    return games(page).evaluateAll((articles) =>
      articles.map((article) => {
        const names = [...article.querySelectorAll('.schedule-side > :first-child')].map(
          (element) => element.textContent!.trim(),
        )
        const score = article.querySelector('a.schedule-game-score')?.firstChild?.textContent
        return { id: article.getAttribute('data-match-id')!, names, score: score ?? null }
      }),
    )
  }

  for (const [filter, search] of [
    ['the default division', '/schedule?lang=en'],
    ['a team filter', null],
  ] as const) {
    test(`lists every game shown, in order, as a SportsEvent, with ${filter}`, async ({ page }) => {
      let path: string | null = search
      if (path === null) {
        await page.goto('/schedule?lang=en')
        const team = await page.locator('#schedule-team option').nth(1).getAttribute('value')
        path = `/schedule?team=${encodeURIComponent(team!)}&lang=en`
      }
      await page.goto(path)
      const shown = await listedGames(page)
      expect(shown.length).toBeGreaterThan(0)
      const { events, resolve } = await jsonLdEvents(page)
      expect(events.map((event) => new URL(event.url).pathname)).toEqual(
        shown.map((game) => `/match/${encodeURIComponent(game.id)}`),
      )
      for (const [index, event] of events.entries()) {
        const game = shown[index]!
        expect(event['@type']).toBe('SportsEvent')
        expect(resolve(event.homeTeam)['@type']).toBe('SportsTeam')
        expect([resolve(event.homeTeam).name, resolve(event.awayTeam).name]).toEqual(game.names)
        if (event.startDate) expect(event.startDate).toMatch(/T\d\d:\d\d:\d\d[-+]\d\d:\d\d$/)
        expect(event.eventStatus).toBe('https://schema.org/EventScheduled')
        expect(resolve(event.location)['@type']).toBe('Place')
        expect(resolve(event.location).name.length).toBeGreaterThan(0)
        // A played game's score is in the event's name, as on the page.
        if (game.score) expect(event.name).toContain(game.score.replace(' - ', ' – '))
      }
    })
  }
})
