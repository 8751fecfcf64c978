import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

import { EmbeddedSource, STORE_FILE_NAME } from '../app/data/embedded-source.server.ts'
import { silentLogger } from '../app/data/log.server.ts'
import { StoreStartupError, checkDataDir } from '../app/data/store-files.server.ts'
import { checkStoreAside } from './store-check.ts'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function store(): { dataDir: string; file: string } {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'store-check-'))
  dirs.push(dataDir)
  const source = new EmbeddedSource({ dataDir, logger: silentLogger })
  const teams = Object.fromEntries(
    Array.from({ length: 400 }, (_, i) => [`T${i}`, { name: `Team ${i} `.repeat(8) }]),
  )
  source.set('leagues/demo/Teams', teams)
  source.closeSync()
  return { dataDir, file: path.join(dataDir, STORE_FILE_NAME) }
}

function damageInside(file: string): void {
  const bytes = readFileSync(file)
  bytes.fill(0xa5, 4096 + 8, bytes.length)
  writeFileSync(file, bytes)
}

describe('the store check beside the start', () => {
  it('finds a sound store sound, and has nothing to say of a missing one', async () => {
    const { dataDir } = store()
    expect(await checkStoreAside(dataDir, STORE_FILE_NAME)).toBeUndefined()
    const empty = path.join(dataDir, 'empty')
    mkdirSync(empty)
    expect(await checkStoreAside(empty, STORE_FILE_NAME)).toBeUndefined()
  })

  it('names a store damaged inside with the message the start stops on', async () => {
    const { dataDir, file } = store()
    damageInside(file)
    const error = await checkStoreAside(dataDir, STORE_FILE_NAME)
    expect(error).toBeInstanceOf(StoreStartupError)
    expect(error?.message).toContain(`The league store ${file} cannot be opened`)
    expect(error?.message).toMatch(/damaged|cannot read/)
  })

  it('leaves the quick check to it, yet never lets the start fail on a raw SQLite error', () => {
    const { dataDir, file } = store()
    damageInside(file)
    let error: unknown
    try {
      checkDataDir(dataDir, STORE_FILE_NAME, 'demo', { deep: false })
    } catch (caught) {
      error = caught
    }
    expect(error === undefined || error instanceof StoreStartupError).toBe(true)
  })
})
