// Game night as a fan sees it, in a real browser: a scorekeeper's taps on the live sheet, and the
// time from each tap until every page a fan holds open shows the new score.
import { type Page, chromium } from '@playwright/test'

import { exampleTreeWithGame } from '../app/league/fixtures/example-tree.ts'
import { signInAsOperator } from '../tests/e2e/support/console-session.ts'
import { startLeagueServer } from '../tests/e2e/support/league-server.ts'
import { parseCommand } from './command-line.ts'
import { firstLoadJs } from './first-load-js.ts'

const USAGE = `Usage: npm run build && npm run bench:game-night -- [--goals 20]

Starts tonight's game G20 on the example league, then records that many goals, one tap each, on
the live sheet in one Chromium tab (390 px), while a fan holds home, tonight, standings, schedule,
team and match pages open on as many other phones. Prints, per goal, the time from the tap until every open page
shows the new score (median and worst over the goals, target 2 s), the taps each goal took, and
the live sheet's first-load JavaScript. Chromium: CHROMIUM_PATH, else /usr/bin/chromium.
Developer benchmark, not a test.`

const { values } = parseCommand({
  name: 'bench:game-night',
  usage: USAGE,
  options: { goals: { type: 'string', default: '20' } },
})
const GOALS = Number(values.goals)
if (!Number.isInteger(GOALS) || GOALS < 1) {
  console.error(
    `bench:game-night: --goals must be a whole number of at least 1, not ${values.goals}`,
  )
  process.exit(1)
}
const TARGET_MS = 2_000
const PHONE = { width: 390, height: 844 }

/** Where each page shows G20's score: the match centre's header, elsewhere the game's card or row. */
const FAN_PAGES = {
  home: { path: '/', score: '[data-match-id="G20"] [data-testid="today-score"]' },
  tonight: { path: '/tonight', score: '[data-match-id="G20"]' },
  standings: { path: '/standings?division=M1', score: '[data-match-id="G20"]' },
  schedule: { path: '/schedule?division=M1', score: '[data-match-id="G20"]' },
  team: { path: '/team/T10?division=M1&season=2025W', score: '[data-match-id="G20"]' },
  match: { path: '/match/G20', score: '[data-testid="match-score"]' },
} as const
type Kind = keyof typeof FAN_PAGES

/** Records, in the page, when each home score first shows: no polling from outside to miss it. */
function watchHomeScore(selector: string) {
  const seen: Record<string, number> = {}
  const read = () => {
    const text = document.querySelector(selector)?.textContent ?? ''
    const home = /(\d+)\s*[-–]\s*\d+/.exec(text)?.[1]
    if (home !== undefined && !(home in seen)) seen[home] = Date.now()
  }
  new MutationObserver(read).observe(document.body, {
    subtree: true,
    childList: true,
    characterData: true,
  })
  read()
  Object.assign(window, { benchSeen: seen })
}

const server = await startLeagueServer({ tree: exampleTreeWithGame(), env: { LOG_LEVEL: 'error' } })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
})
try {
  const fanPages = new Map<Kind, Page>()
  for (const [kind, { path, score }] of Object.entries(FAN_PAGES) as Array<
    [Kind, (typeof FAN_PAGES)[Kind]]
  >) {
    // A context each, as fans on their own phones: one browser holds 6 connections to a host
    // over HTTP/1.1, and each page's live stream keeps one.
    const fan = await browser.newContext({ viewport: PHONE, baseURL: server.baseURL })
    const page = await fan.newPage()
    const stream = page.waitForResponse((answer) => answer.url().endsWith('/api/live'))
    await page.goto(path)
    await stream
    await page.evaluate(watchHomeScore, score)
    fanPages.set(kind, page)
  }

  const keeper = await browser.newContext({ viewport: PHONE, baseURL: server.baseURL })
  const sheet = await keeper.newPage()
  await signInAsOperator(sheet, server, { email: 'bench.keeper@example.org', name: 'Bench' })
  await sheet.goto('/admin/game/G20/live')
  await sheet.getByRole('button', { name: 'Démarrer le match' }).click()
  await sheet.getByTestId('live-state').filter({ hasText: 'En cours' }).waitFor()
  const scorer = sheet.getByTestId('live-player').filter({ hasText: 'Marc Tremblay' })

  const everyPage: number[] = []
  const byKind = new Map<Kind, number[]>()
  for (let goal = 1; goal <= GOALS; goal++) {
    const tappedAt = Date.now()
    await scorer.click()
    await sheet
      .getByTestId('live-score')
      .filter({ hasText: `${goal} – 0` })
      .waitFor()
    let slowest = 0
    for (const [kind, page] of fanPages) {
      const handle = await page.waitForFunction(
        (home) => (window as unknown as { benchSeen: Record<string, number> }).benchSeen[home],
        String(goal),
        { timeout: 30_000, polling: 50 },
      )
      const took = ((await handle.jsonValue()) as number) - tappedAt
      byKind.set(kind, [...(byKind.get(kind) ?? []), took])
      slowest = Math.max(slowest, took)
    }
    everyPage.push(slowest)
  }

  const sorted = (list: number[]) => [...list].sort((a, b) => a - b)
  const median = (list: number[]) => sorted(list)[Math.floor(list.length / 2)] ?? NaN
  const worst = Math.max(...everyPage)
  console.log(
    `bench:game-night: ${GOALS} goals, one tap each, ${fanPages.size} open fan pages ` +
      `(${[...fanPages.keys()].join(', ')})`,
  )
  console.table(
    [...byKind].map(([kind, list]) => ({
      page: kind,
      'median ms': median(list),
      'worst ms': Math.max(...list),
    })),
  )
  console.log(
    `tap to every open page: median ${median(everyPage)} ms, worst ${worst} ms ` +
      `(${worst <= TARGET_MS ? 'within' : 'OVER'} ${TARGET_MS} ms)`,
  )
  const [live] = firstLoadJs('build/client', ['routes/admin.game.$matchId.live'])
  if (live) {
    console.log(
      `live sheet first-load JavaScript: ${live.files} files, ${(live.gzip / 1024).toFixed(1)} KB gzip ` +
        `(${(live.bytes / 1024).toFixed(1)} KB)`,
    )
  }
} finally {
  await browser.close()
  await server.stop()
}
