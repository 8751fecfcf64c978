import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { EmbeddedSource, STORE_FILE_NAME } from './embedded-source.server.ts'
import { silentLogger } from './log.server.ts'
import {
  StoreStartupError,
  checkDataDir,
  storeFileProblem,
  storedLeagueKeys,
} from './store-files.server.ts'

let root: string

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'store-files-'))
})

afterEach(() => {
  chmodSync(root, 0o700)
  for (const entry of readdirSync(root)) {
    const full = path.join(root, entry)
    if (statSync(full).isDirectory()) chmodSync(full, 0o700)
  }
  rmSync(root, { recursive: true, force: true })
})

const modeOf = (file: string) => statSync(file).mode & 0o777

/** A store with a league and a registration, closed (its WAL checkpointed into the file). */
function writeStore(dataDir: string): string {
  const source = new EmbeddedSource({ dataDir, logger: silentLogger })
  source.set('leagues/demo/Teams', { T1: { name: 'x'.repeat(20_000) } })
  source.pushDurably('leagues/demo/RegisterTeamForm', { teamName: 'Les Étoiles' })
  source.closeSync()
  return path.join(dataDir, STORE_FILE_NAME)
}

describe('data at rest', () => {
  it('creates DATA_DIR 0700 and the store, its WAL and shared-memory files 0600', () => {
    const dataDir = path.join(root, 'data')
    expect(checkDataDir(dataDir, STORE_FILE_NAME).warnings).toEqual([])
    expect(modeOf(dataDir)).toBe(0o700)
    const source = new EmbeddedSource({ dataDir, logger: silentLogger })
    source.pushDurably('leagues/demo/RegisterTeamForm', { teamName: 'Les Étoiles' })
    const file = path.join(dataDir, STORE_FILE_NAME)
    for (const part of [file, `${file}-wal`, `${file}-shm`]) {
      expect(existsSync(part), part).toBe(true)
      expect(modeOf(part), part).toBe(0o600)
    }
    source.closeSync()
  })

  it('the store creates its own directory 0700 when used without the start-up check', () => {
    const dataDir = path.join(root, 'nested', 'data')
    writeStore(dataDir)
    expect(modeOf(dataDir)).toBe(0o700)
    expect(modeOf(path.join(dataDir, STORE_FILE_NAME))).toBe(0o600)
  })

  it('warns when DATA_DIR or the store is readable by group or others', () => {
    const dataDir = path.join(root, 'data')
    const file = writeStore(dataDir)
    chmodSync(dataDir, 0o755)
    chmodSync(file, 0o644)
    const { warnings } = checkDataDir(dataDir, STORE_FILE_NAME)
    expect(warnings).toHaveLength(2)
    expect(warnings[0]).toContain(`DATA_DIR ${dataDir} is open to group or others (mode 0755)`)
    expect(warnings[1]).toContain(`${file} is readable by group or others (mode 0644)`)
    expect(warnings[1]).toContain(`chmod 600 ${file}`)
  })
})

