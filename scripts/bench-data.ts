// npm run bench:data [-- --scales 1,10,45]: mirror load time and memory against the README's
// targets.
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { execFileSync } from 'node:child_process'

import { generateDemoLeague } from '../app/data/demo-league/generate.ts'
import { EmbeddedSource, storeFile, writeLeaguePath } from '../app/data/embedded-source.server.ts'
import { deepFreeze } from '../app/data/league-source.ts'
import { silentLogger } from '../app/data/log.server.ts'
import { LeagueMirror } from '../app/data/mirror.server.ts'
import { parseCommand } from './command-line.ts'

const NOW = new Date('2026-01-14T19:00:00-05:00')
const KEY = 'bench'

const USAGE = `Usage: npm run bench:data -- [--scales 1,10,45] [--measure WHAT]

Load time and memory of the league mirror over the embedded store at each scale of the demo
league, and how long another process's write takes to reach the mirror (developer benchmark).`

const { values } = parseCommand({
  name: 'bench:data',
  usage: USAGE,
  options: { scales: { type: 'string', default: '1,10,45' }, measure: { type: 'string' } },
})
const scales = (values.scales ?? '1,10,45')
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0)

const gc = (globalThis as { gc?: () => void }).gc
if (!gc) process.stderr.write('bench:data: run with --expose-gc for meaningful memory figures\n')

