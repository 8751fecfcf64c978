import { DatabaseSync } from 'node:sqlite'
import { beforeEach, describe, expect, it } from 'vitest'

import { ConsoleStore, SESSION_MS, SIGN_IN_LINK_MS, secretHash } from './console-store.server.ts'

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

  it('name their operator for 30 days, then not', () => {
    const id = store.createSession('ana@example.org')
    expect(store.session(id)).toEqual({
      email: 'ana@example.org',
      name: 'Ana',
      expiresAt: now + SESSION_MS,
    })
    now += SESSION_MS - 1
    expect(store.session(id)?.email).toBe('ana@example.org')
    now += 1
    expect(store.session(id)).toBeUndefined()
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
