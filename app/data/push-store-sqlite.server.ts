// The push store in SQLite (push-store.server.ts): the embedded store's own database, shared by
// the instances that share its file.
import type { DatabaseSync } from 'node:sqlite'

import {
  type PushStore,
  SENT_EVENT_MS,
  type StoredSubscription,
  type VapidKeys,
  readTeams,
} from './push-store.server.ts'

export class SqlitePushStore implements PushStore {
  private readonly db: DatabaseSync
  private readonly clock: () => number

  constructor(db: DatabaseSync, clock: () => number = Date.now) {
    this.db = db
    this.clock = clock
    db.exec(`
      CREATE TABLE IF NOT EXISTS push_vapid (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        public_key TEXT NOT NULL,
        private_key TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE IF NOT EXISTS push_subscriptions (
        endpoint TEXT NOT NULL PRIMARY KEY,
        p256dh TEXT NOT NULL,
        auth TEXT NOT NULL,
        lang TEXT NOT NULL,
        teams_json TEXT NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE TABLE IF NOT EXISTS push_sent_events (
        id TEXT NOT NULL PRIMARY KEY,
        at INTEGER NOT NULL
      );
    `)
  }

  async vapidKeys(make: () => VapidKeys): Promise<VapidKeys> {
    const read = () =>
      this.db.prepare('SELECT public_key, private_key FROM push_vapid WHERE id = 1').get() as
        { public_key: string; private_key: string } | undefined
    let row = read()
    if (!row) {
      const keys = make()
      this.db
        .prepare(
          'INSERT OR IGNORE INTO push_vapid (id, public_key, private_key, created_at) VALUES (1, ?, ?, ?)',
        )
        .run(keys.publicKey, keys.privateKey, this.clock())
      row = read()!
    }
    return { publicKey: row.public_key, privateKey: row.private_key }
  }

  async save(subscription: StoredSubscription): Promise<void> {
    this.db
      .prepare(
        `INSERT INTO push_subscriptions (endpoint, p256dh, auth, lang, teams_json, updated_at)
         VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth,
           lang = excluded.lang, teams_json = excluded.teams_json, updated_at = excluded.updated_at`,
      )
      .run(
        subscription.endpoint,
        subscription.keys.p256dh,
        subscription.keys.auth,
        subscription.lang,
        JSON.stringify(subscription.teams),
        this.clock(),
      )
  }

  async has(endpoint: string): Promise<boolean> {
    return (
      this.db.prepare('SELECT 1 FROM push_subscriptions WHERE endpoint = ?').get(endpoint) !==
      undefined
    )
  }

  async remove(endpoint: string): Promise<boolean> {
    const deleted = this.db
      .prepare('DELETE FROM push_subscriptions WHERE endpoint = ?')
      .run(endpoint)
    return Number(deleted.changes) === 1
  }

  async count(): Promise<number> {
    const row = this.db.prepare('SELECT count(*) AS n FROM push_subscriptions').get() as {
      n: number
    }
    return Number(row.n)
  }

  async all(): Promise<StoredSubscription[]> {
    const rows = this.db
      .prepare('SELECT endpoint, p256dh, auth, lang, teams_json FROM push_subscriptions')
      .all() as Array<{
      endpoint: string
      p256dh: string
      auth: string
      lang: string
      teams_json: string
    }>
    return rows.map((row) => ({
      endpoint: row.endpoint,
      keys: { p256dh: row.p256dh, auth: row.auth },
      lang: row.lang === 'en' ? 'en' : 'fr',
      teams: readTeams(row.teams_json),
    }))
  }

  async claimEvent(id: string): Promise<boolean> {
    const now = this.clock()
    this.db.prepare('DELETE FROM push_sent_events WHERE at < ?').run(now - SENT_EVENT_MS)
    const inserted = this.db
      .prepare('INSERT OR IGNORE INTO push_sent_events (id, at) VALUES (?, ?)')
      .run(id, now)
    return Number(inserted.changes) === 1
  }
}
