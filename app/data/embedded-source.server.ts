// The whole tree in SQLite (WAL): docs/decisions/0013-incremental-views-and-store.md for the
// schema.
import path from 'node:path'
import { DatabaseSync, type StatementSync } from 'node:sqlite'

import {
  generatePushId,
  invalidKeyReason,
  isPlainObject,
  joinPath,
  setAtPath,
  splitPath,
  updateProblem,
  type LeagueSource,
  type StreamEvent,
  type StreamListener,
  type SubscribeOptions,
  type Unsubscribe,
} from './league-source.ts'
import { jsonLogger, type Logger } from './log.server.ts'
import { hasLegacyNodes, migrateLegacyNodes } from './store-migration.server.ts'
import { ensurePrivateDir, ensurePrivateFile } from './store-files.server.ts'
import {
  ancestorPaths,
  assembleRows,
  assembleRowsLazily,
  readInRow,
  toRows,
  type Row,
} from './tree-rows.ts'

export const STORE_FILE_NAME = 'league.sqlite'

/** 1 was one row per leaf. */
const SCHEMA_VERSION = 2

/** A subscriber further behind re-reads everything. */
const CHANGE_LOG_KEEP = 2000

export class InvalidTreeError extends Error {}

export type EmbeddedSourceOptions = {
  dataDir?: string
  file?: string
  /** Notices other processes' writes. */
  pollIntervalMs?: number
  logger?: Logger
}

type Subscription = {
  segments: string[]
  path: string
  listener: StreamListener
  cursor: number | undefined
  closed: boolean
}

export function storeFile(dataDir: string): string {
  return path.join(dataDir, STORE_FILE_NAME)
}

export function validateTree(value: unknown, at = ''): void {
  if (value === null || value === undefined) return
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return
    case 'number':
      if (!Number.isFinite(value))
        throw new InvalidTreeError(`${at || '/'}: ${value} is not a finite number`)
      return
    case 'object': {
      const entries = Array.isArray(value)
        ? value.map((v, i) => [String(i), v] as const)
        : Object.entries(value)
      for (const [key, child] of entries) {
        const reason = invalidKeyReason(key)
        if (reason) throw new InvalidTreeError(`${at || '/'}: ${reason}`)
        validateTree(child, `${at}/${key}`)
      }
      return
    }
    default:
      throw new InvalidTreeError(`${at || '/'}: a ${typeof value} cannot be stored`)
  }
}

function scalar(statement: StatementSync, ...params: Array<string | number>): unknown {
  const row = statement.get(...params) as unknown
  return Array.isArray(row) ? row[0] : undefined
}

function* relativeRows(rows: Iterable<Row>, cut: number): Iterable<Row> {
  for (const [rowPath, json] of rows) yield [rowPath.slice(cut), json]
}

function isSameOrAncestor(ancestor: string, p: string): boolean {
  return ancestor === '' || ancestor === p || p.startsWith(`${ancestor}/`)
}

export class EmbeddedSource implements LeagueSource {
  readonly kind = 'embedded' as const
  readonly file: string
  private readonly db: DatabaseSync
  private readonly logger: Logger
  private readonly pollIntervalMs: number
  private readonly subscriptions = new Set<Subscription>()
  private timer: ReturnType<typeof setInterval> | undefined
  private lastDataVersion: number | undefined
  private dispatchQueued = false
  private closed = false
  private readonly statements: {
    exact: StatementSync
    range: StatementSync
    all: StatementSync
    anyRow: StatementSync
    deleteExact: StatementSync
    deleteRange: StatementSync
    deleteAll: StatementSync
    insert: StatementSync
    logChange: StatementSync
    pruneChanges: StatementSync
    changesSince: StatementSync
    maxChange: StatementSync
    minChange: StatementSync
    dataVersion: StatementSync
  }

