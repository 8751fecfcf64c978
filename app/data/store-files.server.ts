// DATA_DIR is 0700 and the store 0600 (README, Security); SQLite gives `-wal` and `-shm` the
// store's mode.
import {
  accessSync,
  closeSync,
  constants,
  existsSync,
  mkdirSync,
  openSync,
  readSync,
  statSync,
} from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { pathToFileURL } from 'node:url'

export const PRIVATE_DIR_MODE = 0o700
export const PRIVATE_FILE_MODE = 0o600

const SQLITE_MAGIC = Buffer.from('SQLite format 3\0', 'latin1')

export class StoreStartupError extends Error {}

export function ensurePrivateDir(dir: string): void {
  if (existsSync(dir)) return
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE })
}

/** Before SQLite opens it: SQLite creates its -wal and -shm files with the same mode. */
export function ensurePrivateFile(file: string): void {
  try {
    closeSync(
      openSync(file, constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY, PRIVATE_FILE_MODE),
    )
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
}

export function isOpenToOthers(file: string): boolean {
  return (statSync(file).mode & 0o077) !== 0
}

function isWritableDir(dir: string): boolean {
  try {
    accessSync(dir, constants.W_OK | constants.X_OK)
  } catch {
    return false
  }
  // Root may write anywhere: a directory its owner cannot write was made read-only on purpose.
  return (statSync(dir).mode & 0o200) !== 0
}

function mode(file: string): string {
  return (statSync(file).mode & 0o777).toString(8).padStart(4, '0')
}

/** `deep`: also SQLite's quick_check, which reads the whole file (~120 ms at 10× the demo). */
export function storeFileProblem(file: string, { deep = true } = {}): string | undefined {
  const size = statSync(file).size
  if (size === 0) return undefined
  const header = Buffer.alloc(100)
  const fd = openSync(file, 'r')
  let read: number
  try {
    read = readSync(fd, header, 0, 100, 0)
  } finally {
    closeSync(fd)
  }
  if (read < 100 || !header.subarray(0, 16).equals(SQLITE_MAGIC))
    return 'it is not a SQLite database'
  const rawPageSize = header.readUInt16BE(16)
  const pageSize = rawPageSize === 1 ? 65_536 : rawPageSize
  if (pageSize < 512 || (pageSize & (pageSize - 1)) !== 0) return 'its SQLite header is damaged'
  if (size % pageSize !== 0)
    return 'it is truncated or damaged (its size is not a whole number of pages)'
  // The page count in the header is valid when the change counter matches "version valid for".
  const pages = header.readUInt32BE(28)
  if (pages > 0 && header.readUInt32BE(24) === header.readUInt32BE(92) && size < pages * pageSize)
    return `it is truncated (${size} bytes, its header says ${pages * pageSize})`
  return deep ? storeDamage(file) : undefined
}

/** What SQLite's quick_check finds wrong in a store whose header is sound. */
export function storeDamage(file: string): string | undefined {
  let db: DatabaseSync | undefined
  try {
    // immutable: no lock, no -wal or -shm created; a WAL left by a crash is replayed when the store
    // opens.
    const url = pathToFileURL(file)
    url.searchParams.set('mode', 'ro')
    url.searchParams.set('immutable', '1')
    db = new DatabaseSync(url, { readOnly: true })
    const rows = db.prepare('PRAGMA quick_check').all() as Array<Record<string, unknown>>
    const result = rows.map((row) => String(Object.values(row)[0])).join('; ')
    if (result !== 'ok') return `SQLite finds it damaged (${result.slice(0, 200)})`
  } catch (error) {
    return `SQLite cannot read it (${(error as Error).message})`
  } finally {
    db?.close()
  }
  return undefined
}

export function storedLeagueKeys(file: string): string[] {
  const db = new DatabaseSync(file, { readOnly: true, timeout: 5000 })
  try {
    const table = db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'subtrees'")
      .get()
    if (!table) return []
    const keys = new Set<string>()
    const tops = db
      .prepare("SELECT path, json FROM subtrees WHERE path IN ('', 'leagues')")
      .all() as Array<{ path: string; json: string }>
    for (const row of tops) {
      const value = JSON.parse(row.json) as Record<string, unknown> | null
      const leagues = row.path === '' ? (value?.leagues as Record<string, unknown>) : value
      if (leagues && typeof leagues === 'object')
        for (const key of Object.keys(leagues)) keys.add(key)
    }
    // One indexed step per league, not a read of its rows (a 10× league has tens of thousands).
    const rowAfter = db.prepare(
      "SELECT path FROM subtrees WHERE path > ? AND path < 'leagues0' ORDER BY path LIMIT 1",
    )
    const rowFrom = db.prepare(
      "SELECT path FROM subtrees WHERE path >= ? AND path < 'leagues0' ORDER BY path LIMIT 1",
    )
    let row = rowAfter.get('leagues/') as { path: string } | undefined
    while (row) {
      const rest = row.path.slice('leagues/'.length)
      const slash = rest.indexOf('/')
      const key = slash === -1 ? rest : rest.slice(0, slash)
      keys.add(key)
      // Every "leagues/KEY/…" sorts before "leagues/KEY0": past the rows of this league.
      row = (slash === -1 ? rowAfter.get(row.path) : rowFrom.get(`leagues/${key}0`)) as typeof row
    }
    return [...keys].sort()
  } finally {
    db.close()
  }
}

/** A mistyped LEAGUE_KEY would otherwise seed and serve the demo league beside the real one. */
export function leagueKeyProblem(file: string, leagueKey: string): string | undefined {
  if (!existsSync(file) || statSync(file).size === 0) return undefined
  const keys = storedLeagueKeys(file)
  if (keys.length === 0 || keys.includes(leagueKey)) return undefined
  return (
    `The league store ${file} holds no league "${leagueKey}" (LEAGUE_KEY); it holds: ` +
    `${keys.join(', ')}. Set LEAGUE_KEY to one of them, or point DATA_DIR at another directory ` +
    `(an empty store starts with the demo league). Nothing was changed.`
  )
}

export type DataDirReport = {
  warnings: string[]
}

export function unopenableStore(file: string, problem: string): StoreStartupError {
  return new StoreStartupError(
    `The league store ${file} cannot be opened: ${problem}. Nothing was changed; restore it from a backup, or move it away to start with an empty store (then npm run import).`,
  )
}

/** `deep: false` leaves SQLite's quick_check to the caller (the server runs it on another thread). */
export function checkDataDir(
  dataDir: string,
  storeFileName?: string,
  leagueKey?: string,
  { deep = true } = {},
): DataDirReport {
  const warnings: string[] = []
  const dir = path.resolve(dataDir)
  if (existsSync(dir) && !statSync(dir).isDirectory())
    throw new StoreStartupError(
      `DATA_DIR ${dir} is not a directory: point DATA_DIR at a directory (it is created when missing).`,
    )
  try {
    ensurePrivateDir(dir)
  } catch (error) {
    throw new StoreStartupError(
      `DATA_DIR ${dir} cannot be created (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}): create it, owned by the server's user, mode 700.`,
    )
  }
  if (!isWritableDir(dir))
    throw new StoreStartupError(
      `DATA_DIR ${dir} is read-only: the server must write its store and e-mails there; give the server's user write access (chmod 700 ${dir}) or point DATA_DIR elsewhere.`,
    )
  if (isOpenToOthers(dir))
    warnings.push(
      `DATA_DIR ${dir} is open to group or others (mode ${mode(dir)}): it holds registrations; chmod 700 ${dir}`,
    )
  if (storeFileName) {
    const file = path.join(dir, storeFileName)
    if (existsSync(file)) {
      if (!statSync(file).isFile())
        throw new StoreStartupError(`The league store ${file} is not a file: move it away.`)
      const problem = storeFileProblem(file, { deep })
      if (problem) throw unopenableStore(file, problem)
      for (const suffix of ['', '-wal', '-shm']) {
        const part = file + suffix
        if (existsSync(part) && isOpenToOthers(part))
          warnings.push(
            `The league store ${part} is readable by group or others (mode ${mode(part)}): it holds registrations; chmod 600 ${part}`,
          )
      }
      const wrongKey = leagueKey === undefined ? undefined : keyProblem(file, leagueKey, deep)
      if (wrongKey) throw new StoreStartupError(wrongKey)
    }
  }
  return { warnings }
}

/** A store SQLite cannot read is named as such, even when its quick_check was left for later. */
function keyProblem(file: string, leagueKey: string, checked: boolean): string | undefined {
  try {
    return leagueKeyProblem(file, leagueKey)
  } catch (error) {
    const damage = checked ? undefined : storeDamage(file)
    if (damage) throw unopenableStore(file, damage)
    throw error
  }
}