function memory(): NodeJS.MemoryUsage {
  gc?.()
  gc?.()
  return process.memoryUsage()
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
const ms = (value: number) => `${Math.round(value)} ms`

type Row = Record<string, string | number>
const rows: Row[] = []

function firstGamePath(tree: Record<string, unknown>): string {
  const segments = ['Schedule']
  let node: unknown = tree.Schedule
  for (let depth = 0; depth < 5 && node && typeof node === 'object'; depth++) {
    const key = Object.keys(node)[0] as string
    segments.push(key)
    node = (node as Record<string, unknown>)[key]
  }
  return segments.join('/')
}

function oneNodeWrites(writer: EmbeddedSource, gamePath: string): number {
  const times: number[] = []
  for (let i = 0; i < 21; i++) {
    const started = performance.now()
    writer.set(`leagues/${KEY}/${gamePath}/HomeTeamScore`, i % 7)
    times.push(performance.now() - started)
  }
  return times.sort((a, b) => a - b)[10] as number
}

/** In its own function, so nothing it made stays reachable. */
function prepare(scale: number, dataDir: string) {
  let started = performance.now()
  const demo = generateDemoLeague({ now: NOW, scale })
  const generateMs = performance.now() - started
  const jsonBytes = Buffer.byteLength(JSON.stringify(demo.tree))
  const writer = new EmbeddedSource({ dataDir, logger: silentLogger })
  started = performance.now()
  writer.set(`leagues/${KEY}`, demo.tree)
  const writeMs = performance.now() - started
  const rows = writer.countRows()
  const oneNodeWriteMs = oneNodeWrites(writer, firstGamePath(demo.tree))
  writer.closeSync()
  return {
    counts: demo.facts.counts,
    generateMs,
    jsonBytes,
    writeMs,
    oneNodeWriteMs,
    rows,
    dbBytes: statSync(storeFile(dataDir)).size,
  }
}

type Measurement = {
  loadMs: number
  loadCpuMs: number
  heapDelta: number
  rssBefore: number
  rssAfter: number
  freezeMs: number
  latencies: number[]
}

async function measure(dataDir: string): Promise<Measurement> {
  const before = memory()
  const cpu = process.cpuUsage()
  let started = performance.now()
  const source = new EmbeddedSource({ dataDir, logger: silentLogger, pollIntervalMs: 250 })
  const mirror = new LeagueMirror({
    source,
    path: `leagues/${KEY}`,
    freeze: false,
    logger: silentLogger,
  })
  const snapshot = await mirror.start()
  const loadMs = performance.now() - started
  const loadCpu = process.cpuUsage(cpu)
  const after = memory()

  started = performance.now()
  deepFreeze(snapshot.tree)
  const freezeMs = performance.now() - started

  const latencies: number[] = []
  // The store's poll timer does not keep a process alive (a server's HTTP socket does): hold it
  // here.
  const keepAlive = setInterval(() => {}, 1000)
  for (let i = 0; i < 5; i++) {
    await new Promise((resolve) => setTimeout(resolve, 300 + i * 47))
    const changed = new Promise<number>((resolve) => {
      const stop = mirror.onChange((_snapshot, keys) => {
        if (keys.includes('Sponsors')) {
          stop()
          resolve(performance.now())
        }
      })
    })
    const writtenAt = performance.now()
    writeLeaguePath(dataDir, KEY, 'Sponsors/bench', { name: `Bench ${i}`, active: true })
    latencies.push((await changed) - writtenAt)
  }
  clearInterval(keepAlive)
  mirror.close()
  await source.close()
  return {
    loadMs,
    loadCpuMs: (loadCpu.user + loadCpu.system) / 1000,
    heapDelta: after.heapUsed - before.heapUsed,
    rssBefore: before.rss,
    rssAfter: after.rss,
    freezeMs,
    latencies: latencies.sort((a, b) => a - b),
  }
}

if (values.measure) {
  process.stdout.write(JSON.stringify(await measure(values.measure)))
  process.exit(0)
}

for (const scale of scales) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `bench-data-${scale}-`))
  try {
    const {
      counts,
      generateMs,
      jsonBytes,
      writeMs,
      oneNodeWriteMs,
      rows: storedRows,
      dbBytes,
    } = prepare(scale, dataDir)
    // The machine is shared: medians of three fresh processes.
    const loads = [0, 1, 2].map((): Measurement => {
      const output = execFileSync(
        process.execPath,
        ['--expose-gc', import.meta.filename, '--measure', dataDir],
        {
          encoding: 'utf8',
          maxBuffer: 1024 * 1024,
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      )
      return JSON.parse(output) as Measurement
    })
    const middle = (key: 'loadMs' | 'loadCpuMs') =>
      loads.map((load) => load[key]).sort((a, b) => a - b)[1] as number
    const m = loads[0] as Measurement
    rows.push({
      scale,
      divisions: counts.divisions,
      teams: counts.teams,
      players: counts.players,
      'games (active season)': counts.games,
      'stored rows': storedRows,
      'JSON size': mb(jsonBytes),
      'SQLite file': mb(dbBytes),
      'SQLite file / JSON (target ≤ 2)': (dbBytes / jsonBytes).toFixed(2),
      'generate demo': ms(generateMs),
      'write (1 transaction)': ms(writeMs),
      'one-node write, median (target ≤ 5 ms)': `${oneNodeWriteMs.toFixed(2)} ms`,
      'mirror load, wall (open + read + snapshot; median of 3)': ms(middle('loadMs')),
      'mirror load, CPU (median of 3)': ms(middle('loadCpuMs')),
      'heap retained by the snapshot (after GC)': mb(m.heapDelta),
      'rss before → after load': `${mb(m.rssBefore)} → ${mb(m.rssAfter)}`,
      'deep freeze (dev only)': ms(m.freezeMs),
      'other process write → snapshot (median)': ms(m.latencies[2]),
      'other process write → snapshot (max)': ms(m.latencies[4]),
    })
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const labels = Object.keys(rows[0] ?? {})
const width = Math.max(...labels.map((l) => l.length))
process.stdout.write(
  `League data benchmark (Node ${process.version}, now = ${NOW.toISOString()})\n\n`,
)
for (const label of labels) {
  process.stdout.write(
    `${label.padEnd(width)}  ${rows.map((row) => String(row[label]).padStart(22)).join('  ')}\n`,
  )
}
process.stdout.write(
  '\nTargets: mirror load ≤ 100 ms at 1× and ≤ 1 s at 10×. The machine may be shared: CPU time is the fairer figure.\n',
)
