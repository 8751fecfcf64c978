import { DatabaseSync } from 'node:sqlite'
import { beforeEach, describe, expect, it } from 'vitest'

import {
  ConsoleStore,
  SESSION_IDLE_MS,
  SESSION_MS,
  SIGN_IN_LINK_MS,
  secretHash,
} from './console-store.server.ts'

let now: number
let db: DatabaseSync
let store: ConsoleStore

beforeEach(() => {
  now = Date.UTC(2026, 10, 27, 18)
  db = new DatabaseSync(':memory:')
  store = new ConsoleStore(db, () => now)
})

describe('operators', () => {
  it('are added once, by address without case, renamed only when a name is given', () => {
    expect(store.addOperator(' Ana@Example.org ', 'Ana Roy')).toBe(true)
    expect(store.addOperator('ana@example.org')).toBe(false)
    expect(store.listOperators()).toEqual([
      { email: 'ana@example.org', name: 'Ana Roy', addedAt: now },
    ])
    store.addOperator('ana@example.org', 'Ana R.')
    expect(store.operator('ANA@example.org')?.name).toBe('Ana R.')
    expect(store.operatorNames()).toEqual(new Map([['ana@example.org', 'Ana R.']]))
  })

  it('removed, lose their sessions and links at once, and may be added back', () => {
    store.addOperator('ana@example.org')
    const session = store.createSession('ana@example.org')
    const link = store.createSignInLink('ana@example.org')!
    expect(store.removeOperator('ana@example.org')).toBe(true)
    expect(store.removeOperator('ana@example.org')).toBe(false)
    expect(store.session(session)).toBeUndefined()
    expect(store.redeemSignInLink(link)).toBeUndefined()
    expect(store.listOperators()).toEqual([])
    expect(store.operatorNames().get('ana@example.org')).toBe('')
    expect(store.addOperator('ana@example.org')).toBe(true)
    // The old session stays revoked: coming back is not being signed in again.
    expect(store.session(session)).toBeUndefined()
  })
})

describe('sign-in links', () => {
  beforeEach(() => store.addOperator('ana@example.org', 'Ana'))

  it('are made for operators only', () => {
    expect(store.createSignInLink('stranger@example.org')).toBeUndefined()
    expect(store.createSignInLink('ana@example.org')).toMatch(/^[\w-]{43}$/)
  })

  it('work once', () => {
    const token = store.createSignInLink('ana@example.org')!
    expect(store.redeemSignInLink(token)).toBe('ana@example.org')
    expect(store.redeemSignInLink(token)).toBeUndefined()
  })

  it('expire after 15 minutes, and an expired one is spent by the try', () => {
    const token = store.createSignInLink('ana@example.org')!
    now += SIGN_IN_LINK_MS
    expect(store.redeemSignInLink(token)).toBeUndefined()
    now -= 60_000
    expect(store.redeemSignInLink(token)).toBeUndefined()
  })

  it('are kept as hashes only', () => {
    const token = store.createSignInLink('ana@example.org')!
    const rows = db.prepare('SELECT token_hash FROM operator_links').all() as Array<{
      token_hash: string
    }>
    expect(rows.map((row) => row.token_hash)).toEqual([secretHash(token)])
    expect(JSON.stringify(rows)).not.toContain(token)
  })

  it('refuse an unknown token', () => {
    expect(store.redeemSignInLink('x'.repeat(43))).toBeUndefined()
  })
})

describe('sessions', () => {
  beforeEach(() => store.addOperator('ana@example.org', 'Ana'))

  it('name their operator for 30 days at most, however often used, then not', () => {
    const id = store.createSession('ana@example.org')
    const end = now + SESSION_MS
    expect(store.session(id)).toEqual({ email: 'ana@example.org', name: 'Ana', expiresAt: end })
    while (now + 11 * 3_600_000 < end) {
      now += 11 * 3_600_000
      expect(store.session(id)?.email).toBe('ana@example.org')
    }
    now = end - 1
    expect(store.session(id)?.email).toBe('ana@example.org')
    now += 1
    expect(store.session(id)).toBeUndefined()
  })

  it('of a store made before the idle limit count from their start', () => {
    const old = new DatabaseSync(':memory:')
    old.exec(`CREATE TABLE operator_sessions (id_hash TEXT NOT NULL PRIMARY KEY, email TEXT NOT NULL,
      created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, revoked_at INTEGER)`)
    old
      .prepare('INSERT INTO operator_sessions VALUES (?, ?, ?, ?, NULL)')
      .run(secretHash('s'.repeat(40)), 'ana@example.org', now, now + SESSION_MS)
    const upgraded = new ConsoleStore(old, () => now)
    upgraded.addOperator('ana@example.org', 'Ana')
    expect(upgraded.session('s'.repeat(40))?.email).toBe('ana@example.org')
    now += SESSION_IDLE_MS
    expect(upgraded.session('s'.repeat(40))).toBeUndefined()
  })

  it('end after 12 hours without use', () => {
    const id = store.createSession('ana@example.org')
    now += SESSION_IDLE_MS - 60_000
    expect(store.session(id)?.email).toBe('ana@example.org')
    now += SESSION_IDLE_MS - 1
    expect(store.session(id)?.email).toBe('ana@example.org')
    now += SESSION_IDLE_MS
    expect(store.session(id)).toBeUndefined()
  })

  it("list an operator's open sessions, and all end when signing out everywhere", () => {
    store.addOperator('bo@example.org', 'Bo')
    const phone = store.createSession('ana@example.org')
    now += 5 * 60_000
    const laptop = store.createSession('ana@example.org')
    const others = store.createSession('bo@example.org')
    expect(store.sessionsOf('ana@example.org', laptop)).toEqual([
      { createdAt: now, lastSeenAt: now, current: true },
      { createdAt: now - 5 * 60_000, lastSeenAt: now - 5 * 60_000, current: false },
    ])
    expect(store.revokeSessionsOf('ana@example.org')).toBe(2)
    expect(store.session(phone)).toBeUndefined()
    expect(store.session(laptop)).toBeUndefined()
    expect(store.session(others)?.email).toBe('bo@example.org')
    expect(store.sessionsOf('ana@example.org', laptop)).toEqual([])
  })

  it('end when revoked (signing out), and the store never holds their id', () => {
    const id = store.createSession('ana@example.org')
    const other = store.createSession('ana@example.org')
    store.revokeSession(id)
    expect(store.session(id)).toBeUndefined()
    expect(store.session(other)?.email).toBe('ana@example.org')
    const rows = JSON.stringify(db.prepare('SELECT * FROM operator_sessions').all())
    expect(rows).not.toContain(id)
  })
})

describe('the audit log', () => {
  it('keeps who, when, what and each path before and after, newest first, by pages', () => {
    for (const n of [1, 2, 3]) {
      now += 1000
      store.recordAudit({
        operator: 'ana@example.org',
        action: 'result.recorded',
        target: `2025W/G${n}`,
        before: { [`Schedule/x/G${n}/GameComplete`]: false },
        after: { [`Schedule/x/G${n}/GameComplete`]: true },
      })
    }
    const newest = store.auditEntries(2)
    expect(newest.map((entry) => entry.target)).toEqual(['2025W/G3', '2025W/G2'])
    expect(newest[0]).toMatchObject({
      at: now,
      operator: 'ana@example.org',
      before: { 'Schedule/x/G3/GameComplete': false },
      after: { 'Schedule/x/G3/GameComplete': true },
    })
    expect(store.auditEntries(2, newest[1]!.id).map((entry) => entry.target)).toEqual(['2025W/G1'])
  })
})
