// The registration desk's reviews and the console's settings, in SQLite.
import type { DatabaseSync } from 'node:sqlite'

import type {
  AuditRecord,
  ConsoleReviews,
  ConsoleSettings,
  StoredReview,
} from './console-store.server.ts'

export function createRegistrationDeskTables(db: DatabaseSync): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS registration_reviews (
      registration_id TEXT NOT NULL PRIMARY KEY,
      status TEXT NOT NULL,
      notes TEXT NOT NULL DEFAULT '',
      updated_at INTEGER NOT NULL,
      updated_by TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS console_settings (
      name TEXT NOT NULL PRIMARY KEY,
      value_json TEXT NOT NULL,
      updated_at INTEGER NOT NULL,
      updated_by TEXT NOT NULL
    );
  `)
}

/** Never creates the reviews table: a store written before the desk has none. */
export function reviewStatuses(db: DatabaseSync): Map<string, { status: string }> {
  const table = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'registration_reviews'")
    .get()
  if (!table) return new Map()
  const rows = db
    .prepare('SELECT registration_id, status FROM registration_reviews')
    .all() as Array<{
    registration_id: string
    status: string
  }>
  return new Map(rows.map((row) => [row.registration_id, { status: row.status }]))
}

type ReviewRow = {
  registration_id: string
  status: string
  notes: string
  updated_at: number
  updated_by: string
}

const toReview = (row: ReviewRow): StoredReview => ({
  status: row.status,
  notes: row.notes,
  updatedAt: Number(row.updated_at),
  updatedBy: row.updated_by,
})

/** Writes a change and its audit entry in one transaction; `write` answering false writes neither. */
export type AuditedWrite = (write: () => boolean, audit: AuditRecord) => boolean

export class SqliteReviews implements ConsoleReviews {
  private readonly db: DatabaseSync
  private readonly clock: () => number
  private readonly audited: AuditedWrite

  constructor(db: DatabaseSync, clock: () => number, audited: AuditedWrite) {
    this.db = db
    this.clock = clock
    this.audited = audited
  }

  async get(registrationId: string): Promise<StoredReview | undefined> {
    const row = this.db
      .prepare('SELECT * FROM registration_reviews WHERE registration_id = ?')
      .get(registrationId) as ReviewRow | undefined
    return row ? toReview(row) : undefined
  }

  async all(): Promise<Map<string, StoredReview>> {
    const rows = this.db.prepare('SELECT * FROM registration_reviews').all() as ReviewRow[]
    return new Map(rows.map((row) => [row.registration_id, toReview(row)]))
  }

  async set(
    registrationId: string,
    review: { status: string; notes: string },
    operator: string,
    audit: AuditRecord,
    seen: number,
  ): Promise<boolean> {
    return this.audited(() => {
      const row = this.db
        .prepare('SELECT updated_at FROM registration_reviews WHERE registration_id = ?')
        .get(registrationId) as { updated_at: number } | undefined
      if (Number(row?.updated_at ?? 0) !== seen) return false
      this.db
        .prepare(
          `INSERT INTO registration_reviews (registration_id, status, notes, updated_at, updated_by)
           VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (registration_id) DO UPDATE SET status = excluded.status,
             notes = excluded.notes, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
        )
        // Later than what it replaces, so a form drawn from either tells them apart.
        .run(
          registrationId,
          review.status,
          review.notes,
          Math.max(this.clock(), seen + 1),
          operator,
        )
      return true
    }, audit)
  }
}

export class SqliteSettings implements ConsoleSettings {
  private readonly db: DatabaseSync
  private readonly clock: () => number
  private readonly audited: AuditedWrite

  constructor(db: DatabaseSync, clock: () => number, audited: AuditedWrite) {
    this.db = db
    this.clock = clock
    this.audited = audited
  }

  async get(name: string): Promise<unknown> {
    const row = this.db
      .prepare('SELECT value_json FROM console_settings WHERE name = ?')
      .get(name) as { value_json: string } | undefined
    return row ? (JSON.parse(row.value_json) as unknown) : undefined
  }

  async set(name: string, value: unknown, operator: string, audit: AuditRecord): Promise<void> {
    this.audited(() => {
      this.db
        .prepare(
          `INSERT INTO console_settings (name, value_json, updated_at, updated_by) VALUES (?, ?, ?, ?)
           ON CONFLICT (name) DO UPDATE SET value_json = excluded.value_json,
             updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
        )
        .run(name, JSON.stringify(value), this.clock(), operator)
      return true
    }, audit)
  }
}
