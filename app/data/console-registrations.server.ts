/**
 * The console's own word on registrations and its settings, as tables of the console's store
 * (console-store.server.ts), never in the league tree: a registration's review (its status and
 * the operators' private notes) and named settings such as whether registration is open. Both
 * tables are created when missing, so a store written before them gains them on its next open.
 *
 * Only erasable TypeScript syntax and `.ts` relative imports: the operator command runs this file
 * with plain Node.
 */
import type { DatabaseSync } from 'node:sqlite'

/** A registration's review as the console keeps it; absent until an operator changes it. */
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

/**
 * The reviewed registrations' statuses of a store, for the export (`npm run registrations`):
 * empty when the store has no reviews table (written before the desk), which it never creates.
 */
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

/** Registrations' reviews: one row per registration an operator has changed. */
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

/** Named settings the console changes without a restart (values are JSON). */
export class ConsoleSettings {
  private readonly db: DatabaseSync
  private readonly clock: () => number

  constructor(db: DatabaseSync, clock: () => number) {
    this.db = db
    this.clock = clock
  }

  /** The setting's value, or undefined when no operator has set it (its default applies). */
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
