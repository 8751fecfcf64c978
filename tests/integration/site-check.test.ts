/**
 * The whole site crawled and validated. A link checker (linkinator) crawls the demo
 * league from `/` and `/?lang=en`, registration closed and open (servers of its own, so no other
 * test changes the data under it): every same-site link, asset and alternate answers 2xx or 3xx. Then one page of
 * every kind the crawls found, plus the states no link leads to, in both languages, goes
 * through the Nu Html Checker: 0 errors, and through the copy check (straight apostrophes and
 * ordinary spaces before : ; ! ? in French, "match" for "game" in English...). Pages are
 * discovered, not listed, so a page added later is crawled and checked without touching this file.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { pageCopySlips } from '../../scripts/site-check/copy-scan.ts'
import { type CrawlReport, crawlSite, pageKind, pathOf } from '../../scripts/site-check/crawl.ts'
import { type HtmlDocument, validateHtml } from '../../scripts/site-check/validate-html.ts'
import {
  type LeagueServer,
  startLeagueServer,
  startUnavailableLeagueServer,
} from '../e2e/support/league-server.ts'

const LANGS = ['fr', 'en'] as const
const inLang = (path: string, lang: string) =>
  lang === 'fr' ? path : `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`

/** One page of each kind (language + route shape) the crawl followed, as a path. */
function onePerKind(report: CrawlReport): string[] {
  const byKind = new Map<string, string>()
  for (const page of report.pages) {
    const url = new URL(page)
    if (!byKind.has(pageKind(url))) byKind.set(pageKind(url), `${url.pathname}${url.search}`)
  }
  return [...byKind.values()]
}

async function crawlAndCheck(
  label: string,
  baseURL: string,
  pagesPerKind: number,
  alreadyChecked?: ReadonlySet<string>,
) {
  const started = Date.now()
  const report = await crawlSite({
    start: [`${baseURL}/`, `${baseURL}/?lang=en`],
    pagesPerKind,
    alreadyChecked,
  })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(
    `crawl (${label}): ${report.links.length} same-site links checked, ${report.pages.length} ` +
      `pages followed, ${report.external.length} external links listed (not fetched), ` +
      `${report.broken.length} broken, ${seconds} s`,
  )
  expect(report.links.length, 'links checked').toBeGreaterThan(0)
  expect(report.unreached, 'start pages not crawled').toEqual([])
  expect(
    report.broken.map((link) => `${link.status} ${link.url} (on ${link.parent ?? '?'})`),
    'broken same-site links',
  ).toEqual([])
  return report
}

