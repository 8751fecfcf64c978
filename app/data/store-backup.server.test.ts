import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { EmbeddedSource } from './embedded-source.server.ts'
import { silentLogger } from './log.server.ts'
import { DatabaseSync, backup } from 'node:sqlite'

import { FirebaseProtocolServer } from '../../tests/support/firebase-protocol-server.ts'
import { StorageServer } from '../../tests/support/storage-server.ts'
import { FirebaseConsoleStore } from './console-store-firebase.server.ts'
import { SqliteConsoleStore } from './console-store-sqlite.server.ts'
import type { FirebaseLeague } from './firebase-backup.server.ts'
import { FirebaseRest } from './firebase-rest.server.ts'
import { getAtPath } from './league-source.ts'
import { storageOrigin } from './storage-rest.server.ts'
import { noCredential } from './firebase-credential.server.ts'
import {
  BackupError,
  backupDataDir,
  restoreDataDir,
  runningServers,
} from './store-backup.server.ts'

const embedded = { embedded: true }
const backupStore = (dataDir: string, out: string) => backupDataDir(dataDir, out, embedded)
const restoreStore = restoreDataDir

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
    await restoreStore(out, restoredDir)
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
    await expect(restoreStore(out, live)).rejects.toThrow(
      new RegExp(`a server is running on .* \\(pid ${process.pid}\\): stop it first`),
    )
  })

  it('refuses a file that is not a store backup and changes nothing', async () => {
    const bad = path.join(root, 'notes.txt')
    writeFileSync(bad, 'not a database at all, but long enough to have a header'.repeat(4))
    await expect(restoreStore(bad, path.join(root, 'data'))).rejects.toThrow(BackupError)
    await expect(restoreStore(bad, path.join(root, 'data'))).rejects.toThrow(/is not a backup/)
  })

  it('keeps the console state and every image: a wiped DATA_DIR gets them all back, and nothing is left beside the archive', async () => {
    const live = path.join(root, 'live')
    const source = new EmbeddedSource({ dataDir: live, logger: silentLogger })
    source.set('leagues/demo/Teams', { T1: { name: 'A' } })
    await new SqliteConsoleStore(source.database).addOperator('op@example.org', 'Op')
    mkdirSync(path.join(live, 'media', 'news'), { recursive: true })
    const photo = Buffer.alloc(9 * 1024 * 1024, 3)
    writeFileSync(path.join(live, 'media', 'news', 'photo.jpg'), photo)
    writeFileSync(path.join(live, 'media', 'logo.svg'), '<svg/>')
    const backups = path.join(root, 'backups')
    mkdirSync(backups)
    const out = path.join(backups, 'league.sqlite')
    const summary = await backupStore(live, out)
    source.closeSync()
    expect(summary).toEqual({
      leagues: ['demo'],
      stores: ['league.sqlite'],
      mediaFiles: 2,
      mediaBytes: photo.length + 6,
      missingMedia: [],
    })

    rmSync(live, { recursive: true })
    const restored = await restoreStore(out, live)
    expect(restored).toMatchObject({ leagues: ['demo'], mediaFiles: 2, previous: [] })
    expect(readFileSync(path.join(live, 'media', 'news', 'photo.jpg')).equals(photo)).toBe(true)
    expect(readFileSync(path.join(live, 'media', 'logo.svg'), 'utf8')).toBe('<svg/>')
    const back = new EmbeddedSource({ dataDir: live, logger: silentLogger })
    expect(
      (await new SqliteConsoleStore(back.database).listOperators()).map((o) => o.email),
    ).toEqual(['op@example.org'])
    expect(back.readSync('leagues/demo/Teams')).toEqual({ T1: { name: 'A' } })
    back.closeSync()
    expect(readdirSync(backups)).toEqual(['league.sqlite'])
  })

  it('refuses an archive whose bytes changed after it was written, changing nothing', async () => {
    const live = path.join(root, 'live')
    const source = new EmbeddedSource({ dataDir: live, logger: silentLogger })
    source.set('leagues/demo/Teams', { T1: { name: 'A' } })
    source.closeSync()
    mkdirSync(path.join(live, 'media'))
    writeFileSync(path.join(live, 'media', 'a.png'), 'picture')
    const out = path.join(root, 'backup.sqlite')
    await backupStore(live, out)
    const archive = new DatabaseSync(out)
    archive.exec("UPDATE backup_chunks SET bytes = X'00' WHERE name = 'media/a.png'")
    archive.close()
    await expect(restoreStore(out, path.join(root, 'fresh'))).rejects.toThrow(
      /is not a sound backup: media\/a\.png in it does not match what was written/,
    )
    expect(existsSync(path.join(root, 'fresh'))).toBe(false)
  })

  it('restores a backup an older version wrote (the store alone)', async () => {
    const live = path.join(root, 'live')
    const source = new EmbeddedSource({ dataDir: live, logger: silentLogger })
    source.set('leagues/demo/Teams', { T1: { name: 'A' } })
    const old = path.join(root, 'old.sqlite')
    await backup(source.database, old)
    source.closeSync()
    const restored = await restoreStore(old, path.join(root, 'fresh'))
    expect(restored).toEqual({
      leagues: ['demo'],
      stores: ['league.sqlite'],
      mediaFiles: 0,
      previous: [],
    })
  })

  it('beside a Firebase league, keeps the stores this machine has (an older version’s console store among them) and the images', async () => {
    const live = path.join(root, 'live')
    mkdirSync(path.join(live, 'media'), { recursive: true })
    const db = new DatabaseSync(path.join(live, 'console.sqlite'))
    db.exec('PRAGMA journal_mode = WAL;')
    await new SqliteConsoleStore(db).addOperator('op@example.org')
    writeFileSync(path.join(live, 'media', 'banner.webp'), 'banner')
    const out = path.join(root, 'backup.sqlite')
    const summary = await backupDataDir(live, out, { embedded: false })
    db.close()
    expect(summary).toEqual({
      leagues: [],
      stores: ['console.sqlite'],
      mediaFiles: 1,
      mediaBytes: 6,
      missingMedia: [],
    })
    const fresh = path.join(root, 'fresh')
    await restoreStore(out, fresh)
    const back = new DatabaseSync(path.join(fresh, 'console.sqlite'))
    expect(await new SqliteConsoleStore(back).listOperators()).toHaveLength(1)
    back.close()
    expect(readFileSync(path.join(fresh, 'media', 'banner.webp'), 'utf8')).toBe('banner')
  })
})