  constructor(options: EmbeddedSourceOptions) {
    if (!options.file && !options.dataDir)
      throw new Error('EmbeddedSource needs a dataDir or a file')
    this.file = options.file ?? storeFile(options.dataDir as string)
    if (this.file !== ':memory:') {
      // Personal data (registrations, queued e-mails): a 0700 directory, a 0600 file.
      ensurePrivateDir(path.dirname(this.file))
      ensurePrivateFile(this.file)
    }
    this.logger = options.logger ?? jsonLogger
    this.pollIntervalMs = options.pollIntervalMs ?? 300
    this.db = new DatabaseSync(this.file, { timeout: 5000 })
    // A rowid table: rows of up to ~8 KB are too large for a WITHOUT ROWID b-tree.
    this.db.exec(`
      PRAGMA journal_mode = WAL;
      PRAGMA synchronous = NORMAL;
      CREATE TABLE IF NOT EXISTS subtrees (
        path TEXT NOT NULL PRIMARY KEY,
        json TEXT NOT NULL
      );
      CREATE TABLE IF NOT EXISTS changes (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        path TEXT NOT NULL,
        at INTEGER NOT NULL
      );
    `)
    const prepare = (sql: string, arrays = false): StatementSync => {
      const statement = this.db.prepare(sql)
      if (arrays) statement.setReturnArrays(true)
      return statement
    }
    this.statements = {
      exact: prepare('SELECT path, json FROM subtrees WHERE path = ?', true),
      range: prepare(
        'SELECT path, json FROM subtrees WHERE path > ? AND path < ? ORDER BY path',
        true,
      ),
      all: prepare('SELECT path, json FROM subtrees ORDER BY path', true),
      anyRow: prepare('SELECT 1 FROM subtrees WHERE path > ? AND path < ? LIMIT 1', true),
      deleteExact: prepare('DELETE FROM subtrees WHERE path = ?'),
      deleteRange: prepare('DELETE FROM subtrees WHERE path > ? AND path < ?'),
      deleteAll: prepare('DELETE FROM subtrees'),
      insert: prepare('INSERT OR REPLACE INTO subtrees (path, json) VALUES (?, ?)'),
      logChange: prepare('INSERT INTO changes (path, at) VALUES (?, ?)'),
      pruneChanges: prepare('DELETE FROM changes WHERE id <= ?'),
      changesSince: prepare('SELECT id, path FROM changes WHERE id > ? ORDER BY id', true),
      maxChange: prepare('SELECT coalesce(max(id), 0) FROM changes', true),
      minChange: prepare('SELECT min(id) FROM changes', true),
      dataVersion: prepare('PRAGMA data_version', true),
    }
    this.migrate()
  }