describe('the whole site', () => {
  let closed: LeagueServer
  let open: LeagueServer
  let unavailable: LeagueServer
  const running: LeagueServer[] = []
  let closedReport: CrawlReport
  let openReport: CrawlReport
  // The pages the validity check reads, kept for the copy check.
  const documents: HtmlDocument[] = []

  beforeAll(async () => {
    // All three settle before a failure is thrown: afterAll then stops those that did start.
    const started = await Promise.allSettled([
      startLeagueServer({ leagueKey: 'demo' }),
      startLeagueServer({ leagueKey: 'demo', env: { REGISTRATION_OPEN: 'true' } }),
      startUnavailableLeagueServer(),
    ])
    for (const result of started) if (result.status === 'fulfilled') running.push(result.value)
    const failed = started.find((result) => result.status === 'rejected')
    if (failed) throw failed.reason
    ;[closed, open, unavailable] = running
  })
  afterAll(async () => {
    await Promise.all(running.map((server) => server.stop()))
  })

  test('every same-site link answers, registration closed', { timeout: 300_000 }, async () => {
    closedReport = await crawlAndCheck('registration closed', closed.baseURL, 4)
  })

  test('every same-site link answers, registration open', { timeout: 300_000 }, async () => {
    // Registration only changes the shell and /registration: fewer pages of each kind, and a link
    // the closed crawl found answering is not asked again, unless it is registration's own.
    const answered = new Set(
      (closedReport?.links ?? [])
        .filter((link) => link.status >= 200 && link.status < 400)
        .map((link) => pathOf(link.url))
        .filter((path) => !path.startsWith('/registration')),
    )
    openReport = await crawlAndCheck('registration open', open.baseURL, 1, answered)
    expect(openReport.pages.map((page) => new URL(page).pathname)).toContain('/registration')
  })

  test(
    'every kind of page, and the states no link leads to, is valid HTML',
    {
      timeout: 300_000,
    },
    async ({ skip }) => {
      skip(!closedReport || !openReport, 'needs both crawls')
      const add = async (name: string, response: Promise<Response>, status?: number) => {
        const answer = await response
        if (status !== undefined) expect(answer.status, name).toBe(status)
        documents.push({ name, html: await answer.text() })
      }
      const get = (server: string, path: string) =>
        fetch(`${server}${path}`, { redirect: 'manual' })

      // Every kind the crawls found, on the server that found it.
      for (const path of onePerKind(closedReport))
        await add(`registration closed ${path}`, get(closed.baseURL, path))
      for (const path of onePerKind(openReport))
        await add(`registration open ${path}`, get(open.baseURL, path))
      // The same kinds with the league data unavailable (503 pages and the rest).
      for (const path of onePerKind(closedReport))
        await add(`data unavailable ${path}`, get(unavailable.baseURL, path))

      for (const lang of LANGS) {
        const states: [string, string, number][] = [
          ['not-found team', '/team/NOPE?division=M1&season=2025W', 404],
          ['team without division', '/team/NOPE', 400],
          ['not-found match', '/match/NOPE', 404],
          ['not-found player', '/player/NOPE', 404],
          ['unknown path', '/no-such-page', 404],
          ['registration closed', '/registration', 200],
        ]
        for (const [name, path, status] of states)
          await add(`${name} ${lang}`, get(closed.baseURL, inLang(path, lang)), status)
        // Without JavaScript the form posts; a bad e-mail and empty fields come back as errors.
        await add(
          `registration with field errors ${lang}`,
          fetch(`${open.baseURL}${inLang('/registration', lang)}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: open.baseURL },
            body: 'email=not-an-email&teamName=',
          }),
          400,
        )
      }

      // Preseason states: no banner for the active season, then no active season at all.
      const version = async () =>
        ((await (await get(open.baseURL, '/healthz')).json()) as { league: { version: number } })
          .league.version
      let before = await version()
      open.write('PreSeason', null)
      await expect.poll(version, { timeout: 10_000 }).toBeGreaterThan(before)
      for (const lang of LANGS)
        await add(`preseason without image ${lang}`, get(open.baseURL, inLang('/preseason', lang)))
      const seasons = open.read('Seasons') as Record<string, Record<string, unknown>>
      before = await version()
      for (const season of Object.values(seasons)) season.isActive = false
      open.write('Seasons', seasons)
      await expect.poll(version, { timeout: 10_000 }).toBeGreaterThan(before)
      for (const lang of LANGS)
        for (const path of ['/', '/preseason', '/standings'])
          await add(`no active season ${path} ${lang}`, get(open.baseURL, inLang(path, lang)))

      const started = Date.now()
      const errors = await validateHtml(documents)
      console.log(
        `validity: ${documents.length} pages through the Nu Html Checker, ${errors.length} errors, ` +
          `${((Date.now() - started) / 1000).toFixed(1)} s`,
      )
      expect(
        errors.map((error) => `${error.name}, line ${error.line ?? '?'}: ${error.message}`),
        'Nu Html Checker errors',
      ).toEqual([])
    },
  )

  test('every kind of page reads as a Quebec reader and an English reader expect', ({ skip }) => {
    skip(documents.length === 0, 'needs the pages of the validity check')
    expect(pageCopySlips(documents), 'copy slips on rendered pages').toEqual([])
  })
})