describe('store faults at start-up', () => {
  it('a missing store is a fresh start', () => {
    const dataDir = path.join(root, 'data')
    mkdirSync(dataDir, { mode: 0o700 })
    expect(checkDataDir(dataDir, STORE_FILE_NAME).warnings).toEqual([])
    expect(existsSync(path.join(dataDir, STORE_FILE_NAME))).toBe(false)
  })

  it('a sound store passes', () => {
    const dataDir = path.join(root, 'data')
    const file = writeStore(dataDir)
    expect(storeFileProblem(file)).toBeUndefined()
    expect(() => checkDataDir(dataDir, STORE_FILE_NAME)).not.toThrow()
  })

  it.each([
    [
      'not a SQLite file',
      (file: string) => writeFileSync(file, '{"leagues": {}}\n'.repeat(500)),
      /not a SQLite database/,
    ],
    [
      'truncated mid-page',
      (file: string) => truncateSync(file, statSync(file).size - 1000),
      /truncated/,
    ],
    [
      'truncated to its first pages',
      (file: string) => truncateSync(file, 4096 * 2),
      /truncated|damaged/,
    ],
    [
      'damaged inside',
      (file: string) => {
        const bytes = readFileSync(file)
        bytes.fill(0xa5, 4096 + 8, bytes.length)
        writeFileSync(file, bytes)
      },
      /damaged|cannot read/,
    ],
  ])(
    'a store that is %s stops the start, naming the file, and is left as it was',
    (_, damage, reason) => {
      const dataDir = path.join(root, 'data')
      const file = writeStore(dataDir)
      damage(file)
      const before = readFileSync(file)
      let error: unknown
      try {
        checkDataDir(dataDir, STORE_FILE_NAME)
      } catch (caught) {
        error = caught
      }
      expect(error).toBeInstanceOf(StoreStartupError)
      const message = (error as Error).message
      expect(message).not.toContain('\n')
      expect(message).toContain(`The league store ${file} cannot be opened`)
      expect(message).toMatch(reason)
      expect(message).toContain('restore it from a backup, or move it away')
      expect(readFileSync(file).equals(before)).toBe(true)
      expect(existsSync(`${file}-wal`)).toBe(false)
    },
  )

  it('a read-only DATA_DIR stops the start with what to do', () => {
    const dataDir = path.join(root, 'data')
    const file = writeStore(dataDir)
    const before = readFileSync(file)
    chmodSync(dataDir, 0o500)
    expect(() => checkDataDir(dataDir, STORE_FILE_NAME)).toThrow(StoreStartupError)
    expect(() => checkDataDir(dataDir, STORE_FILE_NAME)).toThrow(
      `DATA_DIR ${dataDir} is read-only: the server must write its store and e-mails there; give the server's user write access (chmod 700 ${dataDir}) or point DATA_DIR elsewhere.`,
    )
    chmodSync(dataDir, 0o700)
    expect(readFileSync(file).equals(before)).toBe(true)
  })

  it('a DATA_DIR that is a file stops the start', () => {
    const dataDir = path.join(root, 'data')
    writeFileSync(dataDir, 'x')
    expect(() => checkDataDir(dataDir, STORE_FILE_NAME)).toThrow(/is not a directory/)
  })

  it('a copy of a sound store passes (the check writes nothing)', () => {
    const dataDir = path.join(root, 'data')
    const file = writeStore(dataDir)
    const copy = path.join(root, 'copy.sqlite')
    copyFileSync(file, copy)
    const before = readFileSync(copy)
    expect(storeFileProblem(copy)).toBeUndefined()
    expect(readFileSync(copy).equals(before)).toBe(true)
  })
})

describe('the league key and the store', () => {
  it('refuses a store that holds other leagues but not LEAGUE_KEY, listing the keys it holds', () => {
    const dataDir = path.join(root, 'data')
    writeStore(dataDir)
    const other = new EmbeddedSource({ dataDir, logger: silentLogger })
    other.set('leagues/ligue-b/Teams', { T2: { name: 'B' } })
    other.closeSync()
    expect(() => checkDataDir(dataDir, STORE_FILE_NAME, 'dmeo')).toThrow(StoreStartupError)
    expect(() => checkDataDir(dataDir, STORE_FILE_NAME, 'dmeo')).toThrow(
      /holds no league "dmeo".*it holds: demo, ligue-b/,
    )
    expect(storedLeagueKeys(path.join(dataDir, STORE_FILE_NAME))).toEqual(['demo', 'ligue-b'])
  })

  it('lists every league, whose keys may begin with another key, whether stored whole or in rows', () => {
    const dataDir = path.join(root, 'data')
    const store = new EmbeddedSource({ dataDir, logger: silentLogger })
    // Rows of 8 KB at most: the big league is cut into many rows, the small ones are one each.
    const teams = Object.fromEntries(
      Array.from({ length: 400 }, (_, i) => [`T${i}`, { name: `Team ${i} `.repeat(8) }]),
    )
    store.set('leagues/a/Teams', teams)
    store.set('leagues/a-b', { Teams: { T1: { name: 'A-B' } } })
    store.set('leagues/a0', 'a league stored as one value')
    store.set('leagues/b/Teams', teams)
    store.closeSync()
    expect(storedLeagueKeys(path.join(dataDir, STORE_FILE_NAME))).toEqual(['a', 'a-b', 'a0', 'b'])
  })

  it('accepts the league it holds, and an empty or missing store (the demo is seeded there)', () => {
    const dataDir = path.join(root, 'data')
    expect(checkDataDir(dataDir, STORE_FILE_NAME, 'anything').warnings).toEqual([])
    new EmbeddedSource({ dataDir, logger: silentLogger }).closeSync()
    expect(checkDataDir(dataDir, STORE_FILE_NAME, 'anything').warnings).toEqual([])
    writeStore(dataDir)
    expect(checkDataDir(dataDir, STORE_FILE_NAME, 'demo').warnings).toEqual([])
  })
})
