// The console store in SQLite: the embedded store's own file, or DATA_DIR/console.sqlite.
import type { DatabaseSync } from 'node:sqlite'

import { SqlitePasskeys } from './console-passkeys.server.ts'
import {
  SqliteReviews,
  SqliteSettings,
  createRegistrationDeskTables,
} from './console-registrations.server.ts'
import {
  LINK_KEPT_MS,
  SEEN_EVERY_MS,
  SESSION_IDLE_MS,
  SESSION_MS,
  SIGN_IN_LINK_MS,
  type AuditEntry,
  type AuditRecord,
  type ConsoleStore,
  type Operator,
  type OperatorSession,
  type SessionItem,
} from './console-store.server.ts'
import { newSecret, normaliseEmail, secretHash } from './console-store-secrets.server.ts'

type AuditRow = {
  id: number
  at: number
  operator: string
  action: string
  target: string
  before_json: string
  after_json: string
}

const auditEntry = (row: AuditRow): AuditEntry => ({
  id: String(row.id),
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

/** The embedded league's rows, written in one transaction with what runs `alongside`. */
export type LeagueRows = {
  applyUpdate(
    root: string,
    values: Readonly<Record<string, unknown>>,
    alongside?: () => void,
  ): Promise<void>
}

export class SqliteConsoleStore implements ConsoleStore {
  private readonly db: DatabaseSync
  private readonly clock: () => number
  private readonly league: LeagueRows | undefined
  readonly passkeys: SqlitePasskeys
  readonly reviews: SqliteReviews
  readonly settings: SqliteSettings

  /** `league`: the embedded store whose file `db` is, for league changes with their audit entry. */
  constructor(db: DatabaseSync, clock: () => number = Date.now, league?: LeagueRows) {
    this.db = db
    this.clock = clock
    this.league = league
    createTables(db)
    addLastSeen(db)
    createRegistrationDeskTables(db)
    const audited = (write: () => boolean, audit: AuditRecord) =>
      this.inTransaction(() => {
        if (!write()) return false
        this.insertAudit(audit)
        return true
      })
    this.passkeys = new SqlitePasskeys(db, clock)
    this.reviews = new SqliteReviews(db, clock, audited)
    this.settings = new SqliteSettings(db, clock, audited)
  }

  private inTransaction<T>(work: () => T): T {
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

  async addOperator(email: string, name?: string): Promise<boolean> {
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

  async removeOperator(email: string): Promise<boolean> {
    const key = normaliseEmail(email)
    const now = this.clock()
    return this.inTransaction(() => {
      const removed =
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
      return removed
    })
  }

  private operatorsNow(): Operator[] {
    const rows = this.db
      .prepare(
        'SELECT email, name, added_at FROM operators WHERE removed_at IS NULL ORDER BY email',
      )
      .all() as Array<{ email: string; name: string; added_at: number }>
    return rows.map((row) => ({ email: row.email, name: row.name, addedAt: Number(row.added_at) }))
  }

  async listOperators(): Promise<Operator[]> {
    return this.operatorsNow()
  }

  async operatorNames(): Promise<Map<string, string>> {
    const rows = this.db.prepare('SELECT email, name FROM operators').all() as Array<{
      email: string
      name: string
    }>
    return new Map(rows.map((row) => [row.email, row.name]))
  }

  async operator(email: string): Promise<Operator | undefined> {
    return this.operatorsNow().find((op) => op.email === normaliseEmail(email))
  }

  async createSignInLink(email: string): Promise<string | undefined> {
    const key = normaliseEmail(email)
    if (!(await this.operator(key))) return undefined
    const token = newSecret()
    const now = this.clock()
    this.db
      .prepare(
        'INSERT INTO operator_links (token_hash, email, created_at, expires_at) VALUES (?, ?, ?, ?)',
      )
      .run(secretHash(token), key, now, now + SIGN_IN_LINK_MS)
    this.db.prepare('DELETE FROM operator_links WHERE expires_at < ?').run(now - LINK_KEPT_MS)
    return token
  }

  async redeemSignInLink(token: string): Promise<string | undefined> {
    const now = this.clock()
    const hash = secretHash(token)
    const row = this.db
      .prepare(
        'UPDATE operator_links SET used_at = ? WHERE token_hash = ? AND used_at IS NULL RETURNING email, expires_at',
      )
      .get(now, hash) as { email: string; expires_at: number } | undefined
    if (!row || Number(row.expires_at) <= now) return undefined
    return (await this.operator(row.email)) ? row.email : undefined
  }

  async createSession(email: string): Promise<string> {
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

  async session(id: string): Promise<OperatorSession | undefined> {
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

  async sessionsOf(email: string, currentId: string): Promise<SessionItem[]> {
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

  async revokeSessionsOf(email: string): Promise<number> {
    return Number(
      this.db
        .prepare(
          'UPDATE operator_sessions SET revoked_at = ? WHERE email = ? AND revoked_at IS NULL',
        )
        .run(this.clock(), normaliseEmail(email)).changes,
    )
  }

  async revokeSession(id: string): Promise<void> {
    this.db
      .prepare(
        'UPDATE operator_sessions SET revoked_at = ? WHERE id_hash = ? AND revoked_at IS NULL',
      )
      .run(this.clock(), secretHash(id))
  }

  private insertAudit(entry: AuditRecord): void {
    this.db
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
  }

  async recordAudit(entry: AuditRecord): Promise<void> {
    this.insertAudit(entry)
  }

  async applyLeagueUpdate(
    root: string,
    update: Readonly<Record<string, unknown>>,
    audit: AuditRecord,
  ): Promise<void> {
    if (!this.league) throw new Error('this console store has no league beside it')
    await this.league.applyUpdate(root, update, () => this.insertAudit(audit))
  }

  async auditEntriesSince(since = 0): Promise<AuditEntry[]> {
    const rows = this.db
      .prepare(
        'SELECT id, at, operator, action, target, before_json, after_json FROM audit_log WHERE at >= ? ORDER BY id',
      )
      .all(since) as unknown as AuditRow[]
    return rows.map(auditEntry)
  }

  async auditEntries(limit: number, beforeId?: string): Promise<AuditEntry[]> {
    const before = Number(beforeId)
    const rows = this.db
      .prepare(
        'SELECT id, at, operator, action, target, before_json, after_json FROM audit_log WHERE id < ? ORDER BY id DESC LIMIT ?',
      )
      .all(
        Number.isSafeInteger(before) && before > 0 ? before : Number.MAX_SAFE_INTEGER,
        limit,
      ) as unknown as AuditRow[]
    return rows.map(auditEntry)
  }
}
