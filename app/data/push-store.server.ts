// Web Push's server side state (docs/product.md#notifications): the VAPID keys, the subscriptions
// with the teams and kinds they asked for, and which events were already sent, in the embedded
// store (or the instance's own file beside Firebase: league.server.ts, getPushStore).
import type { DatabaseSync } from 'node:sqlite'

import type { Lang } from '~/i18n/language.ts'
import type { PushKind } from '~/league/index.ts'

export const PUSH_STORE_FILE_NAME = 'push.sqlite'

export type StoredSubscription = {
  endpoint: string
  keys: { p256dh: string; auth: string }
  lang: Lang
  teams: Record<string, PushKind[]>
}

/** An event id is kept this long: a change seen again later (a restart) is not sent twice. */
const SENT_EVENT_DAYS = 14

export class PushStore {
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

  /** The first instance to start makes the keys; every other one reads the same. */
  vapidKeys(make: () => { publicKey: string; privateKey: string }): {
    publicKey: string
    privateKey: string
  } {
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

  /** One row per browser subscription: saving again replaces its teams, kinds and language. */
  save(subscription: StoredSubscription): void {
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

  has(endpoint: string): boolean {
    return (
      this.db.prepare('SELECT 1 FROM push_subscriptions WHERE endpoint = ?').get(endpoint) !==
      undefined
    )
  }

  remove(endpoint: string): boolean {
    return (
      Number(
        this.db.prepare('DELETE FROM push_subscriptions WHERE endpoint = ?').run(endpoint).changes,
      ) === 1
    )
  }

  count(): number {
    const row = this.db.prepare('SELECT count(*) AS n FROM push_subscriptions').get() as {
      n: number
    }
    return Number(row.n)
  }

  all(): StoredSubscription[] {
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
      teams: JSON.parse(row.teams_json) as Record<string, PushKind[]>,
    }))
  }

  /**
   * True for the one caller that records the event first: instances sharing the store send each
   * event once.
   */
  claimEvent(id: string): boolean {
    const now = this.clock()
    this.db
      .prepare('DELETE FROM push_sent_events WHERE at < ?')
      .run(now - SENT_EVENT_DAYS * 86_400_000)
    return (
      Number(
        this.db
          .prepare('INSERT OR IGNORE INTO push_sent_events (id, at) VALUES (?, ?)')
          .run(id, now).changes,
      ) === 1
    )
  }
}
