// Lighthouse's default mobile preset on the built site and the demo league.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { firstLoadJs } from './first-load-js.ts'
import { parseCommand } from './command-line.ts'

const USAGE = `Usage: npm run build && npm run bench:lighthouse -- [--runs 1] [--lang fr] [--port 4395]

Lighthouse (mobile preset) on the built site's main pages (developer benchmark).
Chromium: CHROMIUM_PATH, else /usr/bin/chromium.`

const { values } = parseCommand({
  name: 'bench:lighthouse',
  usage: USAGE,
  options: {
    runs: { type: 'string', default: '1' },
    lang: { type: 'string', default: 'fr' },
    port: { type: 'string', default: '4395' },
  },
})
const NOW = '2026-01-14T19:00:00-05:00'
const base = `http://127.0.0.1:${values.port}`
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'))

const server: ChildProcess = spawn(process.execPath, ['server/index.ts'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: values.port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LEAGUE_KEY: 'demo',
    LEAGUE_NOW: NOW,
    LOG_LEVEL: 'error',
    PUBLIC_URL: base,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})

async function waitForServer() {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return
    } catch {
      // Not yet listening.
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('server did not start')
}

const ROUTE_OF: Array<[RegExp, string]> = [
  [/^\/(\?|$)/, 'routes/_index'],
  [/^\/standings/, 'routes/standings'],
  [/^\/team\//, 'routes/team.$teamId'],
  [/^\/match\//, 'routes/match.$matchId'],
  [/^\/player\//, 'routes/player.$playerId'],
  [/^\/registration/, 'routes/registration'],
]

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})

try {
  await waitForServer()
  const lang = values.lang === 'en' ? 'en' : 'fr'
  const suffix = lang === 'en' ? '?lang=en' : ''
  const home = await (await fetch(`${base}/${suffix}`)).text()
  const firstLink = (prefix: string) =>
    new RegExp(`href="(${prefix}[^"]+)"`).exec(home)?.[1]?.replaceAll('&amp;', '&')
  const pages = [
    `/${suffix}`,
    `/standings${suffix}`,
    firstLink('/team/'),
    firstLink('/match/'),
    firstLink('/player/'),
    `/registration${suffix}`,
  ].filter((url): url is string => Boolean(url))
  const budgets = new Map(
    firstLoadJs('build/client', undefined, lang).map((row) => [row.route, row]),
  )

  const rows = []
  for (const page of pages) {
    for (let run = 0; run < Number(values.runs); run++) {
      // Warm the page cache so the measurement is of the page, not of its first render.
      await fetch(`${base}${page}`)
      const result = await lighthouse(`${base}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      })
      if (!result) throw new Error(`no Lighthouse result for ${page}`)
      const { categories, audits, runtimeError } = result.lhr
      // A failed run (Chromium hiccup) is reported, never printed as a score of 0.
      if (runtimeError) console.error(`${page}: ${runtimeError.code} ${runtimeError.message}`)
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
      const ms = (id: string) => Math.round(audits[id]?.numericValue ?? 0)
      const route = ROUTE_OF.find(([pattern]) => pattern.test(page))?.[1]
      const js = route ? budgets.get(route) : undefined
      rows.push({
        page: page.length > 34 ? `${page.slice(0, 31)}...` : page,
        perf: score('performance'),
        a11y: score('accessibility'),
        bp: score('best-practices'),
        seo: score('seo'),
        'FCP ms': ms('first-contentful-paint'),
        'LCP ms': ms('largest-contentful-paint'),
        'TBT ms': ms('total-blocking-time'),
        CLS: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        'JS KB gz': js ? Number((js.gzip / 1000).toFixed(1)) : '',
      })
    }
  }
  console.log(
    `bench:lighthouse: Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, ${lang}, ${os.cpus().length} cores`,
  )
  console.table(rows)
} finally {
  await chrome.kill()
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
  rmSync(dataDir, { recursive: true, force: true })
}