describe('backup and restore of a Firebase league', () => {
  const BUCKET = 'league.appspot.com'
  const photo = Buffer.from('a picture of the final')
  const hash = createHash('sha256').update(photo).digest('hex')
  const upload = `news/${hash}.webp`
  const orphan = `sponsors/${'0'.repeat(64)}.webp`

  async function firebaseLeague(): Promise<{
    database: FirebaseProtocolServer
    storage: StorageServer
    league: FirebaseLeague
    close: () => Promise<void>
  }> {
    // The backup reads as the service account, whom the rules do not bind.
    const database = new FirebaseProtocolServer({
      denyRead: () => false,
      tree: {
        leagues: {
          fb: {
            News: { d: { n1: { TitleFr: 'Finale', Image: upload } } },
            Sponsors: { s: orphan },
          },
          other: { News: {} },
        },
      },
    })
    const storage = new StorageServer()
    const [url, storageUrl] = await Promise.all([database.listen(), storage.listen()])
    storage.objects.set(`${BUCKET}/${upload}`, { bytes: photo, contentType: 'image/webp' })
    const rest = new FirebaseRest({ databaseURL: url })
    const store = new FirebaseConsoleStore(rest, 'consoleState/fb')
    await store.addOperator('op@example.org', 'Op')
    await store.recordAudit({
      operator: 'op@example.org',
      action: 'a',
      target: 't',
      before: {},
      after: {},
    })
    const league: FirebaseLeague = {
      rest,
      leagueKey: 'fb',
      storage: {
        bucket: BUCKET,
        origin: storageOrigin(new URL(storageUrl).host),
        credential: noCredential,
      },
    }
    return {
      database,
      storage,
      league,
      close: async () => void (await Promise.all([database.close(), storage.close()])),
    }
  }

  it('keeps the league, its console state and every upload it names; a wiped league, bucket and DATA_DIR get them all back in one write', async () => {
    const { database, storage, league, close } = await firebaseLeague()
    try {
      const live = path.join(root, 'live')
      mkdirSync(live)
      const out = path.join(root, 'backup.sqlite')
      const summary = await backupDataDir(live, out, { embedded: false, firebase: league })
      expect(summary).toMatchObject({ leagues: ['fb'], mediaFiles: 1, missingMedia: [orphan] })
      const before = structuredClone(database.tree) as Record<string, Record<string, unknown>>

      database.set('leagues/fb', null)
      database.set('consoleState/fb', null)
      storage.objects.clear()
      rmSync(live, { recursive: true })
      database.requests.length = 0
      const restored = await restoreDataDir(out, live, league)
      expect(restored).toMatchObject({ leagues: ['fb'], mediaFiles: 1, uploaded: 1, previous: [] })
      expect(
        database.requests.filter((r) => r.method !== 'GET').map((r) => [r.method, r.path]),
      ).toEqual([['PATCH', '']])
      expect(database.tree).toEqual(before)
      expect(storage.objects.get(`${BUCKET}/${upload}`)?.bytes.equals(photo)).toBe(true)
      expect(readFileSync(path.join(live, 'media', ...upload.split('/'))).equals(photo)).toBe(true)
      const operators = await new FirebaseConsoleStore(
        league.rest,
        'consoleState/fb',
      ).listOperators()
      expect(operators.map((o) => o.email)).toEqual(['op@example.org'])

      // Restored over a league that changed since: what it replaced is kept in DATA_DIR.
      database.set('leagues/fb/News/d/n1/TitleFr', 'Changée')
      const again = await restoreDataDir(out, live, league)
      expect(
        again.previous.some((file) => /firebase-fb\.before-restore-.*\.json$/.test(file)),
      ).toBe(true)
      expect(getAtPath(database.tree, 'leagues/fb/News/d/n1/TitleFr')).toBe('Finale')
    } finally {
      await close()
    }
  })

  it('refuses to restore a Firebase league’s backup onto the embedded store, changing nothing', async () => {
    const { league, close } = await firebaseLeague()
    try {
      const out = path.join(root, 'backup.sqlite')
      mkdirSync(path.join(root, 'live'))
      await backupDataDir(path.join(root, 'live'), out, { embedded: false, firebase: league })
      await expect(restoreDataDir(out, path.join(root, 'fresh'))).rejects.toThrow(
        /is a backup of a Firebase league: restore it with LEAGUE_SOURCE=firebase/,
      )
      expect(existsSync(path.join(root, 'fresh'))).toBe(false)
    } finally {
      await close()
    }
  })

  it('says which league the database does not have', async () => {
    const { league, close } = await firebaseLeague()
    try {
      await expect(
        backupDataDir(root, path.join(root, 'b.sqlite'), {
          embedded: false,
          firebase: { ...league, leagueKey: 'nope' },
        }),
      ).rejects.toThrow(/the database holds no league at leagues\/nope/)
      expect(existsSync(path.join(root, 'b.sqlite'))).toBe(false)
    } finally {
      await close()
    }
  })
})
