// SQLite's online backup, never a file copy, which could catch a transaction half-written.
import {
  copyFileSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  closeSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
  chmodSync,
} from 'node:fs'
import path from 'node:path'
import { DatabaseSync, backup } from 'node:sqlite'

import { STORE_FILE_NAME } from './embedded-source.server.ts'
import { PRIVATE_FILE_MODE, storeFileProblem, storedLeagueKeys } from './store-files.server.ts'

export class BackupError extends Error {}

const SERVERS_DIR = '.servers'

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

export async function backupStore(dataDir: string, out: string): Promise<{ leagues: string[] }> {
  const file = path.join(dataDir, STORE_FILE_NAME)
  if (!existsSync(file))
    throw new BackupError(`there is no store at ${path.resolve(file)} (check DATA_DIR).`)
  const partial = `${out}.partial`
  rmSync(partial, { force: true })
  writeFileSync(partial, '', { mode: PRIVATE_FILE_MODE })
  chmodSync(partial, PRIVATE_FILE_MODE)
  const db = new DatabaseSync(file, { readOnly: true, timeout: 5000 })
  try {
    await backup(db, partial)
  } finally {
    db.close()
  }
  const problem = storeFileProblem(partial)
  if (problem) {
    rmSync(partial, { force: true })
    throw new BackupError(`the copy is not sound: ${problem}.`)
  }
  chmodSync(partial, PRIVATE_FILE_MODE)
  renameSync(partial, out)
  return { leagues: storedLeagueKeys(out) }
}

/** The replaced store is kept beside it. */
export function restoreStore(
  from: string,
  dataDir: string,
): { leagues: string[]; previous?: string } {
  if (!existsSync(from)) throw new BackupError(`there is no file ${from}.`)
  const problem = storeFileProblem(from)
  if (problem)
    throw new BackupError(`${from} is not a store backup: ${problem}. Nothing was changed.`)
  const leagues = storedLeagueKeys(from)
  if (leagues.length === 0) throw new BackupError(`${from} holds no league. Nothing was changed.`)
  const servers = runningServers(dataDir)
  if (servers.length > 0)
    throw new BackupError(
      `a server is running on ${path.resolve(dataDir)} (pid ${servers.join(', ')}): stop it first ` +
        `(systemctl stop league-site, or kill ${servers.join(' ')}), then restore again. Nothing was changed.`,
    )
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const file = path.join(dataDir, STORE_FILE_NAME)
  let previous: string | undefined
  if (existsSync(file)) {
    // A closed store has folded its WAL into the file: open and close it once to be sure.
    new DatabaseSync(file).close()
    previous = `${file}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`
    renameSync(file, previous)
  }
  // A WAL left beside the old store must never be replayed into the restored one.
  for (const suffix of ['-wal', '-shm']) rmSync(file + suffix, { force: true })
  const incoming = `${file}.restoring`
  copyFileSync(from, incoming)
  chmodSync(incoming, PRIVATE_FILE_MODE)
  const fd = openSync(incoming, 'r')
  try {
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
  renameSync(incoming, file)
  return { leagues, previous }
}
