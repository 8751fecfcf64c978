import { DatabaseSync } from 'node:sqlite'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { SqliteConsoleStore } from './console-store-sqlite.server.ts'

let store: SqliteConsoleStore
vi.mock('./league.server.ts', () => ({ getConsoleStore: () => store }))

process.env.REGISTRATION_OPEN = 'true'
const { forgetRegistrationSwitch, isRegistrationOpen, registrationOpenNow, setRegistrationOpen } =
  await import('./registration-switch.server.ts')

const closing = {
  operator: 'ana@example.org',
  action: 'registration.closed',
  target: 'registration',
  before: {},
  after: {},
}

beforeEach(() => {
  store = new SqliteConsoleStore(new DatabaseSync(':memory:'))
  forgetRegistrationSwitch()
})

describe('the registration switch', () => {
  it('follows REGISTRATION_OPEN until an operator uses it', async () => {
    expect(await registrationOpenNow()).toBe(true)
    expect(isRegistrationOpen()).toBe(true)
  })

  it('closes and opens at once, each change audited with the state before and after', async () => {
    expect(await setRegistrationOpen(false, 'ana@example.org')).toBe(true)
    expect(isRegistrationOpen()).toBe(false)
    expect(await setRegistrationOpen(true, 'bob@example.org')).toBe(true)
    expect(isRegistrationOpen()).toBe(true)
    const [opened, closed] = await store.auditEntries(10)
    expect(closed).toMatchObject({
      operator: 'ana@example.org',
      action: 'registration.closed',
      before: { 'console/settings/registrationOpen': true },
      after: { 'console/settings/registrationOpen': false },
    })
    expect(opened).toMatchObject({ operator: 'bob@example.org', action: 'registration.opened' })
  })

  it('writes nothing when it is already so', async () => {
    expect(await setRegistrationOpen(true, 'ana@example.org')).toBe(false)
    expect(await store.auditEntries(10)).toEqual([])
    expect(await store.settings.get('registrationOpen')).toBeUndefined()
  })

  it('wins over REGISTRATION_OPEN once set, for another instance too (read again after a second)', async () => {
    vi.useFakeTimers()
    try {
      expect(await registrationOpenNow()).toBe(true)
      // Another instance on the same store closes registration.
      await store.settings.set('registrationOpen', false, 'ana@example.org', closing)
      expect(await registrationOpenNow()).toBe(true)
      vi.advanceTimersByTime(1000)
      expect(await registrationOpenNow()).toBe(false)
      expect(isRegistrationOpen()).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })

  it('reads the store once for many pages asking in the same second', async () => {
    const get = vi.spyOn(store.settings, 'get')
    for (let i = 0; i < 5; i++) isRegistrationOpen()
    await registrationOpenNow()
    expect(get).toHaveBeenCalledTimes(1)
  })

  it('keeps the last state when the store cannot be read', async () => {
    await setRegistrationOpen(false, 'ana@example.org')
    forgetRegistrationSwitch()
    await registrationOpenNow()
    vi.spyOn(store.settings, 'get').mockRejectedValue(new Error('database unreachable'))
    vi.useFakeTimers()
    try {
      vi.advanceTimersByTime(1000)
      expect(await registrationOpenNow()).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })
})
