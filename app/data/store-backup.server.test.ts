import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { EmbeddedSource } from './embedded-source.server.ts'
import { silentLogger } from './log.server.ts'
import { BackupError, backupStore, restoreStore, runningServers } from './store-backup.server.ts'

let root: string

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'store-backup-'))
})

afterEach(() => {
  rmSync(root, { recursive: true, force: true })
})

describe('backup and restore of the embedded store', () => {
  it('restores a backup taken while registrations are saved, with every acknowledged one', async () => {
    const live = path.join(root, 'live')
    const source = new EmbeddedSource({ dataDir: live, logger: silentLogger })
    source.set('leagues/demo/Teams', { T1: { name: 'x'.repeat(50_000) } })
    const acknowledged: string[] = []
    const save = () => {
      acknowledged.push(
        source.pushDurably('leagues/demo/RegisterTeamForm', {
          teamName: `Équipe ${acknowledged.length}`,
        }),
      )
    }
    for (let i = 0; i < 200; i++) save()
    // Registrations keep coming while the copy is taken.
    const writer = setInterval(() => {
      for (let i = 0; i < 5; i++) save()
    }, 1)
    const before = [...acknowledged]
    const out = path.join(root, 'backup.sqlite')
    const { leagues } = await backupStore(live, out)
    clearInterval(writer)
    source.closeSync()
    expect(leagues).toEqual(['demo'])
    expect(statSync(out).mode & 0o777).toBe(0o600)

    const restoredDir = path.join(root, 'restored')
    restoreStore(out, restoredDir)
    const restored = new EmbeddedSource({ dataDir: restoredDir, logger: silentLogger })
    const saved = Object.keys(restored.readSync('leagues/demo/RegisterTeamForm') as object)
    restored.closeSync()
    expect(saved.length).toBeGreaterThanOrEqual(before.length)
    expect(before.filter((id) => !saved.includes(id))).toEqual([])
  })

  it('refuses to restore while a server runs on DATA_DIR, naming its pid', async () => {
    const live = path.join(root, 'live')
    const source = new EmbeddedSource({ dataDir: live, logger: silentLogger })
    source.set('leagues/demo/Teams', { T1: { name: 'A' } })
    const out = path.join(root, 'backup.sqlite')
    await backupStore(live, out)
    source.closeSync()
    mkdirSync(path.join(live, '.servers'))
    writeFileSync(path.join(live, '.servers', String(process.pid)), '')
    expect(runningServers(live)).toEqual([process.pid])
    expect(() => restoreStore(out, live)).toThrow(
      new RegExp(`a server is running on .* \\(pid ${process.pid}\\): stop it first`),
    )
  })

  it('refuses a file that is not a store backup and changes nothing', () => {
    const bad = path.join(root, 'notes.txt')
    writeFileSync(bad, 'not a database at all, but long enough to have a header'.repeat(4))
    expect(() => restoreStore(bad, path.join(root, 'data'))).toThrow(BackupError)
    expect(() => restoreStore(bad, path.join(root, 'data'))).toThrow(/not a store backup/)
  })
})
