/**
 * One archive of everything the site cannot rebuild: each SQLite store of DATA_DIR (the embedded
 * league with its console state, mail queue and push subscriptions; beside a Firebase league the
 * mail queue's), copied with SQLite's online backup, every file under `media/`,
 * and for a Firebase league its tree, its console state and every upload they name
 * (`firebase-backup.server.ts`). The archive is itself a SQLite file, written beside FILE and
 * renamed once read back and checked.
 */
import { createHash } from 'node:crypto'
import {
  chmodSync,
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs'
import path from 'node:path'
import { DatabaseSync, backup } from 'node:sqlite'

import { CONSOLE_STORE_FILE_NAME } from './console-store.server.ts'
import { STORE_FILE_NAME } from './embedded-source.server.ts'
import {
  type FirebaseLeague,
  FirebaseBackupError,
  copyFirebaseLeague,
  isTreeEntryName,
  restoreFirebaseLeague,
} from './firebase-backup.server.ts'
import { MAIL_QUEUE_FILE_NAME } from './mail-queue.server.ts'
import { PRIVATE_FILE_MODE, storeFileProblem, storedLeagueKeys } from './store-files.server.ts'

export class BackupError extends Error {}

const SERVERS_DIR = '.servers'
const MEDIA_DIR = 'media'
const STORE_FILES = [STORE_FILE_NAME, CONSOLE_STORE_FILE_NAME, MAIL_QUEUE_FILE_NAME]
const FORMAT = 'league-site-backup/1'
/** Rows small enough to read and check one at a time, whatever a file's size. */
const CHUNK_BYTES = 4 * 1024 * 1024

export function announceServer(dataDir: string): void {
  const dir = path.join(dataDir, SERVERS_DIR)
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  const file = path.join(dir, String(process.pid))
  writeFileSync(file, `${process.pid}\n`, { mode: PRIVATE_FILE_MODE })
  process.on('exit', () => rmSync(file, { force: true }))
}

export function runningServers(dataDir: string): number[] {
  const dir = path.join(dataDir, SERVERS_DIR)
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .map(Number)
    .filter((pid) => {
      if (!Number.isInteger(pid) || pid <= 0) return false
      try {
        process.kill(pid, 0)
        return true
      } catch (error) {
        return (error as NodeJS.ErrnoException).code === 'EPERM'
      }
    })
}

export type BackupSummary = {
  leagues: string[]
  stores: string[]
  mediaFiles: number
  mediaBytes: number
  /** Uploads a Firebase league names that its bucket does not have. */
  missingMedia: string[]
}

type Entry = {
  name: string
  /** `tree`: a Firebase league's tree or console state, as JSON. */
  kind: 'store' | 'media' | 'tree'
  mode: number
  size: number
  sha256: string
}

function mediaFiles(dataDir: string): string[] {
  const root = path.join(dataDir, MEDIA_DIR)
  const found: string[] = []
  const walk = (relative: string) => {
    for (const name of readdirSync(path.join(root, relative)).sort()) {
      const inner = relative ? `${relative}/${name}` : name
      const stat = lstatSync(path.join(root, inner))
      if (stat.isDirectory()) walk(inner)
      else if (stat.isFile()) found.push(`${MEDIA_DIR}/${inner}`)
    }
  }
  if (existsSync(root)) walk('')
  return found
}

/** A consistent copy of one store, out of WAL mode so that opening it leaves nothing beside it. */
async function copyStore(file: string, into: string): Promise<void> {
  const db = new DatabaseSync(file, { readOnly: true, timeout: 5000 })
  try {
    await backup(db, into)
  } finally {
    db.close()
  }
  const copy = new DatabaseSync(into)
  try {
    copy.exec('PRAGMA journal_mode = DELETE;')
  } finally {
    copy.close()
  }
  const problem = storeFileProblem(into)
  if (problem) throw new BackupError(`the copy of ${path.basename(file)} is not sound: ${problem}.`)
}

function addFile(
  archive: DatabaseSync,
  entry: Omit<Entry, 'size' | 'sha256'>,
  file: string,
): Entry {
  const insert = archive.prepare('INSERT INTO backup_chunks (name, seq, bytes) VALUES (?, ?, ?)')
  const hash = createHash('sha256')
  const buffer = Buffer.alloc(CHUNK_BYTES)
  const fd = openSync(file, 'r')
  let size = 0
  try {
    for (let seq = 0; ; seq++) {
      const read = readSync(fd, buffer, 0, CHUNK_BYTES, null)
      if (read === 0 && seq > 0) break
      const bytes = buffer.subarray(0, read)
      insert.run(entry.name, seq, bytes)
      hash.update(bytes)
      size += read
    }
  } finally {
    closeSync(fd)
  }
  const full = { ...entry, size, sha256: hash.digest('hex') }
  archive
    .prepare('INSERT INTO backup_files (name, kind, mode, size, sha256) VALUES (?, ?, ?, ?, ?)')
    .run(full.name, full.kind, full.mode, full.size, full.sha256)
  return full
}

function isArchive(db: DatabaseSync): boolean {
  return Boolean(
    db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'backup_files'").get(),
  )
}

/** Every file's bytes, read back chunk by chunk, against the size and hash written. */
function checkArchive(db: DatabaseSync): Entry[] {
  const format = db.prepare("SELECT value FROM backup_manifest WHERE key = 'format'").get() as
    { value: string } | undefined
  if (format?.value !== FORMAT)
    throw new BackupError(`it is an archive of another kind (${format?.value ?? 'unknown'})`)
  const entries = db
    .prepare('SELECT name, kind, mode, size, sha256 FROM backup_files ORDER BY name')
    .all() as Entry[]
  const chunks = db.prepare('SELECT bytes FROM backup_chunks WHERE name = ? ORDER BY seq')
  for (const entry of entries) {
    if (!isSafeName(entry.name))
      throw new BackupError(`it names a file outside DATA_DIR: ${entry.name}`)
    const hash = createHash('sha256')
    let size = 0
    for (const row of chunks.iterate(entry.name) as Iterable<{ bytes: Uint8Array }>) {
      hash.update(row.bytes)
      size += row.bytes.length
    }
    if (size !== entry.size || hash.digest('hex') !== entry.sha256)
      throw new BackupError(`${entry.name} in it does not match what was written`)
  }
  return entries
}

function isSafeName(name: string): boolean {
  if (STORE_FILES.includes(name) || isTreeEntryName(name)) return true
  const parts = name.split('/')
  return (
    parts[0] === MEDIA_DIR && parts.length > 1 && parts.every((p) => p && p !== '.' && p !== '..')
  )
}

/** `firebase`: the league the site reads beside this DATA_DIR when it is on Firebase. */
export async function backupDataDir(
  dataDir: string,
  out: string,
  options: { embedded: boolean; firebase?: FirebaseLeague },
): Promise<BackupSummary> {
  const storeFile = path.join(dataDir, STORE_FILE_NAME)
  if (options.embedded && !existsSync(storeFile))
    throw new BackupError(`there is no store at ${path.resolve(storeFile)} (check DATA_DIR).`)
  const stores = STORE_FILES.filter(
    (name) =>
      existsSync(path.join(dataDir, name)) &&
      (options.embedded ? name === STORE_FILE_NAME : name !== STORE_FILE_NAME),
  )
  const partial = `${out}.partial`
  rmSync(partial, { force: true })
  writeFileSync(partial, '', { mode: PRIVATE_FILE_MODE })
  chmodSync(partial, PRIVATE_FILE_MODE)
  const scratch = mkdtempSync(path.join(path.dirname(path.resolve(out)), '.backup-'))
  let leagues: string[] = []
  let mediaFileCount = 0
  let mediaBytes = 0
  let missingMedia: string[] = []
  const archive = new DatabaseSync(partial)
  try {
    archive.exec(`
      PRAGMA journal_mode = DELETE;
      CREATE TABLE backup_manifest (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE backup_files (name TEXT PRIMARY KEY, kind TEXT NOT NULL, mode INTEGER NOT NULL,
        size INTEGER NOT NULL, sha256 TEXT NOT NULL);
      CREATE TABLE backup_chunks (name TEXT NOT NULL, seq INTEGER NOT NULL, bytes BLOB NOT NULL,
        PRIMARY KEY (name, seq));
    `)
    archive.exec('BEGIN')
    for (const name of stores) {
      const copy = path.join(scratch, name)
      await copyStore(path.join(dataDir, name), copy)
      if (name === STORE_FILE_NAME) leagues = storedLeagueKeys(copy)
      addFile(archive, { name, kind: 'store', mode: PRIVATE_FILE_MODE }, copy)
    }
    const local = mediaFiles(dataDir)
    for (const name of local) {
      const file = path.join(dataDir, name)
      let entry: Entry
      try {
        entry = addFile(archive, { name, kind: 'media', mode: statSync(file).mode & 0o777 }, file)
      } catch (error) {
        // Removed by the console since the folder was listed: it is no longer the site's.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue
        throw error
      }
      mediaFileCount += 1
      mediaBytes += entry.size
    }
    if (options.firebase) {
      const copy = await copyFirebaseLeague(options.firebase, scratch, (storagePath) =>
        local.includes(`${MEDIA_DIR}/${storagePath}`),
      )
      for (const tree of copy.trees)
        addFile(archive, { name: tree.name, kind: 'tree', mode: PRIVATE_FILE_MODE }, tree.file)
      for (const { storagePath, file } of copy.fetched) {
        const name = `${MEDIA_DIR}/${storagePath}`
        mediaBytes += addFile(archive, { name, kind: 'media', mode: 0o644 }, file).size
        mediaFileCount += 1
      }
      leagues = [options.firebase.leagueKey]
      missingMedia = copy.missing
    }
    const manifest = archive.prepare('INSERT INTO backup_manifest (key, value) VALUES (?, ?)')
    manifest.run('format', FORMAT)
    manifest.run('created', new Date().toISOString())
    manifest.run('source', options.embedded ? 'embedded' : 'firebase')
    manifest.run('leagues', leagues.join(','))
    archive.exec('COMMIT')
  } catch (error) {
    archive.close()
    rmSync(partial, { force: true })
    throw error instanceof FirebaseBackupError ? new BackupError(error.message) : error
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
  archive.close()
  verifyWritten(partial)
  renameSync(partial, out)
  return { leagues, stores, mediaFiles: mediaFileCount, mediaBytes, missingMedia }
}

function verifyWritten(partial: string): void {
  const problem = storeFileProblem(partial)
  if (problem) {
    rmSync(partial, { force: true })
    throw new BackupError(`the archive is not sound: ${problem}.`)
  }
  const db = new DatabaseSync(partial, { readOnly: true })
  try {
    checkArchive(db)
  } catch (error) {
    db.close()
    rmSync(partial, { force: true })
    throw error instanceof BackupError
      ? new BackupError(`the archive is not sound: ${error.message}.`)
      : error
  }
  db.close()
  const fd = openSync(partial, 'r')
  try {
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
}

export type RestoreSummary = {
  leagues: string[]
  stores: string[]
  mediaFiles: number
  /** Uploads put back in a Firebase league's bucket. */
  uploaded?: number
  /** What was replaced, kept beside it. */
  previous: string[]
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-')

/**
 * Refuses before changing anything: a damaged archive, no league in it, a server running, a
 * Firebase league's backup without `firebase` (the league to write it back to).
 */
export async function restoreDataDir(
  from: string,
  dataDir: string,
  firebase?: FirebaseLeague,
): Promise<RestoreSummary> {
  if (!existsSync(from)) throw new BackupError(`there is no file ${from}.`)
  const problem = storeFileProblem(from)
  if (problem) throw new BackupError(`${from} is not a backup: ${problem}. Nothing was changed.`)
  const db = new DatabaseSync(from, { readOnly: true })
  let entries: Entry[] | undefined
  try {
    if (isArchive(db)) entries = checkArchive(db)
  } catch (error) {
    db.close()
    if (error instanceof BackupError)
      throw new BackupError(`${from} is not a sound backup: ${error.message}. Nothing was changed.`)
    throw error
  }
  if (!entries) {
    db.close()
    // A backup made before archives held media: the league's store alone.
    return restorePlainStore(from, dataDir)
  }
  try {
    const trees = entries.filter((e) => e.kind === 'tree').map((e) => e.name)
    if (trees.length > 0 && !firebase)
      throw new BackupError(
        `${from} is a backup of a Firebase league: restore it with LEAGUE_SOURCE=firebase and the league's database (FIREBASE_DATABASE_URL). Nothing was changed.`,
      )
    const servers = runningServers(dataDir)
    if (servers.length > 0) throw runningError(dataDir, servers)
    mkdirSync(dataDir, { recursive: true, mode: 0o700 })
    const when = stamp()
    const previous: string[] = []
    const restoring = mkdtempSync(path.join(dataDir, '.restoring-'))
    try {
      const chunks = db.prepare('SELECT bytes FROM backup_chunks WHERE name = ? ORDER BY seq')
      for (const entry of entries) {
        const target = path.join(restoring, entry.name)
        mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 })
        const fd = openSync(target, 'w', entry.mode)
        try {
          for (const row of chunks.iterate(entry.name) as Iterable<{ bytes: Uint8Array }>)
            writeSync(fd, row.bytes)
          // An image lost to a crash here is one restore again; a store must be whole.
          if (entry.kind === 'store') fsyncSync(fd)
        } finally {
          closeSync(fd)
        }
        chmodSync(target, entry.mode)
      }
      const stores = entries.filter((e) => e.kind === 'store').map((e) => e.name)
      let leagues = stores.includes(STORE_FILE_NAME)
        ? storedLeagueKeys(path.join(restoring, STORE_FILE_NAME))
        : []
      if (stores.includes(STORE_FILE_NAME) && leagues.length === 0)
        throw new BackupError(`${from} holds no league. Nothing was changed.`)
      let uploaded: number | undefined
      if (trees.length > 0 && firebase) {
        const media = entries.filter((e) => e.kind === 'media').map((e) => e.name)
        try {
          const written = await restoreFirebaseLeague(
            firebase,
            restoring,
            trees,
            media,
            dataDir,
            when,
          )
          leagues = written.leagues
          uploaded = written.uploaded
          if (written.previous) previous.push(written.previous)
        } catch (error) {
          if (error instanceof FirebaseBackupError)
            throw new BackupError(`${from} cannot be restored: ${error.message}`)
          throw error
        }
      }
      for (const name of stores) {
        const kept = putInPlace(path.join(restoring, name), path.join(dataDir, name), when)
        if (kept) previous.push(kept)
      }
      const media = entries.filter((e) => e.kind === 'media')
      const mediaDir = path.join(dataDir, MEDIA_DIR)
      if (existsSync(mediaDir)) {
        const kept = `${mediaDir}.before-restore-${when}`
        renameSync(mediaDir, kept)
        previous.push(kept)
      }
      if (media.length > 0) renameSync(path.join(restoring, MEDIA_DIR), mediaDir)
      return {
        leagues,
        stores,
        mediaFiles: media.length,
        ...(uploaded === undefined ? {} : { uploaded }),
        previous,
      }
    } finally {
      rmSync(restoring, { recursive: true, force: true })
    }
  } finally {
    db.close()
  }
}

function runningError(dataDir: string, servers: number[]): BackupError {
  return new BackupError(
    `a server is running on ${path.resolve(dataDir)} (pid ${servers.join(', ')}): stop it first ` +
      `(systemctl stop league-site, or kill ${servers.join(' ')}), then restore again. Nothing was changed.`,
  )
}

/** The replaced store is kept beside it; a WAL left beside it is never replayed into the new one. */
function putInPlace(incoming: string, file: string, when: string): string | undefined {
  let previous: string | undefined
  if (existsSync(file)) {
    // A closed store has folded its WAL into the file: open and close it once to be sure.
    new DatabaseSync(file).close()
    previous = `${file}.before-restore-${when}`
    renameSync(file, previous)
  }
  for (const suffix of ['-wal', '-shm']) rmSync(file + suffix, { force: true })
  renameSync(incoming, file)
  return previous
}

function restorePlainStore(from: string, dataDir: string): RestoreSummary {
  const leagues = storedLeagueKeys(from)
  if (leagues.length === 0) throw new BackupError(`${from} holds no league. Nothing was changed.`)
  const servers = runningServers(dataDir)
  if (servers.length > 0) throw runningError(dataDir, servers)
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const file = path.join(dataDir, STORE_FILE_NAME)
  const incoming = `${file}.restoring`
  copyFileSync(from, incoming)
  chmodSync(incoming, PRIVATE_FILE_MODE)
  const fd = openSync(incoming, 'r')
  try {
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
  const previous = putInPlace(incoming, file, stamp())
  return { leagues, stores: [STORE_FILE_NAME], mediaFiles: 0, previous: previous ? [previous] : [] }
}
