// A credential keeps only its public key; a challenge lives five minutes and is used once.
import type { DatabaseSync } from 'node:sqlite'

import {
  CHALLENGE_MS,
  type ChallengePurpose,
  type ConsolePasskeys,
  type StoredPasskey,
} from './console-store.server.ts'
import { newSecret, normaliseEmail, secretHash } from './console-store-secrets.server.ts'

type PasskeyRow = {
  id: string
  email: string
  public_key: Uint8Array
  counter: number
  transports: string
  created_at: number
  last_used_at: number | null
}

export function createPasskeyTables(db: DatabaseSync): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS operator_passkeys (
      id TEXT NOT NULL PRIMARY KEY,
      email TEXT NOT NULL,
      public_key BLOB NOT NULL,
      counter INTEGER NOT NULL,
      transports TEXT NOT NULL DEFAULT '[]',
      created_at INTEGER NOT NULL,
      last_used_at INTEGER
    );
    CREATE INDEX IF NOT EXISTS operator_passkeys_email ON operator_passkeys (email);
    CREATE TABLE IF NOT EXISTS operator_challenges (
      id_hash TEXT NOT NULL PRIMARY KEY,
      purpose TEXT NOT NULL,
      challenge TEXT NOT NULL,
      email TEXT,
      expires_at INTEGER NOT NULL
    );
  `)
}

function toPasskey(row: PasskeyRow): StoredPasskey {
  const passkey: StoredPasskey = {
    id: row.id,
    email: row.email,
    publicKey: new Uint8Array(row.public_key),
    counter: Number(row.counter),
    transports: JSON.parse(row.transports) as string[],
    createdAt: Number(row.created_at),
  }
  if (row.last_used_at !== null) passkey.lastUsedAt = Number(row.last_used_at)
  return passkey
}

export class SqlitePasskeys implements ConsolePasskeys {
  private readonly db: DatabaseSync
  private readonly clock: () => number

  constructor(db: DatabaseSync, clock: () => number) {
    this.db = db
    this.clock = clock
    createPasskeyTables(db)
  }

  async createChallenge(
    purpose: ChallengePurpose,
    challenge: string,
    email?: string,
  ): Promise<string> {
    const id = newSecret()
    const now = this.clock()
    this.db.prepare('DELETE FROM operator_challenges WHERE expires_at < ?').run(now)
    this.db
      .prepare(
        'INSERT INTO operator_challenges (id_hash, purpose, challenge, email, expires_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(
        secretHash(id),
        purpose,
        challenge,
        email ? normaliseEmail(email) : null,
        now + CHALLENGE_MS,
      )
    return id
  }

  async takeChallenge(
    id: string,
    purpose: ChallengePurpose,
  ): Promise<{ challenge: string; email?: string } | undefined> {
    const row = this.db
      .prepare(
        'DELETE FROM operator_challenges WHERE id_hash = ? RETURNING purpose, challenge, email, expires_at',
      )
      .get(secretHash(id)) as
      { purpose: string; challenge: string; email: string | null; expires_at: number } | undefined
    if (!row || row.purpose !== purpose || Number(row.expires_at) <= this.clock()) return undefined
    return row.email === null
      ? { challenge: row.challenge }
      : { challenge: row.challenge, email: row.email }
  }

  async add(passkey: Omit<StoredPasskey, 'createdAt' | 'lastUsedAt'>): Promise<void> {
    this.db
      .prepare(
        'INSERT INTO operator_passkeys (id, email, public_key, counter, transports, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(
        passkey.id,
        normaliseEmail(passkey.email),
        passkey.publicKey,
        passkey.counter,
        JSON.stringify(passkey.transports),
        this.clock(),
      )
  }

  async find(id: string): Promise<StoredPasskey | undefined> {
    const row = this.db.prepare('SELECT * FROM operator_passkeys WHERE id = ?').get(id) as
      PasskeyRow | undefined
    return row ? toPasskey(row) : undefined
  }

  async of(email: string): Promise<StoredPasskey[]> {
    const rows = this.db
      .prepare('SELECT * FROM operator_passkeys WHERE email = ? ORDER BY created_at DESC, id')
      .all(normaliseEmail(email)) as unknown as PasskeyRow[]
    return rows.map(toPasskey)
  }

  async used(id: string, counter: number): Promise<void> {
    this.db
      .prepare('UPDATE operator_passkeys SET counter = ?, last_used_at = ? WHERE id = ?')
      .run(counter, this.clock(), id)
  }

  async remove(email: string, id: string): Promise<boolean> {
    const result = this.db
      .prepare('DELETE FROM operator_passkeys WHERE id = ? AND email = ?')
      .run(id, normaliseEmail(email))
    return Number(result.changes) === 1
  }

  /** Inside the caller's transaction. */
  removeAllOf(email: string): void {
    this.db.prepare('DELETE FROM operator_passkeys WHERE email = ?').run(normaliseEmail(email))
    this.db.prepare('DELETE FROM operator_challenges WHERE email = ?').run(normaliseEmail(email))
  }
}
