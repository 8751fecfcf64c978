// What the console keeps beside the league: docs/decisions/0019-operator-console.md.
import type { DatabaseSync } from 'node:sqlite'

import { PasskeyStore } from './console-passkeys.server.ts'
import {
  ConsoleSettings,
  RegistrationReviewStore,
  createRegistrationDeskTables,
} from './console-registrations.server.ts'
import { newSecret, normaliseEmail, secretHash } from './console-store-secrets.server.ts'

export { newSecret, normaliseEmail, secretHash }

export const CONSOLE_STORE_FILE_NAME = 'console.sqlite'
/** Outside `leagues/`: the database rules refuse it to everyone but the site (ADR 0022). */
export const CONSOLE_STATE_ROOT = 'consoleState'

export const SIGN_IN_LINK_MS = 15 * 60_000
export const SESSION_MS = 30 * 24 * 3_600_000
/** A device left signed in does not stay a key for a month. */
export const SESSION_IDLE_MS = 12 * 3_600_000
/** One write a minute, not one per request. */
const SEEN_EVERY_MS = 60_000

export type Operator = { email: string; name: string; addedAt: number }

export type OperatorSession = { email: string; name: string; expiresAt: number }

export type SessionItem = { createdAt: number; lastSeenAt: number; current: boolean }

export type AuditEntry = {
  id: number
  at: number
  operator: string
  action: string
  target: string
  /** Null: nothing was there. */
  before: Record<string, unknown>
  /** Null deletes. */
  after: Record<string, unknown>
}

export type AuditRecord = Omit<AuditEntry, 'id' | 'at'>

const auditEntry = (row: AuditRow): AuditEntry => ({
  id: Number(row.id),
  at: Number(row.at),
  operator: row.operator,
  action: row.action,
  target: row.target,
  before: JSON.parse(row.before_json) as Record<string, unknown>,
  after: JSON.parse(row.after_json) as Record<string, unknown>,
})

function addLastSeen(db: DatabaseSync): void {
  const columns = db.prepare('PRAGMA table_info(operator_sessions)').all() as Array<{
    name: string
  }>
  if (!columns.some((column) => column.name === 'last_seen_at'))
    db.exec('ALTER TABLE operator_sessions ADD COLUMN last_seen_at INTEGER')
}