  private migrate(): void {
    // Checked outside a transaction first: opening a current store takes no write lock.
    if (hasLegacyNodes(this.db)) {
      let migrated = false
      this.transaction(() => {
        migrated = migrateLegacyNodes(this.db, (tree) => this.writeInTransaction('', tree))
      })
      if (migrated) {
        this.logger('info', 'embedded league store migrated to one row per subtree', {
          file: this.file,
        })
        this.db.exec('VACUUM')
      }
    }
    const version = this.db.prepare('PRAGMA user_version').get() as { user_version: number }
    if (Number(version.user_version) !== SCHEMA_VERSION)
      this.db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`)
  }

  private containingRow(key: string): Row | undefined {
    for (const candidate of [...ancestorPaths(key), key]) {
      const row = this.statements.exact.get(candidate) as unknown as Row | undefined
      if (row) return row
    }
    return undefined
  }

  /** `lazily`: children cut into several rows are parsed when first read (the mirror's load). */
  readSync(p: string, { lazily = false }: { lazily?: boolean } = {}): unknown {
    const key = joinPath(p)
    const row = this.containingRow(key)
    if (row) {
      if (row[0] === key) return JSON.parse(row[1]) as unknown
      return readInRow(row[1], splitPath(key).slice(splitPath(row[0]).length))
    }
    const rows = (key === ''
      ? this.statements.all.iterate()
      : this.statements.range.iterate(`${key}/`, `${key}0`)) as unknown as Iterable<Row>
    const relative = relativeRows(rows, key === '' ? 0 : key.length + 1)
    return lazily ? assembleRowsLazily(relative) : assembleRows(relative)
  }

  async read(p: string): Promise<unknown> {
    return this.readSync(p)
  }

  has(p: string): boolean {
    const key = joinPath(p)
    const row = this.containingRow(key)
    if (row) return row[0] === key || this.readSync(key) !== null
    if (key === '') return this.statements.all.get() !== undefined
    return this.statements.anyRow.get(`${key}/`, `${key}0`) !== undefined
  }

  countRows(): number {
    return Number((this.db.prepare('SELECT count(*) AS n FROM subtrees').get() as { n: number }).n)
  }

  /** `alongside` runs in the same transaction (another table of this file: the audit log). */
  update(values: Record<string, unknown>, alongside?: () => void): void {
    const entries = Object.entries(values).map(([p, value]) => [joinPath(p), value] as const)
    for (const [p, value] of entries) {
      for (const segment of splitPath(p)) {
        const reason = invalidKeyReason(segment)
        if (reason) throw new InvalidTreeError(`${p}: ${reason}`)
      }
      if (p === '' && value !== null && !isPlainObject(value))
        throw new InvalidTreeError('the root must be an object')
      validateTree(value, p === '' ? '' : `/${p}`)
    }
    this.transaction(() => {
      for (const [p, value] of entries) this.writeInTransaction(p, value)
      alongside?.()
    })
  }

  async applyUpdate(
    root: string,
    values: Readonly<Record<string, unknown>>,
    alongside?: () => void,
  ): Promise<void> {
    const problem = updateProblem(values)
    if (problem) throw new InvalidTreeError(problem)
    this.update(
      Object.fromEntries(Object.entries(values).map(([p, value]) => [joinPath(root, p), value])),
      alongside,
    )
  }

  set(p: string, value: unknown): void {
    this.update({ [joinPath(p)]: value })
  }

  /** Atomic: two processes starting on an empty store cannot both seed. */
  setIfEmpty(p: string, value: unknown): boolean {
    const key = joinPath(p)
    validateTree(value, `/${key}`)
    let wrote = false
    this.transaction(() => {
      if (this.has(key)) return
      this.writeInTransaction(key, value)
      wrote = true
    })
    return wrote
  }

  runInTransaction<T>(
    work: (tx: { read: (p: string) => unknown; write: (p: string, value: unknown) => void }) => T,
  ): T {
    let result: T | undefined
    this.transaction(() => {
      result = work({
        read: (p) => this.readSync(p),
        write: (p, value) => {
          const key = joinPath(p)
          if (key === '' && value !== null && !isPlainObject(value))
            throw new InvalidTreeError('the root must be an object')
          validateTree(value, key === '' ? '' : `/${key}`)
          this.writeInTransaction(key, value)
        },
      })
    })
    return result as T
  }

  async push(p: string, value: unknown): Promise<string> {
    return this.pushSync(p, value)
  }

  pushSync(p: string, value: unknown): string {
    const id = generatePushId()
    this.set(joinPath(p, id), value)
    return id
  }

  /** On disk before this returns: registrations are acknowledged to the visitor after it. */
  pushDurably(p: string, value: unknown, alongside?: (id: string) => void): string {
    const key = joinPath(p)
    const id = generatePushId()
    const at = joinPath(key, id)
    validateTree(value, `/${at}`)
    this.transaction(
      () => {
        this.writeInTransaction(at, value)
        alongside?.(id)
      },
      { durable: true },
    )
    return id
  }

  get database(): DatabaseSync {
    this.assertOpen()
    return this.db
  }

  private writeInTransaction(p: string, value: unknown): void {
    const s = this.statements
    const row = this.containingRow(p)
    if (row && row[0] !== p) {
      const relative = splitPath(p).slice(splitPath(row[0]).length)
      s.deleteExact.run(row[0])
      this.insertRows(toRows(row[0], setAtPath(JSON.parse(row[1]), relative, value)))
    } else {
      if (p === '') s.deleteAll.run()
      else {
        s.deleteExact.run(p)
        s.deleteRange.run(`${p}/`, `${p}0`)
      }
      this.insertRows(toRows(p, value))
    }
    const result = s.logChange.run(p, Date.now())
    const id = Number(result.lastInsertRowid)
    if (id > CHANGE_LOG_KEEP && id % 100 === 0) s.pruneChanges.run(id - CHANGE_LOG_KEEP)
  }

  private insertRows(rows: Row[]): void {
    for (const [rowPath, json] of rows) this.statements.insert.run(rowPath, json)
  }

  /** `durable`: the WAL is fsynced before this returns, so a power cut cannot lose it. */
  private transaction(work: () => void, { durable = false }: { durable?: boolean } = {}): void {
    this.assertOpen()
    if (durable) this.db.exec('PRAGMA synchronous = FULL')
    try {
      this.db.exec('BEGIN IMMEDIATE')
      try {
        work()
        this.db.exec('COMMIT')
      } catch (error) {
        if (this.db.isTransaction) this.db.exec('ROLLBACK')
        throw error
      }
    } finally {
      if (durable) this.db.exec('PRAGMA synchronous = NORMAL')
    }
    this.queueDispatch()
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('the embedded league store is closed')
  }

  subscribe(p: string, listener: StreamListener, options?: SubscribeOptions): Unsubscribe {
    this.assertOpen()
    const subscription: Subscription = {
      path: joinPath(p),
      segments: splitPath(p),
      listener,
      cursor: undefined,
      closed: false,
    }
    this.subscriptions.add(subscription)
    this.ensurePolling()
    queueMicrotask(() => {
      if (subscription.closed || this.closed) return
      let data: unknown
      this.db.exec('BEGIN')
      try {
        subscription.cursor = Number(scalar(this.statements.maxChange))
        data = this.readSync(subscription.path, { lazily: true })
      } finally {
        this.db.exec('COMMIT')
      }
      options?.onStatus?.({ state: 'connected' })
      this.deliver(subscription, { event: 'put', path: '/', data })
    })
    return () => {
      subscription.closed = true
      this.subscriptions.delete(subscription)
      if (this.subscriptions.size === 0) this.stopPolling()
    }
  }

  private deliver(subscription: Subscription, event: StreamEvent): void {
    try {
      subscription.listener(event)
    } catch (error) {
      this.logger('error', 'league change listener failed', { path: subscription.path, error })
    }
  }

  private ensurePolling(): void {
    if (this.timer || this.file === ':memory:') return
    this.lastDataVersion = Number(scalar(this.statements.dataVersion))
    this.timer = setInterval(() => this.poll(), this.pollIntervalMs)
    this.timer.unref?.()
  }

  private stopPolling(): void {
    if (this.timer) clearInterval(this.timer)
    this.timer = undefined
  }

  poll(): void {
    if (this.closed) return
    try {
      const version = Number(scalar(this.statements.dataVersion))
      if (version === this.lastDataVersion) return
      this.lastDataVersion = version
      this.dispatchChanges()
    } catch (error) {
      this.logger('error', 'embedded league store poll failed', { file: this.file, error })
    }
  }

  private queueDispatch(): void {
    if (this.dispatchQueued || this.subscriptions.size === 0) return
    this.dispatchQueued = true
    queueMicrotask(() => {
      this.dispatchQueued = false
      if (!this.closed) this.dispatchChanges()
    })
  }

  private dispatchChanges(): void {
    const ready = [...this.subscriptions].filter((s) => s.cursor !== undefined)
    if (ready.length === 0) return
    const pending: Array<[Subscription, StreamEvent]> = []
    this.db.exec('BEGIN')
    try {
      const from = Math.min(...ready.map((s) => s.cursor as number))
      const rows = this.statements.changesSince.all(from) as unknown as Array<[number, string]>
      if (rows.length === 0) return
      const minId = Number(scalar(this.statements.minChange) ?? 0)
      for (const subscription of ready) {
        const cursor = subscription.cursor as number
        const mine = rows.filter(([id]) => Number(id) > cursor)
        if (mine.length === 0) continue
        subscription.cursor = Number(mine[mine.length - 1][0])
        const missedSome = cursor + 1 < minId
        const paths = mine.map(([, changed]) => changed)
        if (missedSome || paths.some((changed) => isSameOrAncestor(changed, subscription.path))) {
          pending.push([
            subscription,
            { event: 'put', path: '/', data: this.readSync(subscription.path) },
          ])
          continue
        }
        const below = [
          ...new Set(paths.filter((changed) => isSameOrAncestor(subscription.path, changed))),
        ]
        const roots = below.filter(
          (changed) =>
            !below.some((other) => other !== changed && isSameOrAncestor(other, changed)),
        )
        const relative = (changed: string) =>
          subscription.path === '' ? changed : changed.slice(subscription.path.length + 1)
        if (roots.length === 1) {
          const [changed] = roots as [string]
          pending.push([
            subscription,
            { event: 'put', path: `/${relative(changed)}`, data: this.readSync(changed) },
          ])
          continue
        }
        // One patch, as Firebase streams it: readers never see the branches half-written.
        const data: Record<string, unknown> = {}
        for (const changed of roots) data[relative(changed)] = this.readSync(changed)
        pending.push([subscription, { event: 'patch', path: '/', data }])
      }
    } finally {
      this.db.exec('COMMIT')
    }
    for (const [subscription, event] of pending) {
      if (!subscription.closed) this.deliver(subscription, event)
    }
  }

  async close(): Promise<void> {
    this.closeSync()
  }

  closeSync(): void {
    if (this.closed) return
    this.closed = true
    this.stopPolling()
    for (const subscription of this.subscriptions) subscription.closed = true
    this.subscriptions.clear()
    this.db.close()
  }
}

/** From a separate connection, as another process would. */
export function writeLeaguePath(
  dataDir: string,
  leagueKey: string,
  leaguePath: string,
  value: unknown,
): void {
  const source = new EmbeddedSource({ dataDir })
  try {
    source.set(joinPath('leagues', leagueKey, leaguePath), value)
  } finally {
    source.closeSync()
  }
}

export function readLeaguePath(dataDir: string, leagueKey: string, leaguePath = ''): unknown {
  const source = new EmbeddedSource({ dataDir })
  try {
    return source.readSync(joinPath('leagues', leagueKey, leaguePath))
  } finally {
    source.closeSync()
  }
}
