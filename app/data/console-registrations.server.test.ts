import { DatabaseSync } from 'node:sqlite'
import { beforeEach, describe, expect, it } from 'vitest'

import { ConsoleStore } from './console-store.server.ts'

let now: number
let store: ConsoleStore

beforeEach(() => {
  now = Date.UTC(2026, 10, 27, 18)
  store = new ConsoleStore(new DatabaseSync(':memory:'), () => now)
})

describe('registration reviews', () => {
  it('are absent until an operator changes one, then kept with who and when', () => {
    expect(store.reviews.get('-Nabc')).toBeUndefined()
    store.reviews.set('-Nabc', { status: 'accepted', notes: 'Deposit paid' }, 'ana@example.org')
    now += 60_000
    store.reviews.set('-Nabc', { status: 'declined', notes: '' }, 'bob@example.org')
    expect(store.reviews.get('-Nabc')).toEqual({
      status: 'declined',
      notes: '',
      updatedAt: now,
      updatedBy: 'bob@example.org',
    })
    expect([...store.reviews.all().keys()]).toEqual(['-Nabc'])
  })
})

describe('console settings', () => {
  it('are undefined until set, then hold their JSON value', () => {
    expect(store.settings.get('registrationOpen')).toBeUndefined()
    store.settings.set('registrationOpen', false, 'ana@example.org')
    expect(store.settings.get('registrationOpen')).toBe(false)
    store.settings.set('registrationOpen', true, 'ana@example.org')
    expect(store.settings.get('registrationOpen')).toBe(true)
  })
})

describe('a store written before the registrations desk', () => {
  it('gains its tables on open, keeping what it had', () => {
    const db = new DatabaseSync(':memory:')
    const old = new ConsoleStore(db, () => now)
    old.addOperator('ana@example.org', 'Ana')
    db.exec('DROP TABLE registration_reviews; DROP TABLE console_settings;')
    const reopened = new ConsoleStore(db, () => now)
    expect(reopened.listOperators()).toHaveLength(1)
    reopened.reviews.set('-Nabc', { status: 'waitlisted', notes: '' }, 'ana@example.org')
    expect(reopened.reviews.get('-Nabc')?.status).toBe('waitlisted')
  })
})

describe('atomically', () => {
  it('keeps a change and its audit entry together, or neither when the work fails', () => {
    expect(() =>
      store.atomically(() => {
        store.reviews.set('-Nabc', { status: 'accepted', notes: '' }, 'ana@example.org')
        store.recordAudit({
          operator: 'ana@example.org',
          action: 'registration.reviewed',
          target: '-Nabc',
          before: {},
          after: {},
        })
        throw new Error('disk full')
      }),
    ).toThrow('disk full')
    expect(store.reviews.get('-Nabc')).toBeUndefined()
    expect(store.auditEntries(10)).toEqual([])
  })
})
