// The console's own word on registrations (status, private notes), never in the league tree.
import type { DatabaseSync } from 'node:sqlite'

export type StoredReview = { status: string; notes: string; updatedAt: number; updatedBy: string }

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

export class RegistrationReviewStore {
  private readonly db: DatabaseSync
  private readonly clock: () => number

  constructor(db: DatabaseSync, clock: () => number) {
    this.db = db
    this.clock = clock
  }

  get(registrationId: string): StoredReview | undefined {
    const row = this.db
      .prepare('SELECT * FROM registration_reviews WHERE registration_id = ?')
      .get(registrationId) as ReviewRow | undefined
    return row ? toReview(row) : undefined
  }

  all(): Map<string, StoredReview> {
    const rows = this.db.prepare('SELECT * FROM registration_reviews').all() as ReviewRow[]
    return new Map(rows.map((row) => [row.registration_id, toReview(row)]))
  }

  set(registrationId: string, review: { status: string; notes: string }, operator: string): void {
    this.db
      .prepare(
        `INSERT INTO registration_reviews (registration_id, status, notes, updated_at, updated_by)
         VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (registration_id) DO UPDATE SET status = excluded.status,
           notes = excluded.notes, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
      )
      .run(registrationId, review.status, review.notes, this.clock(), operator)
  }
}

export class ConsoleSettings {
  private readonly db: DatabaseSync
  private readonly clock: () => number

  constructor(db: DatabaseSync, clock: () => number) {
    this.db = db
    this.clock = clock
  }

  /** Undefined: no operator has set it, its default applies. */
  get(name: string): unknown {
    const row = this.db
      .prepare('SELECT value_json FROM console_settings WHERE name = ?')
      .get(name) as { value_json: string } | undefined
    return row ? (JSON.parse(row.value_json) as unknown) : undefined
  }

  set(name: string, value: unknown, operator: string): void {
    this.db
      .prepare(
        `INSERT INTO console_settings (name, value_json, updated_at, updated_by) VALUES (?, ?, ?, ?)
         ON CONFLICT (name) DO UPDATE SET value_json = excluded.value_json,
           updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
      )
      .run(name, JSON.stringify(value), this.clock(), operator)
  }
}