function createTables(db: DatabaseSync): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS operators (
      email TEXT NOT NULL PRIMARY KEY,
      name TEXT NOT NULL DEFAULT '',
      added_at INTEGER NOT NULL,
      removed_at INTEGER
    );
    CREATE TABLE IF NOT EXISTS operator_links (
      token_hash TEXT NOT NULL PRIMARY KEY,
      email TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      used_at INTEGER
    );
    CREATE TABLE IF NOT EXISTS operator_sessions (
      id_hash TEXT NOT NULL PRIMARY KEY,
      email TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      revoked_at INTEGER
    );
    CREATE INDEX IF NOT EXISTS operator_sessions_email ON operator_sessions (email);
    CREATE TABLE IF NOT EXISTS audit_log (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      at INTEGER NOT NULL,
      operator TEXT NOT NULL,
      action TEXT NOT NULL,
      target TEXT NOT NULL,
      before_json TEXT NOT NULL,
      after_json TEXT NOT NULL
    );
  `)
}

type AuditRow = {
  id: number
  at: number
  operator: string
  action: string
  target: string
  before_json: string
  after_json: string
}

export class ConsoleStore {
  private readonly db: DatabaseSync
  private readonly clock: () => number
  readonly passkeys: PasskeyStore
  readonly reviews: RegistrationReviewStore
  readonly settings: ConsoleSettings

  constructor(db: DatabaseSync, clock: () => number = Date.now) {
    this.db = db
    this.clock = clock
    createTables(db)
    addLastSeen(db)
    createRegistrationDeskTables(db)
    this.passkeys = new PasskeyStore(db, clock)
    this.reviews = new RegistrationReviewStore(db, clock)
    this.settings = new ConsoleSettings(db, clock)
  }

  /** A change and its audit entry are kept together or not at all. */
  atomically<T>(work: () => T): T {
    this.db.exec('BEGIN IMMEDIATE')
    try {
      const result = work()
      this.db.exec('COMMIT')
      return result
    } catch (error) {
      if (this.db.isTransaction) this.db.exec('ROLLBACK')
      throw error
    }
  }

  addOperator(email: string, name?: string): boolean {
    const key = normaliseEmail(email)
    const existed = this.db
      .prepare('SELECT 1 FROM operators WHERE email = ? AND removed_at IS NULL')
      .get(key)
    this.db
      .prepare(
        `INSERT INTO operators (email, name, added_at) VALUES (?, coalesce(?, ''), ?)
         ON CONFLICT (email) DO UPDATE SET name = coalesce(?, name), removed_at = NULL,
           added_at = CASE WHEN removed_at IS NULL THEN added_at ELSE excluded.added_at END`,
      )
      .run(key, name?.trim() ?? null, this.clock(), name?.trim() ?? null)
    return existed === undefined
  }

  /** The row stays (marked removed) so the audit log's names keep meaning someone. */
  removeOperator(email: string): boolean {
    const key = normaliseEmail(email)
    const now = this.clock()
    let removed: boolean
    this.db.exec('BEGIN IMMEDIATE')
    try {
      removed =
        Number(
          this.db
            .prepare('UPDATE operators SET removed_at = ? WHERE email = ? AND removed_at IS NULL')
            .run(now, key).changes,
        ) === 1
      this.db
        .prepare(
          'UPDATE operator_sessions SET revoked_at = ? WHERE email = ? AND revoked_at IS NULL',
        )
        .run(now, key)
      this.db
        .prepare('UPDATE operator_links SET used_at = ? WHERE email = ? AND used_at IS NULL')
        .run(now, key)
      this.passkeys.removeAllOf(key)
      this.db.exec('COMMIT')
    } catch (error) {
      if (this.db.isTransaction) this.db.exec('ROLLBACK')
      throw error
    }
    return removed
  }

  listOperators(): Operator[] {
    const rows = this.db
      .prepare(
        'SELECT email, name, added_at FROM operators WHERE removed_at IS NULL ORDER BY email',
      )
      .all() as Array<{ email: string; name: string; added_at: number }>
    return rows.map((row) => ({ email: row.email, name: row.name, addedAt: Number(row.added_at) }))
  }

  operator(email: string): Operator | undefined {
    return this.listOperators().find((op) => op.email === normaliseEmail(email))
  }

  createSignInLink(email: string): string | undefined {
    const key = normaliseEmail(email)
    if (!this.operator(key)) return undefined
    const token = newSecret()
    const now = this.clock()
    this.db
      .prepare(
        'INSERT INTO operator_links (token_hash, email, created_at, expires_at) VALUES (?, ?, ?, ?)',
      )
      .run(secretHash(token), key, now, now + SIGN_IN_LINK_MS)
    // Old links are kept a day (their use is evidence), then dropped.
    this.db.prepare('DELETE FROM operator_links WHERE expires_at < ?').run(now - 86_400_000)
    return token
  }

  /** Never usable again, whatever the answer. */
  redeemSignInLink(token: string): string | undefined {
    const now = this.clock()
    const hash = secretHash(token)
    const row = this.db
      .prepare(
        'UPDATE operator_links SET used_at = ? WHERE token_hash = ? AND used_at IS NULL RETURNING email, expires_at',
      )
      .get(now, hash) as { email: string; expires_at: number } | undefined
    if (!row || Number(row.expires_at) <= now) return undefined
    return this.operator(row.email) ? row.email : undefined
  }

  /** Only the id's hash stays here. */
  createSession(email: string): string {
    const id = newSecret()
    const now = this.clock()
    this.db
      .prepare(
        'INSERT INTO operator_sessions (id_hash, email, created_at, expires_at) VALUES (?, ?, ?, ?)',
      )
      .run(secretHash(id), normaliseEmail(email), now, now + SESSION_MS)
    this.db
      .prepare('DELETE FROM operator_sessions WHERE expires_at < ? OR revoked_at < ?')
      .run(now - SESSION_MS, now - SESSION_MS)
    return id
  }

  /** Finding it counts as a use. */
  session(id: string): OperatorSession | undefined {
    const hash = secretHash(id)
    const row = this.db
      .prepare(
        `SELECT s.email AS email, o.name AS name, s.expires_at AS expires_at,
           coalesce(s.last_seen_at, s.created_at) AS seen
         FROM operator_sessions s JOIN operators o ON o.email = s.email
         WHERE s.id_hash = ? AND s.revoked_at IS NULL AND o.removed_at IS NULL`,
      )
      .get(hash) as { email: string; name: string; expires_at: number; seen: number } | undefined
    const now = this.clock()
    if (!row || Number(row.expires_at) <= now || now - Number(row.seen) >= SESSION_IDLE_MS)
      return undefined
    if (now - Number(row.seen) >= SEEN_EVERY_MS)
      this.db
        .prepare('UPDATE operator_sessions SET last_seen_at = ? WHERE id_hash = ?')
        .run(now, hash)
    return { email: row.email, name: row.name, expiresAt: Number(row.expires_at) }
  }

  sessionsOf(email: string, currentId: string): SessionItem[] {
    const now = this.clock()
    const rows = this.db
      .prepare(
        `SELECT id_hash, created_at, coalesce(last_seen_at, created_at) AS seen
         FROM operator_sessions
         WHERE email = ? AND revoked_at IS NULL AND expires_at > ? AND coalesce(last_seen_at, created_at) > ?
         ORDER BY seen DESC`,
      )
      .all(normaliseEmail(email), now, now - SESSION_IDLE_MS) as Array<{
      id_hash: string
      created_at: number
      seen: number
    }>
    const current = secretHash(currentId)
    return rows.map((row) => ({
      createdAt: Number(row.created_at),
      lastSeenAt: Number(row.seen),
      current: row.id_hash === current,
    }))
  }

  revokeSessionsOf(email: string): number {
    return Number(
      this.db
        .prepare(
          'UPDATE operator_sessions SET revoked_at = ? WHERE email = ? AND revoked_at IS NULL',
        )
        .run(this.clock(), normaliseEmail(email)).changes,
    )
  }

  revokeSession(id: string): void {
    this.db
      .prepare(
        'UPDATE operator_sessions SET revoked_at = ? WHERE id_hash = ? AND revoked_at IS NULL',
      )
      .run(this.clock(), secretHash(id))
  }

  recordAudit(entry: AuditRecord): number {
    const result = this.db
      .prepare(
        'INSERT INTO audit_log (at, operator, action, target, before_json, after_json) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(
        this.clock(),
        entry.operator,
        entry.action,
        entry.target,
        JSON.stringify(entry.before),
        JSON.stringify(entry.after),
      )
    return Number(result.lastInsertRowid)
  }

  auditEntriesSince(since = 0): AuditEntry[] {
    const rows = this.db
      .prepare(
        'SELECT id, at, operator, action, target, before_json, after_json FROM audit_log WHERE at >= ? ORDER BY id',
      )
      .all(since) as unknown as AuditRow[]
    return rows.map(auditEntry)
  }

  auditEntries(limit: number, beforeId?: number): AuditEntry[] {
    const rows = this.db
      .prepare(
        'SELECT id, at, operator, action, target, before_json, after_json FROM audit_log WHERE id < ? ORDER BY id DESC LIMIT ?',
      )
      .all(beforeId ?? Number.MAX_SAFE_INTEGER, limit) as unknown as AuditRow[]
    return rows.map(auditEntry)
  }
}
