/**
 * The files of `DATA_DIR` at rest (README, Security): the directory is created 0700 and the store
 * file 0600 (SQLite gives its `-wal` and `-shm` files the store's own mode); an existing directory
 * or store that group or others may read gets a warning at start-up. Before the server opens the
 * store, `checkDataDir` makes sure it can: a read-only directory, or a store file that is not a
 * SQLite database (another file, truncated, corrupt), stops the start with one line naming the file
 * and what to do, and nothing is written to it.
 *
 * Only erasable TypeScript syntax and `.ts` relative imports: scripts run this file with plain
 * Node.
 */
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

/** Mode of DATA_DIR and of the directories below it that hold personal data. */
export const PRIVATE_DIR_MODE = 0o700
/** Mode of the store file and of every file holding personal data. */
export const PRIVATE_FILE_MODE = 0o600

const SQLITE_MAGIC = Buffer.from('SQLite format 3\0', 'latin1')

/** Why the server cannot start on this DATA_DIR; `message` is one line for the operator. */
export class StoreStartupError extends Error {}

/** Creates `dir` (and its parents) when missing; the directory itself is private (0700). */
export function ensurePrivateDir(dir: string): void {
  if (existsSync(dir)) return
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE })
}

/**
 * Creates an empty store file readable by its owner only before SQLite opens it (SQLite takes a
 * zero-byte file for an empty database, and creates its -wal and -shm files with the same mode).
 */
export function ensurePrivateFile(file: string): void {
  try {
    closeSync(
      openSync(file, constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY, PRIVATE_FILE_MODE),
    )
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
}

/** Whether group or others may read (or enter/write) this file or directory. */
export function isOpenToOthers(file: string): boolean {
  return (statSync(file).mode & 0o077) !== 0
}

/** Whether the server can create files in `dir`: writable by this process and by its owner. */
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

/**
 * Why `file` is not a usable SQLite store, or undefined when it is one (or is empty). Reads the
 * header, compares the size it declares with the file's, then runs SQLite's `quick_check` on an
 * immutable read-only connection: nothing is written, no file is created.
 */
export function storeFileProblem(file: string): string | undefined {
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
  let db: DatabaseSync | undefined
  try {
    // immutable: no lock, no -wal or -shm file created; the main file alone is checked (a WAL
    // left by a crash is replayed when the store opens).
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

/**
 * The league keys a store holds (the names under `leagues/`), sorted; none for an empty store or
 * a file without the store's table yet.
 */
export function storedLeagueKeys(file: string): string[] {
  const db = new DatabaseSync(file, { readOnly: true, timeout: 5000 })
  try {
    const table = db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'subtrees'")
      .get()
    if (!table) return []
    const keys = new Set<string>()
    const rows = db
      .prepare("SELECT path, json FROM subtrees WHERE path = 'leagues' OR path = '' OR (path > 'leagues/' AND path < 'leagues0')")
      .all() as Array<{ path: string; json: string }>
    for (const row of rows) {
      if (row.path.startsWith('leagues/')) {
        keys.add(row.path.slice('leagues/'.length).split('/')[0]!)
        continue
      }
      // The whole tree or all leagues in one row: their keys are inside the value.
      const value = JSON.parse(row.json) as Record<string, unknown> | null
      const leagues = row.path === '' ? (value?.leagues as Record<string, unknown>) : value
      if (leagues && typeof leagues === 'object') for (const key of Object.keys(leagues)) keys.add(key)
    }
    return [...keys].sort()
  } finally {
    db.close()
  }
}

/**
 * Why the server must not start on this store with `leagueKey`: it holds leagues, but not that
 * one (a mistyped LEAGUE_KEY would otherwise seed and serve the demo league beside the real one).
 * Undefined when the league is there or the store is empty.
 */
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
  /** Things the operator should fix, the server starts anyway (one line each). */
  warnings: string[]
}

/**
 * Checks DATA_DIR before the server opens anything in it: creates it (0700) when missing, stops
 * (StoreStartupError) when it cannot be written or when an existing store file is not a sound
 * SQLite database or holds other leagues but not `leagueKey`, and warns when the directory or the
 * store is open to group or others.
 * `storeFileName` is undefined when the league is not in the embedded store (Firebase).
 */
export function checkDataDir(
  dataDir: string,
  storeFileName?: string,
  leagueKey?: string,
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
      const problem = storeFileProblem(file)
      if (problem)
        throw new StoreStartupError(
          `The league store ${file} cannot be opened: ${problem}. Nothing was changed; restore it from a backup, or move it away to start with an empty store (then npm run import).`,
        )
      for (const suffix of ['', '-wal', '-shm']) {
        const part = file + suffix
        if (existsSync(part) && isOpenToOthers(part))
          warnings.push(
            `The league store ${part} is readable by group or others (mode ${mode(part)}): it holds registrations; chmod 600 ${part}`,
          )
      }
      const wrongKey = leagueKey === undefined ? undefined : leagueKeyProblem(file, leagueKey)
      if (wrongKey) throw new StoreStartupError(wrongKey)
    }
  }
  return { warnings }
}
