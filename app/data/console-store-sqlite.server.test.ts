import { DatabaseSync } from 'node:sqlite'
import { describe, expect, it } from 'vitest'

import { SESSION_IDLE_MS, SESSION_MS, secretHash } from './console-store.server.ts'
import { SqliteConsoleStore } from './console-store-sqlite.server.ts'
import { EmbeddedSource } from './embedded-source.server.ts'
import { silentLogger } from './log.server.ts'

const now = Date.UTC(2026, 10, 27, 18)

describe('the SQLite console store', () => {
  it('counts the idle limit of sessions made before it existed from their start', async () => {
    let clock = now
    const old = new DatabaseSync(':memory:')
    old.exec(`CREATE TABLE operator_sessions (id_hash TEXT NOT NULL PRIMARY KEY, email TEXT NOT NULL,
      created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, revoked_at INTEGER)`)
    old
      .prepare('INSERT INTO operator_sessions VALUES (?, ?, ?, ?, NULL)')
      .run(secretHash('s'.repeat(40)), 'ana@example.org', now, now + SESSION_MS)
    const upgraded = new SqliteConsoleStore(old, () => clock)
    await upgraded.addOperator('ana@example.org', 'Ana')
    expect((await upgraded.session('s'.repeat(40)))?.email).toBe('ana@example.org')
    clock += SESSION_IDLE_MS
    expect(await upgraded.session('s'.repeat(40))).toBeUndefined()
  })

  it('gains the registration desk tables on open, keeping what it had', async () => {
    const db = new DatabaseSync(':memory:')
    await new SqliteConsoleStore(db, () => now).addOperator('ana@example.org', 'Ana')
    db.exec('DROP TABLE registration_reviews; DROP TABLE console_settings;')
    const reopened = new SqliteConsoleStore(db, () => now)
    expect(await reopened.listOperators()).toHaveLength(1)
    await reopened.reviews.set(
      '-Nabc',
      { status: 'waitlisted', notes: '' },
      'ana@example.org',
      {
        operator: 'ana@example.org',
        action: 'registration.reviewed',
        target: '-Nabc',
        before: {},
        after: {},
      },
      0,
    )
    expect((await reopened.reviews.get('-Nabc'))?.status).toBe('waitlisted')
  })

  it('keeps a change and its audit entry together, or neither when the audit cannot be written', async () => {
    const db = new DatabaseSync(':memory:')
    const store = new SqliteConsoleStore(db, () => now)
    db.exec('DROP TABLE audit_log')
    await expect(
      store.settings.set('registrationOpen', true, 'ana@example.org', {
        operator: 'ana@example.org',
        action: 'registration.opened',
        target: 'registration',
        before: {},
        after: {},
      }),
    ).rejects.toThrow(/audit_log/)
    expect(await store.settings.get('registrationOpen')).toBeUndefined()
  })

  it('keeps a league change and its audit entry in one transaction, or neither', async () => {
    const source = new EmbeddedSource({ file: ':memory:', logger: silentLogger })
    source.set('leagues/demo', { News: { n1: { TitleFr: 'Un' } } })
    const store = new SqliteConsoleStore(source.database, () => now, source)
    const audit = { operator: 'ana@example.org', action: 'news.edited', target: 'News/n1' }
    await store.applyLeagueUpdate(
      'leagues/demo',
      { 'News/n1/TitleFr': 'Deux' },
      {
        ...audit,
        before: { 'News/n1/TitleFr': 'Un' },
        after: { 'News/n1/TitleFr': 'Deux' },
      },
    )
    // An entry that cannot be written (a value JSON has no text for) takes the change back.
    const unwritable = { 'News/n1/TitleFr': 10n }
    await expect(
      store.applyLeagueUpdate(
        'leagues/demo',
        { 'News/n1/TitleFr': 'Trois' },
        {
          ...audit,
          before: {},
          after: unwritable,
        },
      ),
    ).rejects.toThrow()
    expect(source.readSync('leagues/demo/News/n1/TitleFr')).toBe('Deux')
    expect((await store.auditEntriesSince()).map((e) => e.after)).toEqual([
      { 'News/n1/TitleFr': 'Deux' },
    ])
    source.closeSync()
  })
})
