// Time to draw each kind of share image, in French and English, from the demo league.
import { mkdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import path from 'node:path'

import { withAppModules } from './app-modules.ts'
import { parseCommand } from './command-line.ts'

const BUDGET_MS = 150
const USAGE = `Usage: npm run bench:share -- [--runs 30] [--out DIR]

Time to draw each kind of share image, French and English (developer benchmark); --out writes
the images to DIR.`

const { values } = parseCommand({
  name: 'bench:share',
  usage: USAGE,
  options: { out: { type: 'string' }, runs: { type: 'string', default: '30' } },
})
const runs = Math.max(2, Number(values.runs) || 30)

type Row = {
  image: string
  lang: string
  'first ms': number
  'wall p50': number
  'wall p95': number
  'cpu p50': number
  'cpu p95': number
  'cpu max': number
  'main p50': number
  'PNG kB': number
}

type WorkerRow = {
  image: string
  lang: string
  'wall p50': number
  'process cpu p50': number
  'main p50': number
  'main p95': number
}

const round = (value: number) => Math.round(value * 10) / 10
const ms = (used: NodeJS.CpuUsage) => (used.user + used.system) / 1000

async function timeRuns(runs: number, draw: () => Promise<unknown>) {
  const times = { wall: [] as number[], cpu: [] as number[], main: [] as number[] }
  for (let run = 0; run < runs; run++) {
    const started = performance.now()
    const cpuStarted = process.cpuUsage()
    const mainStarted = process.threadCpuUsage()
    await draw()
    times.main.push(ms(process.threadCpuUsage(mainStarted)))
    times.cpu.push(ms(process.cpuUsage(cpuStarted)))
    times.wall.push(performance.now() - started)
  }
  return times
}

await withAppModules(async (load) => {
  const generate = await load('/app/data/demo-league/generate.ts')
  const domain = await load('/app/league/index.ts')
  const cards = await load('/app/view-models/share-image.ts')
  const renderer = await load('/app/utils/share-png.server.ts')
  const pool = await load('/app/utils/share-png-pool.server.ts')

  const demo = generate.generateDemoLeague({ now: new Date('2026-01-18T23:00:00Z') })
  const league = domain.parseLeague(demo.tree)
  const finished = league.matches.find((match: { status: string }) => match.status === 'finished')
  const upcoming = league.matches.find((match: { status: string }) => match.status === 'upcoming')
  const division = domain.activeDivisions(league.divisions)[0]
  const team = league.teams.find(
    (candidate: { divisionId?: string }) => candidate.divisionId === division.id,
  )

  const loadStarted = performance.now()
  await renderer.shareRenderer()
  const loadMs = performance.now() - loadStarted

  const quantile = (values: number[], q: number) => {
    const sorted = values.slice(1).sort((a, b) => a - b)
    return round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!)
  }

  const rows: Row[] = []
  const workerRows: WorkerRow[] = []
  for (const lang of ['fr', 'en']) {
    const images: Record<string, unknown> = {
      'match (result)': cards.matchCard(league, finished, lang),
      'match (upcoming)': cards.matchCard(league, upcoming, lang),
      team: cards.teamCard(league, team.id, division.id, lang),
      standings: cards.standingsCard(league, division.id, lang),
      default: cards.defaultCard(),
    }
    for (const [name, card] of Object.entries(images)) {
      let png = Buffer.alloc(0)
      const inPlace = await timeRuns(runs, async () => {
        png = await renderer.renderSharePng(card)
      })
      rows.push({
        image: name,
        lang,
        'first ms': round(inPlace.wall[0]!),
        'wall p50': quantile(inPlace.wall, 0.5),
        'wall p95': quantile(inPlace.wall, 0.95),
        'cpu p50': quantile(inPlace.cpu, 0.5),
        'cpu p95': quantile(inPlace.cpu, 0.95),
        'cpu max': quantile(inPlace.cpu, 1),
        'main p50': quantile(inPlace.main, 0.5),
        'PNG kB': round(png.length / 1000),
      })
      const inWorker = await timeRuns(runs, () => pool.drawSharePng(card))
      workerRows.push({
        image: name,
        lang,
        'wall p50': quantile(inWorker.wall, 0.5),
        'process cpu p50': quantile(inWorker.cpu, 0.5),
        'main p50': quantile(inWorker.main, 0.5),
        'main p95': quantile(inWorker.main, 0.95),
      })
      if (values.out) {
        mkdirSync(values.out, { recursive: true })
        writeFileSync(path.join(values.out, `${name.replace(/\W+/g, '-')}-${lang}.png`), png)
      }
    }
  }
  console.log(
    `renderer load (wasm + fonts, once per process): ${round(loadMs)} ms; ${runs} runs per image; ` +
      `load average ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')} on this machine`,
  )
  console.log('drawn on the main thread (CPU ms per image; main: the main thread alone):')
  console.table(rows)
  console.log('drawn in the worker thread, as the server does (CPU ms per image):')
  console.table(workerRows)
  await pool.closeSharePngPool()
  const over = rows.filter((row) => row['cpu p95'] > BUDGET_MS)
  console.log(
    over.length === 0
      ? `every image within ${BUDGET_MS} ms of CPU at p95`
      : `over ${BUDGET_MS} ms of CPU at p95: ${over.map((row) => `${row.image} (${row.lang})`).join(', ')}`,
  )
  process.exitCode = over.length === 0 ? 0 : 1
})
