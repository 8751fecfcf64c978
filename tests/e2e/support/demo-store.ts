// The demo league, generated once per test run instead of at every server start.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'

import { generateDemoLeague } from '../../../app/data/demo-league/generate.ts'
import { writeDemoMedia } from '../../../app/data/demo-league/seed.server.ts'
import { EmbeddedSource } from '../../../app/data/embedded-source.server.ts'
import { joinPath } from '../../../app/data/league-source.ts'
import { E2E_NOW, E2E_PORT } from '../e2e-env.ts'

const ROOT = path.resolve(import.meta.dirname, '../../..')
// Per port, as the webServer's DATA_DIR is: two runs on other ports do not share stores.
const STORES = path.join(ROOT, `tests/.tmp/demo-stores-${E2E_PORT}`)
const LEAGUE_KEYS = ['demo', 'fixture']

type Stamp = { leagueKey: string; now: string; app: string }

function appFingerprint(): string {
  const app = path.join(ROOT, 'app')
  const files = readdirSync(app, { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isFile(),
  )
  const newest = Math.max(
    ...files.map((entry) => statSync(path.join(entry.parentPath, entry.name)).mtimeMs),
  )
  return `${files.length} files, newest ${newest}`
}

const stampFile = (leagueKey: string) => path.join(STORES, `${leagueKey}.json`)

export function seedDemoStores(): void {
  const demo = generateDemoLeague({ now: new Date(E2E_NOW) })
  const app = appFingerprint()
  mkdirSync(STORES, { recursive: true })
  for (const leagueKey of LEAGUE_KEYS) {
    // Written aside and renamed: a server starting meanwhile sees the old store or none.
    const building = path.join(STORES, `${leagueKey}.building-${process.pid}`)
    rmSync(building, { recursive: true, force: true })
    const source = new EmbeddedSource({ dataDir: building })
    try {
      source.set(joinPath('leagues', leagueKey), demo.tree)
    } finally {
      source.closeSync()
    }
    writeDemoMedia(building, demo.media)
    rmSync(stampFile(leagueKey), { force: true })
    rmSync(path.join(STORES, leagueKey), { recursive: true, force: true })
    renameSync(building, path.join(STORES, leagueKey))
    const stamp: Stamp = { leagueKey, now: E2E_NOW, app }
    writeFileSync(stampFile(leagueKey), JSON.stringify(stamp))
  }
}

function isCurrent(leagueKey: string, now: string): boolean {
  if (!existsSync(stampFile(leagueKey))) return false
  const stamp = JSON.parse(readFileSync(stampFile(leagueKey), 'utf8')) as Stamp
  return stamp.leagueKey === leagueKey && stamp.now === now && stamp.app === appFingerprint()
}

export function ensureDemoStores(): void {
  if (!LEAGUE_KEYS.every((leagueKey) => isCurrent(leagueKey, E2E_NOW))) seedDemoStores()
}

export function copyDemoStore(leagueKey: string, now: string, dataDir: string): boolean {
  if (!isCurrent(leagueKey, now)) return false
  cpSync(path.join(STORES, leagueKey), dataDir, { recursive: true })
  return true
}

if (import.meta.main) {
  seedDemoStores()
  const dataDir = process.argv[2]
  if (dataDir && !copyDemoStore('demo', E2E_NOW, path.resolve(dataDir)))
    throw new Error('the demo store just seeded could not be copied')
}
